import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FormField } from './agent-model';
import { formSubmission, initialFormValues, isSendableText, validateForm, validateFormField, validateUploadSize } from './form-validation';

const field = (overrides: Partial<FormField> = {}): FormField => ({
  id: 'f',
  label: 'Topic',
  type: 'text',
  placeholder: '',
  required: false,
  options: [],
  validation: {},
  ...overrides,
});

describe('validateFormField', () => {
  it("says '{label} is required' for an empty required field, blank text included", () => {
    expect(validateFormField(field({ required: true }), '')).toBe('Topic is required');
    expect(validateFormField(field({ required: true }), '   ')).toBe('Topic is required');
    expect(validateFormField(field({ required: true }), undefined)).toBe('Topic is required');
    expect(validateFormField(field({ required: true, type: 'checkbox', label: 'Agree' }), false)).toBe('Agree is required');
    expect(validateFormField(field({ required: false }), '')).toBeNull();
  });

  it('checks number bounds with the spec messages', () => {
    const age = field({ type: 'number', label: 'Age', validation: { min: 18, max: 99 } });
    expect(validateFormField(age, '17')).toBe('Must be at least 18');
    expect(validateFormField(age, 100)).toBe('Must be at most 99');
    expect(validateFormField(age, '18')).toBeNull();
    expect(validateFormField(age, '99')).toBeNull();
    expect(validateFormField(age, 'abc')).toBe('Invalid format');
  });

  it("uses the field's pattern message, else 'Invalid format'", () => {
    expect(validateFormField(field({ validation: { pattern: '^[A-Z]{3}$' } }), 'abc')).toBe('Invalid format');
    expect(validateFormField(field({ validation: { pattern: '^[A-Z]{3}$', message: 'Three capitals' } }), 'abc')).toBe('Three capitals');
    expect(validateFormField(field({ validation: { pattern: '^[A-Z]{3}$' } }), 'ABC')).toBeNull();
  });

  it('ignores a pattern that is not a valid expression', () => {
    expect(validateFormField(field({ validation: { pattern: '([' } }), 'anything')).toBeNull();
  });

  it('checks email and URL fields', () => {
    expect(validateFormField(field({ type: 'email' }), 'not-an-email')).toBe('Invalid format');
    expect(validateFormField(field({ type: 'email' }), 'a@b.co')).toBeNull();
    expect(validateFormField(field({ type: 'url' }), 'nope')).toBe('Invalid format');
    expect(validateFormField(field({ type: 'url' }), 'https://example.com')).toBeNull();
  });

  it('never rejects a value inside the bounds (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (min, span) => {
        const f = field({ type: 'number', validation: { min, max: min + span } });
        return validateFormField(f, min + Math.floor(span / 2)) === null;
      }),
    );
  });
});

describe('validateForm', () => {
  it('returns one error per invalid field and none for a valid form', () => {
    const fields = [field({ id: 'a', label: 'A', required: true }), field({ id: 'b', label: 'B', type: 'number', validation: { max: 3 } })];
    expect(validateForm(fields, { a: '', b: 4 })).toEqual({ a: 'A is required', b: 'Must be at most 3' });
    expect(validateForm(fields, { a: 'x', b: 2 })).toEqual({});
  });
});

describe('initialFormValues and formSubmission', () => {
  it('starts from defaults (false for checkboxes) and sends numbers as numbers', () => {
    const fields = [
      field({ id: 'style', type: 'select', defaultValue: 'realistic', options: [{ value: 'realistic', label: 'Realistic' }] }),
      field({ id: 'ok', type: 'checkbox' }),
      field({ id: 'n', type: 'number' }),
    ];
    const values = initialFormValues(fields);
    expect(values).toEqual({ style: 'realistic', ok: false, n: '' });
    expect(formSubmission(fields, { ...values, n: '42' })).toEqual({ style: 'realistic', ok: false, n: 42 });
  });
});

describe('text and upload checks', () => {
  it('sends only text with more than spaces', () => {
    expect(isSendableText('  ')).toBe(false);
    expect(isSendableText(' hi ')).toBe(true);
  });

  it('refuses a file over 10485760 bytes', () => {
    expect(validateUploadSize(10_485_760)).toBeNull();
    expect(validateUploadSize(10_485_761)).toBe('File size must be less than 10MB');
  });
});
