import { z } from 'zod';
import { AGENT_MESSAGES } from './agent-model';

/** What an agent's answer may carry (spec 002 §3, agent response). */
export const agentResponseDataSchema = z
  .object({
    type: z.string().max(40).optional(),
    text: z.string().optional(),
    markdown: z.string().optional(),
    html: z.string().optional(),
    image: z.string().optional(),
    images: z.array(z.string()).optional(),
    json: z.unknown().optional(),
    message: z.string().optional(),
    showLink: z.boolean().optional(),
    linkUrl: z.string().optional(),
    linkText: z.string().optional(),
  })
  .loose();
export type AgentResponseData = z.output<typeof agentResponseDataSchema>;

export const agentRunResultSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  error: z.string().optional(),
  data: agentResponseDataSchema.optional(),
  metadata: z
    .object({
      processingTime: z.number().optional(),
      model: z.string().optional(),
      tokens: z.number().optional(),
      httpStatus: z.number().optional(),
    })
    .optional(),
});
export type AgentRunResult = z.output<typeof agentRunResultSchema>;

/** The output views of spec 002 §2. */
export type AgentOutputView = 'text-image' | 'text' | 'images' | 'data' | 'notification';

const EXPLICIT: Record<string, AgentOutputView> = {
  'text-image': 'text-image',
  text: 'text',
  markdown: 'text',
  html: 'text',
  image: 'images',
  images: 'images',
  json: 'data',
  data: 'data',
  table: 'data',
  chart: 'data',
  notification: 'notification',
};

/** The text an answer carries, whichever of text, markdown or html it used. */
export function responseText(data: AgentResponseData | undefined): string | undefined {
  const value = data?.text ?? data?.markdown ?? data?.html;
  return value && value.length > 0 ? value : undefined;
}

/** Every image the answer carries: images, else the single image. */
export function responseImages(data: AgentResponseData | undefined): string[] {
  if (!data) return [];
  if (data.images && data.images.length > 0) return data.images.filter((src) => src.length > 0);
  return data.image ? [data.image] : [];
}

/**
 * The output view (spec 002 §3): the explicit type if present; else text and image together mean
 * text-image; an image; json means data; text; else a notification.
 */
export function inferOutputView(data: AgentResponseData | undefined): AgentOutputView {
  const explicit = data?.type ? EXPLICIT[data.type] : undefined;
  if (explicit) return explicit;
  const text = responseText(data);
  const images = responseImages(data);
  if (text && images.length > 0) return 'text-image';
  if (images.length > 0) return 'images';
  if (data?.json !== undefined) return 'data';
  if (text) return 'text';
  return 'notification';
}

/** The notification's line: the answer's message, else the spec's default for success or failure. */
export function notificationMessage(result: Pick<AgentRunResult, 'success' | 'message' | 'error' | 'data'>): string {
  if (!result.success) return result.error || result.message || AGENT_MESSAGES.operationFailed;
  return result.data?.message || result.message || AGENT_MESSAGES.operationCompleted;
}

/** A successful notification (or a success with no data) closes the modal after 2 s (spec 002 §4). */
export function closesAutomatically(result: AgentRunResult): boolean {
  if (!result.success) return false;
  if (!result.data) return true;
  return inferOutputView(result.data) === 'notification' && !result.data.showLink;
}

const CONTENT_KEYS = ['type', 'text', 'markdown', 'html', 'image', 'images', 'json', 'message', 'showLink', 'linkUrl'];
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads an OK answer's body as the spec says (JSON; success, data or message read from it). A JSON answer
 * that carries none of the response fields is shown as data, so the user sees what came back; a body that
 * is not JSON is shown as text, or 'Request completed' when empty.
 */
export function readAgentAnswer(body: string): AgentRunResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    const text = body.trim();
    return text
      ? { success: true, data: { type: 'text', text: body } }
      : { success: true, message: AGENT_MESSAGES.requestCompleted };
  }
  if (!isObject(parsed)) return { success: true, data: { json: parsed } };
  const message = typeof parsed.message === 'string' ? parsed.message : undefined;
  if (parsed.success === false) {
    const error = typeof parsed.error === 'string' && parsed.error ? parsed.error : message || AGENT_MESSAGES.unknownError;
    return { success: false, error };
  }
  const inner = isObject(parsed.data) ? parsed.data : parsed;
  const { success: _s, error: _e, metadata: _m, ...rest } = inner;
  const hasContent = CONTENT_KEYS.some((key) => rest[key] !== undefined);
  let data: AgentResponseData | undefined;
  if (hasContent) {
    const checked = agentResponseDataSchema.safeParse(rest);
    data = checked.success ? checked.data : { json: rest };
  } else if (Object.keys(rest).length > 0) data = { json: rest };
  return { success: true, ...(message ? { message } : {}), ...(data ? { data } : {}) };
}
