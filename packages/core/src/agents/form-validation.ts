import { AGENT_LIMITS, AGENT_MESSAGES, type FormField } from './agent-model';

export type FormValue = string | number | boolean;
export type FormValues = Record<string, FormValue>;
export type FormErrors = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isEmpty(value: FormValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'boolean') return value === false;
  if (typeof value === 'number') return Number.isNaN(value);
  return value.trim() === '';
}

function patternMatches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value);
  } catch {
    // A pattern that is not a valid expression cannot reject anything (the editor warns about it).
    return true;
  }
}

/**
 * The message for one field, or null when it is valid (spec 002 §5): '{label} is required', 'Must be at
 * least {min}', 'Must be at most {max}', and the field's message or 'Invalid format' for a pattern (and
 * for an email, URL or number that does not parse).
 */
export function validateFormField(field: FormField, value: FormValue | undefined): string | null {
  if (isEmpty(value)) return field.required ? `${field.label} is required` : null;
  const formatMessage = field.validation.message || AGENT_MESSAGES.invalidFormat;
  const { min, max, pattern } = field.validation;
  if (field.type === 'number') {
    const number = typeof value === 'number' ? value : Number(String(value).trim());
    if (!Number.isFinite(number)) return formatMessage;
    if (min !== undefined && number < min) return `Must be at least ${min}`;
    if (max !== undefined && number > max) return `Must be at most ${max}`;
  }
  const textValue = String(value);
  if (field.type === 'email' && !EMAIL.test(textValue.trim())) return formatMessage;
  if (field.type === 'url' && !URL.canParse(textValue.trim())) return formatMessage;
  if (pattern && typeof value === 'string' && !patternMatches(pattern, value)) return formatMessage;
  return null;
}

/** Every field's error; an empty object means the form may be submitted. */
export function validateForm(fields: readonly FormField[], values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const message = validateFormField(field, values[field.id]);
    if (message) errors[field.id] = message;
  }
  return errors;
}

/** The form's starting values: each field's default, else '' (false for a checkbox). */
export function initialFormValues(fields: readonly FormField[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.defaultValue !== undefined) values[field.id] = field.defaultValue;
    else if (field.type === 'checkbox') values[field.id] = false;
    else if ((field.type === 'select' || field.type === 'radio') && field.required && field.options[0]) values[field.id] = field.options[0].value;
    else values[field.id] = '';
  }
  return values;
}

/** What a submitted form sends: numbers as numbers, text trimmed of nothing (the user's text as typed). */
export function formSubmission(fields: readonly FormField[], values: FormValues): Record<string, FormValue> {
  const out: Record<string, FormValue> = {};
  for (const field of fields) {
    const value = values[field.id];
    if (value === undefined) continue;
    if (field.type === 'number' && typeof value === 'string') out[field.id] = value.trim() === '' ? '' : Number(value);
    else out[field.id] = value;
  }
  return out;
}

/** A text prompt or chat message may be sent when it has something besides spaces. */
export function isSendableText(value: string): boolean {
  return value.trim().length > 0;
}

/** The upload limit (spec 002 §5): 10485760 bytes. */
export function validateUploadSize(bytes: number): string | null {
  return bytes > AGENT_LIMITS.maxFileBytes ? AGENT_MESSAGES.fileTooLarge : null;
}
