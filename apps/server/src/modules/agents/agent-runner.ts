import {
  AGENT_MESSAGES,
  buildAgentRequest,
  httpErrorMessage,
  httpStatusMessage,
  parseHttpUrl,
  postGenerationPendingResult,
  readAgentAnswer,
  webhookFailedMessage,
  type AgentRunResult,
  type AgentTriggerDefinition,
} from '@lodestar/core';
import { isTruncated, OutboundError, type GuardedFetch } from '../outbound/guarded-fetch';
/** How much of a failed answer's body goes into 'HTTP {status}: {text}'. */
const ERROR_TEXT_LIMIT = 500;

export interface RunnerOptions {
  fetch: GuardedFetch;
  timeoutMs: number;
  /** A webhook silent this long is dropped (its socket freed), whatever is left of timeoutMs. */
  idleTimeoutMs: number;
  /** How much of an answer is kept; the rest is never downloaded (AGENT_MAX_RESPONSE_KB). */
  maxResponseBytes: number;
  now?: () => Date;
}

/** Said in the run (its message and its log entry) when the answer was cut. */
export const truncatedMessage = (maxBytes: number) => `Response truncated at ${Math.round(maxBytes / 1024)} KB`;

export interface AgentRunOutcome {
  result: AgentRunResult;
  httpStatus: number | null;
  durationMs: number;
  /** For the run log: set when the answer was cut at maxResponseBytes. */
  note?: string;
}

function failure(error: string): AgentRunResult {
  return { success: false, error };
}

/** What the user reads when the outbound call got no answer (spec 002 §8). */
function outboundFailure(agent: AgentTriggerDefinition, error: unknown): AgentRunResult {
  const code = error instanceof OutboundError ? error.code : 'NETWORK';
  // The post-generation workflow keeps running after an abort or a dropped connection (spec 002 §8).
  if (agent.kind === 'post-generation' && (code === 'TIMEOUT' || code === 'NETWORK')) {
    return postGenerationPendingResult(agent.triggerUrl);
  }
  if (code === 'TIMEOUT') return failure(AGENT_MESSAGES.timedOut);
  const detail = error instanceof Error && error.message ? error.message : AGENT_MESSAGES.unknownError;
  return failure(webhookFailedMessage(detail));
}

/**
 * Runs one trigger through the guarded fetch: builds the call (core), sends it, and reads the answer
 * as the spec says. Never throws: every failure becomes { success: false, error } with the spec's text.
 */
export async function runAgent(
  agent: AgentTriggerDefinition,
  input: Record<string, unknown> | null,
  secretHeaders: Record<string, string>,
  options: RunnerOptions,
): Promise<AgentRunOutcome> {
  const now = options.now ?? (() => new Date());
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const built = buildAgentRequest(agent, input, secretHeaders, now());
  if (!built.ok) return { result: failure(built.error), httpStatus: null, durationMs: elapsed() };
  const { request } = built;
  let response: Response;
  try {
    response = await options.fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      timeoutMs: options.timeoutMs,
      idleTimeoutMs: options.idleTimeoutMs,
      maxBytes: options.maxResponseBytes,
      overflow: 'truncate',
    });
  } catch (error) {
    return { result: outboundFailure(agent, error), httpStatus: null, durationMs: elapsed() };
  }
  const text = await response.text();
  const durationMs = elapsed();
  if (isTruncated(response)) return truncatedOutcome(text, response.status, durationMs, options.maxResponseBytes);
  if (!response.ok) {
    const detail = text.trim().slice(0, ERROR_TEXT_LIMIT) || response.statusText;
    return { result: failure(httpErrorMessage(response.status, detail)), httpStatus: response.status, durationMs };
  }
  let result = readAgentAnswer(text);
  if (agent.kind === 'post-generation' && result.success && result.data?.type === 'text' && !isJson(text)) {
    result = { success: true, message: AGENT_MESSAGES.requestCompleted };
  }
  result = { ...result, metadata: { ...result.metadata, processingTime: durationMs, httpStatus: response.status } };
  return { result, httpStatus: response.status, durationMs };
}

/** A cut answer cannot be read as JSON: its kept part is shown as text, and the run says it was cut. */
function truncatedOutcome(text: string, status: number, durationMs: number, maxBytes: number): AgentRunOutcome {
  const note = truncatedMessage(maxBytes);
  const metadata = { processingTime: durationMs, httpStatus: status };
  const result: AgentRunResult =
    status >= 200 && status < 300
      ? { success: true, message: note, data: { type: 'text', text }, metadata }
      : failure(httpErrorMessage(status, `${text.trim().slice(0, ERROR_TEXT_LIMIT)} (${note})`));
  return { result, httpStatus: status, durationMs, note };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The Test button (spec 002 §5): form and link agents only check that the URL parses; the others send
 * a HEAD request: 'Connection successful' or 'HTTP {status}'.
 */
export async function testAgent(
  agent: AgentTriggerDefinition,
  secretHeaders: Record<string, string>,
  options: RunnerOptions,
): Promise<{ ok: boolean; message: string }> {
  const url = parseHttpUrl(agent.triggerUrl);
  if (agent.triggerType === 'form' || agent.triggerType === 'link') {
    return url ? { ok: true, message: AGENT_MESSAGES.validUrl } : { ok: false, message: AGENT_MESSAGES.invalidUrl };
  }
  if (!agent.triggerUrl.trim()) return { ok: false, message: AGENT_MESSAGES.noUrl };
  if (!url) return { ok: false, message: AGENT_MESSAGES.invalidUrl };
  try {
    const response = await options.fetch(url, {
      method: 'HEAD',
      headers: { ...agent.headers, ...secretHeaders },
      timeoutMs: Math.min(options.timeoutMs, 30_000),
      idleTimeoutMs: options.idleTimeoutMs,
    });
    return response.ok ? { ok: true, message: AGENT_MESSAGES.connectionOk } : { ok: false, message: httpStatusMessage(response.status) };
  } catch (error) {
    return { ok: false, message: outboundFailure({ ...agent, kind: 'standard' }, error).error ?? AGENT_MESSAGES.unknownError };
  }
}
