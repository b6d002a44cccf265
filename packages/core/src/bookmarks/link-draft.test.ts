import { describe, expect, it } from 'vitest';
import { URL_MESSAGES } from './bookmark-url';
import { TITLE_REQUIRED, validateLinkDraft } from './link-draft';

describe('validateLinkDraft', () => {
  it('trims both fields and normalises the URL', () => {
    expect(validateLinkDraft({ url: ' github.com ', title: '  Code ' })).toEqual({
      ok: true,
      value: { url: 'https://github.com', title: 'Code' },
    });
  });

  it('requires both fields and reports each error', () => {
    expect(validateLinkDraft({ url: ' ', title: ' ' })).toEqual({
      ok: false,
      errors: { url: URL_MESSAGES.required, title: TITLE_REQUIRED },
    });
    expect(validateLinkDraft({ url: 'javascript:alert(1)', title: 'x' })).toEqual({
      ok: false,
      errors: { url: URL_MESSAGES.scheme },
    });
  });
});
