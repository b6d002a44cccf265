import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineSection } from './define-section';
import { parseSection, parseWithFallback } from './parse-section';
import { settingsSection } from './settings-section';
import { widgetVisibilitySection } from './widget-visibility-section';

const noteSchema = z.object({ text: z.string().min(1), done: z.boolean() });

const sample = defineSection({
  name: 'wins',
  schema: z.object({
    title: z.string(),
    count: z.number().int().nonnegative(),
    tags: z.array(z.string()),
    nested: z.object({ a: z.number(), b: z.string() }),
    note: z.string().optional(),
  }),
  defaults: { title: 'Wins', count: 0, tags: [], nested: { a: 1, b: 'x' } },
  collections: { notes: noteSchema },
});

describe('parseSection', () => {
  it('gives the defaults and empty collections for missing or non-object data', () => {
    const expected = { title: 'Wins', count: 0, tags: [], nested: { a: 1, b: 'x' }, notes: {} };
    for (const raw of [undefined, null, 'garbage', 42, [1, 2], { notes: 'nope' }]) {
      expect(parseSection(sample, raw)).toEqual(expected);
    }
  });

  it('falls back field by field: a damaged field keeps the valid others', () => {
    const parsed = parseSection(sample, { title: 7, count: 3, tags: ['a', 'b'], note: 'hello' });
    expect(parsed).toMatchObject({ title: 'Wins', count: 3, tags: ['a', 'b'], note: 'hello' });
  });

  it('falls back key by key inside a nested object', () => {
    expect(parseSection(sample, { nested: { a: 'bad', b: 'kept' } }).nested).toEqual({ a: 1, b: 'kept' });
    expect(parseSection(sample, { nested: 'bad' }).nested).toEqual({ a: 1, b: 'x' });
  });

  it('omits an optional field that is damaged and has no default', () => {
    const parsed = parseSection(sample, { note: { not: 'a string' } });
    expect(parsed).not.toHaveProperty('note');
  });

  it('drops only the invalid records of a collection', () => {
    const parsed = parseSection(sample, {
      notes: {
        a: { text: 'one', done: false },
        b: { text: '', done: true },
        c: 'not a record',
        d: { text: 'four', done: 'yes' },
        e: { text: 'five', done: true, extra: 1 },
      },
    });
    expect(parsed.notes).toEqual({ a: { text: 'one', done: false }, e: { text: 'five', done: true } });
  });

  it('never assigns a record under a prototype key', () => {
    const raw = JSON.parse('{"notes":{"__proto__":{"text":"x","done":true},"ok":{"text":"y","done":false}}}') as unknown;
    const parsed = parseSection(sample, raw);
    expect(Object.keys(parsed.notes)).toEqual(['ok']);
    expect(Object.getPrototypeOf(parsed.notes)).toBe(Object.prototype);
  });

  it('ignores unknown fields', () => {
    expect(parseSection(sample, { bogus: true })).not.toHaveProperty('bogus');
  });

  it('does not hand out the defaults for mutation', () => {
    const parsed = parseSection(sample, {});
    expect(() => parsed.tags.push('x')).toThrow();
  });
});

describe('parseWithFallback', () => {
  it('applies object-level refinements after the per-key pass', () => {
    const range = z.object({ from: z.number(), to: z.number() }).refine((r) => r.from <= r.to);
    expect(parseWithFallback(range, { from: 5, to: 1 }, { from: 0, to: 0 })).toEqual({ from: 0, to: 0 });
    expect(parseWithFallback(range, { from: 1, to: 5 }, { from: 0, to: 0 })).toEqual({ from: 1, to: 5 });
  });
});

describe('defineSection', () => {
  it('refuses defaults that do not match the schema', () => {
    expect(() => defineSection({ name: 'music', schema: z.object({ n: z.number() }), defaults: { n: 'x' as never } })).toThrow(
      /defaults/,
    );
  });

  it('refuses a collection named like a field and an unknown section name', () => {
    expect(() =>
      defineSection({ name: 'music', schema: z.object({ n: z.number() }), defaults: { n: 1 }, collections: { n: z.string() } }),
    ).toThrow(/collection "n"/);
    expect(() => defineSection({ name: 'nope' as never, schema: z.object({}), defaults: {} })).toThrow(/SECTION_NAMES/);
  });

  it('freezes its defaults against later changes by the caller', () => {
    const defaults = { list: ['a'] };
    const def = defineSection({ name: 'music', schema: z.object({ list: z.array(z.string()) }), defaults });
    defaults.list.push('b');
    expect(def.defaults.list).toEqual(['a']);
    expect(Object.isFrozen(def.defaults.list)).toBe(true);
  });
});

describe('settingsSection', () => {
  it('defaults the top menu settings to the spec values', () => {
    expect(parseSection(settingsSection, undefined).topMenuSettings).toEqual({
      showNetWorth: true,
      showMRR: true,
      showNonNegotiables: false,
      showStreak: false,
      autoHideOnScroll: true,
      revealMoney: false,
    });
  });

  it('keeps the valid flags of damaged top menu settings', () => {
    const parsed = parseSection(settingsSection, { topMenuSettings: { showNetWorth: false, showMRR: 'no', showStreak: true } });
    expect(parsed.topMenuSettings).toEqual({
      showNetWorth: false,
      showMRR: true,
      showNonNegotiables: false,
      showStreak: true,
      autoHideOnScroll: true,
      revealMoney: false,
    });
  });

  it('turns the single-key shortcuts on unless the user turned them off', () => {
    expect(parseSection(settingsSection, undefined).keyboard).toEqual({ singleKeys: true });
    expect(parseSection(settingsSection, { keyboard: { singleKeys: false } }).keyboard).toEqual({ singleKeys: false });
    expect(parseSection(settingsSection, { keyboard: { singleKeys: 'off' } }).keyboard).toEqual({ singleKeys: true });
  });
});

describe('widgetVisibilitySection', () => {
  it('keeps boolean flags of known widgets only', () => {
    const parsed = parseSection(widgetVisibilitySection, { calendar: true, wins: 'yes', bogus: false, music: false });
    expect(parsed).toEqual({ calendar: true, music: false });
  });

  it('is empty by default: the registry supplies the defaults', () => {
    expect(parseSection(widgetVisibilitySection, undefined)).toEqual({});
  });
});
