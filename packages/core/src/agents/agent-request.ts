import { z } from 'zod';
import {
  AGENT_INPUT_MODULES,
  AGENT_KINDS,
  AGENT_MESSAGES,
  AGENT_METHODS,
  AGENT_TRIGGER_TYPES,
  type AgentMethod,
} from './agent-model';
import type { AgentRunResult } from './agent-response';

/** An HTTP header name (RFC 9110 token) and a value without line breaks. */
export const headerNameSchema = z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,200}$/, 'Invalid header name');
const headerValueSchema = z.string().max(8_000).regex(/^[^\r\n\0]*$/, 'Invalid header value');

/**
 * The part of an agent the server needs to run it, sent by the web app from the synced section with
 * each trigger. Strict: a bad definition is refused with a 400, never repaired. Secret header values are
 * never part of it: the server adds them from its own table.
 */
export const agentTriggerDefinitionSchema = z.object({
  id: z.string().min(1).max(200),
  name: z.string().trim().min(1).max(200),
  kind: z.enum(AGENT_KINDS).default('standard'),
  triggerType: z.enum(AGENT_TRIGGER_TYPES),
  triggerUrl: z.string().max(4_096),
  method: z.enum(AGENT_METHODS).default('POST'),
  headers: z.record(headerNameSchema, headerValueSchema).default({}),
  body: z.record(z.string(), z.unknown()).default({}),
  enabled: z.boolean(),
  inputModule: z.enum(AGENT_INPUT_MODULES).default('none'),
});
export type AgentTriggerDefinition = z.output<typeof agentTriggerDefinitionSchema>;

export const agentTriggerRequestSchema = z.object({
  agent: agentTriggerDefinitionSchema,
  input: z.record(z.string().max(200), z.unknown()).nullable().default(null),
});
export type AgentTriggerRequest = z.input<typeof agentTriggerRequestSchema>;

export const agentTestRequestSchema = z.object({ agent: agentTriggerDefinitionSchema.extend({ enabled: z.boolean().default(true) }) });

export interface AgentHttpRequest {
  url: string;
  method: AgentMethod | 'HEAD';
  headers: Record<string, string>;
  body?: string;
}

export type BuiltAgentRequest = { ok: true; request: AgentHttpRequest } | { ok: false; error: string };

/** An http(s) URL or null. */
export function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** formMode is 'test' when the URL is an n8n test webhook (spec 002 §7). */
export function formModeFor(url: string): 'test' | 'production' {
  return url.includes('webhook-test') ? 'test' : 'production';
}

/** The post-generation agent's test mode swaps the webhook path segment for the test one, and back. */
export function withTestMode(url: string, testMode: boolean): string {
  return testMode ? url.replace('/webhook/', '/webhook-test/') : url.replace('/webhook-test/', '/webhook/');
}

function queryValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

function withQuery(url: URL, values: Record<string, unknown>): string {
  const out = new URL(url);
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null) out.searchParams.set(key, queryValue(value));
  }
  return out.toString();
}

/**
 * The HTTP call a trigger makes (spec 002 §7): webhooks and forms POST (the default) a JSON body of the
 * values plus submittedAt and formMode, or GET them as query parameters; api agents make a plain call with
 * their method, headers and JSON body (the configured body with the input over it). Headers: Content-Type,
 * then the agent's, then its secret ones.
 */
export function buildAgentRequest(
  agent: AgentTriggerDefinition,
  input: Record<string, unknown> | null,
  secretHeaders: Record<string, string>,
  now: Date,
): BuiltAgentRequest {
  if (!agent.enabled) return { ok: false, error: AGENT_MESSAGES.disabled };
  if (agent.triggerType === 'link') return { ok: false, error: AGENT_MESSAGES.unknownAgentTriggerType };
  if (agent.triggerType === 'form' && (!input || Object.keys(input).length === 0)) {
    return { ok: false, error: AGENT_MESSAGES.formNeedsInput };
  }
  if (!agent.triggerUrl.trim()) return { ok: false, error: AGENT_MESSAGES.noUrl };
  const url = parseHttpUrl(agent.triggerUrl);
  if (!url) return { ok: false, error: AGENT_MESSAGES.invalidUrl };

  const values = input ?? {};
  const method: AgentMethod = agent.kind === 'post-generation' ? 'POST' : agent.method;
  const userHeaders = { ...agent.headers, ...secretHeaders };
  if (agent.triggerType === 'api') {
    if (method === 'GET') return { ok: true, request: { url: withQuery(url, values), method, headers: userHeaders } };
    return {
      ok: true,
      request: {
        url: url.toString(),
        method,
        headers: { 'Content-Type': 'application/json', ...userHeaders },
        body: JSON.stringify({ ...agent.body, ...values }),
      },
    };
  }
  const payload = { ...values, submittedAt: now.toISOString(), formMode: formModeFor(agent.triggerUrl) };
  if (method === 'GET') return { ok: true, request: { url: withQuery(url, payload), method, headers: userHeaders } };
  return {
    ok: true,
    request: {
      url: url.toString(),
      method,
      headers: { 'Content-Type': 'application/json', ...userHeaders },
      body: JSON.stringify(payload),
    },
  };
}

/** The post-generation agent's status line, changed every 5 s while it runs (spec 002 §4). */
export const POST_GENERATION_STATUS = [
  'Sending your topic to the workflow...',
  'Researching the topic...',
  'Writing the post...',
  'Creating the image...',
  'Polishing the final draft...',
  'Almost there...',
] as const;

export function postGenerationStatus(elapsedMs: number): string {
  const step = Math.max(0, Math.floor(elapsedMs / 5_000));
  return POST_GENERATION_STATUS[Math.min(step, POST_GENERATION_STATUS.length - 1)]!;
}

/** Where the user follows a post still being generated: the workflow tool's dashboard (the URL's origin). */
export function workflowDashboardUrl(triggerUrl: string): string | undefined {
  const url = parseHttpUrl(triggerUrl);
  return url ? `${url.origin}/` : undefined;
}

/**
 * A post-generation call that was aborted or could not be fetched still counts as a success: the
 * workflow keeps generating (2-3 minutes), so the user is told so and given its dashboard (spec 002 §8).
 */
export function postGenerationPendingResult(triggerUrl: string): AgentRunResult {
  const linkUrl = workflowDashboardUrl(triggerUrl);
  return {
    success: true,
    message: AGENT_MESSAGES.postGenerating,
    data: {
      type: 'notification',
      message: AGENT_MESSAGES.postGenerating,
      ...(linkUrl ? { showLink: true, linkUrl, linkText: 'Open workflow dashboard' } : {}),
    },
  };
}
