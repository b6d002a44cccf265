import { normaliseUrl } from './bookmark-url';

export const TITLE_REQUIRED = 'Please enter a title';

export interface LinkDraft {
  url: string;
  title: string;
}

export type DraftResult =
  | { ok: true; value: LinkDraft }
  | { ok: false; errors: { url?: string; title?: string } };

/** Validates the add and edit forms: both fields required and trimmed, the URL normalised. */
export function validateLinkDraft(draft: LinkDraft): DraftResult {
  const url = normaliseUrl(draft.url);
  const title = draft.title.trim();
  const errors: { url?: string; title?: string } = {};
  if (!url.ok) errors.url = url.error;
  if (!title) errors.title = TITLE_REQUIRED;
  if (!url.ok || !title) return { ok: false, errors };
  return { ok: true, value: { url: url.url, title } };
}
