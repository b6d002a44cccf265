import { beforeAll, describe, expect, it } from 'vitest';
import { DAILY_VERSES, parseReference } from '@lodestar/core';
import { createScriptureService, type ScriptureService } from './scripture-service';

let service: ScriptureService;
beforeAll(async () => {
  service = createScriptureService({ warmIndex: false });
  await service.corpus();
});

/**
 * A verse that is a list of names (a genealogy, a roll of those who sealed the covenant): most of its
 * comma-separated parts are one or two capitalised words, like 'Ater, Hizkijah, Azzur,' (Nehemiah 10:17).
 */
function isListOfNames(text: string): boolean {
  const parts = text
    .split(/[,;:.]/)
    .map((part) => part.trim().replace(/^(and|the sons of|of)\s+/i, ''))
    .filter(Boolean);
  const names = parts.filter((part) => /^[A-Z][a-z]+(?:[- ][A-Z][a-z]+)?$/.test(part)).length;
  return names >= 3 && names / parts.length >= 0.5;
}

describe('the verses of the day', () => {
  it('knows a list of names when it sees one', async () => {
    for (const reference of ['Nehemiah 10:17', '1 Chronicles 1:1', 'Ezra 2:2']) {
      const result = await service.lookup(parseReference(reference)!, { includeKJV: true, includeLDS: true });
      expect(result.ok && isListOfNames(result.value[0]!.scriptureText), reference).toBe(true);
    }
  });

  it('each resolves to one verse of @bencrowder/scriptures-json, and none is a list of names', async () => {
    const problems: string[] = [];
    for (const reference of DAILY_VERSES) {
      const result = await service.lookup(parseReference(reference)!, { includeKJV: true, includeLDS: true });
      if (!result.ok) problems.push(`${reference}: ${result.message}`);
      else if (result.value[0]!.verseTitle !== reference) problems.push(`${reference} is titled ${result.value[0]!.verseTitle}`);
      else if (isListOfNames(result.value[0]!.scriptureText)) problems.push(`${reference} is a list of names`);
    }
    expect(problems).toEqual([]);
  });
});
