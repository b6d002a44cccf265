import { TIME_AUDIT_LIMITS } from './time-audit-constants';

/** The popup's validation messages, word for word (spec 002 §5). */
export const TASK_MESSAGES = {
  required: 'Task name is required',
  tooLong: 'Task name too long (max 500 characters)',
  invalid: 'Invalid characters in task name',
} as const;

export type TaskCheck = { ok: true; task: string } | { ok: false; error: string };

// Script tags, javascript: URLs and inline event handlers (onclick=, onerror = ...).
const DANGEROUS = [/<\s*\/?\s*script\b/i, /javascript\s*:/i, /\bon[a-z]+\s*=/i];

/** Saved text: tags removed, then the characters < > " ' removed, trimmed and cut to 500. */
export function sanitiseTaskName(raw: string): string {
  return raw
    .replace(/<[^>]*>/g, '')
    .replace(/[<>"']/g, '')
    .trim()
    .slice(0, TIME_AUDIT_LIMITS.taskMaxLength);
}

/**
 * Checks a typed task name and gives the text to save. Refuses an empty name, a name over 500
 * characters and one holding script tags, javascript: or event-handler attributes.
 */
export function checkTaskName(raw: string): TaskCheck {
  const trimmed = raw.trim();
  if (trimmed === '') return { ok: false, error: TASK_MESSAGES.required };
  if (trimmed.length > TIME_AUDIT_LIMITS.taskMaxLength) return { ok: false, error: TASK_MESSAGES.tooLong };
  if (DANGEROUS.some((pattern) => pattern.test(trimmed))) return { ok: false, error: TASK_MESSAGES.invalid };
  const task = sanitiseTaskName(trimmed);
  // A name made only of tags or quote characters leaves nothing to save.
  if (task === '') return { ok: false, error: TASK_MESSAGES.invalid };
  return { ok: true, task };
}
