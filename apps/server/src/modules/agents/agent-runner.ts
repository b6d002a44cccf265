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
import { OutboundError, type GuardedFetch } from '../outbound/guarded-fetch';

/** An agent's answer may carry images as data URLs, so it gets more room than the 5 MiB default. */
export const AGENT_MAX_RESPONSE_BYTES = 10 * 1024 * 1024;
/** How much of a failed answer's body goes into 'HTTP {status}: {text}'. */
const ERROR_TEXT_LIMIT = 500;

export interface RunnerOptions {
  fetch: GuardedFetch;
  timeoutMs: number;
  now?: () => Date;
}

export interface AgentRunOutcome {
  result: AgentRunResult;
  httpStatus: number | null;
  durationMs: number;
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
      maxBytes: AGENT_MAX_RESPONSE_BYTES,
    });
  } catch (error) {
    return { result: outboundFailure(agent, error), httpStatus: null, durationMs: elapsed() };
  }
  const text = await response.text();
  const durationMs = elapsed();
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
    });
    return response.ok ? { ok: true, message: AGENT_MESSAGES.connectionOk } : { ok: false, message: httpStatusMessage(response.status) };
  } catch (error) {
    return { ok: false, message: outboundFailure({ ...agent, kind: 'standard' }, error).error ?? AGENT_MESSAGES.unknownError };
  }
}
