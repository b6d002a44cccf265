import { AGENT_MESSAGES, FORM_FIELD_TYPES, type FormField, type FormFieldOption } from './agent-model';
import { headerNameSchema, parseHttpUrl } from './agent-request';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type ParsedJsonObject<T> = { ok: true; value: T } | { ok: false; error: string };

/** The headers textarea: a JSON object of names to values (empty text means none). */
export function parseHeadersJson(text: string): ParsedJsonObject<Record<string, string>> {
  if (text.trim() === '') return { ok: true, value: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: AGENT_MESSAGES.invalidHeadersJson };
  }
  if (!isPlainObject(parsed)) return { ok: false, error: AGENT_MESSAGES.invalidHeadersJson };
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (!headerNameSchema.safeParse(name).success) return { ok: false, error: AGENT_MESSAGES.invalidHeadersJson };
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (/[\r\n\0]/.test(text)) return { ok: false, error: AGENT_MESSAGES.invalidHeadersJson };
    headers[name] = text;
  }
  return { ok: true, value: headers };
}

/** The body textarea: a JSON object (empty text means none). */
export function parseBodyJson(text: string): ParsedJsonObject<Record<string, unknown>> {
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    const parsed: unknown = JSON.parse(text);
    if (isPlainObject(parsed)) return { ok: true, value: parsed };
  } catch {
    // falls through to the spec's message
  }
  return { ok: false, error: AGENT_MESSAGES.invalidBodyJson };
}

export const formatJsonObject = (value: Record<string, unknown>): string =>
  Object.keys(value).length === 0 ? '' : JSON.stringify(value, null, 2);

/** Select options typed one per line as value|label; a line without a label uses its value. */
export function parseOptionLines(text: string): FormFieldOption[] {
  const options: FormFieldOption[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    const bar = trimmed.indexOf('|');
    const value = (bar === -1 ? trimmed : trimmed.slice(0, bar)).trim();
    const label = (bar === -1 ? '' : trimmed.slice(bar + 1)).trim() || value;
    if (value) options.push({ value, label });
  }
  return options;
}

export const formatOptionLines = (options: readonly FormFieldOption[]): string =>
  options.map((option) => (option.label === option.value ? option.value : `${option.value}|${option.label}`)).join('\n');

/** Moves the item at `from` to `to` (both clamped); returns a new array. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** A new form element with a unique id (field_1, field_2, ...). */
export function newFormField(existing: readonly FormField[]): FormField {
  const ids = new Set(existing.map((field) => field.id));
  let n = existing.length + 1;
  while (ids.has(`field_${n}`)) n += 1;
  return { id: `field_${n}`, label: `Field ${n}`, type: FORM_FIELD_TYPES[0], placeholder: '', required: false, options: [], validation: {} };
}

export interface AgentDraftCheck {
  name: string;
  triggerUrl: string;
  headersText: string;
  bodyText: string;
  formFields: readonly FormField[];
}

/**
 * The edit modal's checks before saving (spec 002 §5): name and trigger URL required, headers and body
 * valid JSON, and each form element with a label, a unique id, and options when it is a choice.
 */
export function checkAgentDraft(draft: AgentDraftCheck): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.name.trim()) errors.name = AGENT_MESSAGES.nameRequired;
  if (!draft.triggerUrl.trim()) errors.triggerUrl = AGENT_MESSAGES.urlRequired;
  else if (!parseHttpUrl(draft.triggerUrl)) errors.triggerUrl = AGENT_MESSAGES.invalidUrl;
  const headers = parseHeadersJson(draft.headersText);
  if (!headers.ok) errors.headers = headers.error;
  const body = parseBodyJson(draft.bodyText);
  if (!body.ok) errors.body = body.error;
  const seen = new Set<string>();
  draft.formFields.forEach((field, index) => {
    const id = field.id.trim();
    if (!field.label.trim()) errors[`field-${index}`] = 'Every form element needs a label';
    else if (!id || seen.has(id)) errors[`field-${index}`] = 'Every form element needs its own name';
    else if ((field.type === 'select' || field.type === 'radio') && field.options.length === 0) {
      errors[`field-${index}`] = `${field.label} needs at least one option`;
    }
    seen.add(id);
  });
  return errors;
}

/** The Test button for form and link agents only checks that the URL parses (spec 002 §5). */
export function testUrlSyntax(url: string): { ok: boolean; message: string } {
  return parseHttpUrl(url) ? { ok: true, message: AGENT_MESSAGES.validUrl } : { ok: false, message: AGENT_MESSAGES.invalidUrl };
}
