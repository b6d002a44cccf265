import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bookmarksSection } from '../bookmarks/bookmarks-section';
import { defineSection } from '../sections/define-section';
import { settingsSection, DEFAULT_TOP_MENU_SETTINGS } from '../sections/settings-section';
import { widgetVisibilitySection } from '../sections/widget-visibility-section';
import { backupHasData, buildBackup, parseBackup } from './backup-codec';
import { backupFileName } from './backup-format';

// A stand-in for the pomodoro and agents sections, which their widgets define.
const pomodoroSection = defineSection({
  name: 'pomodoro',
  schema: z.object({
    settings: z.object({ focusMinutes: z.number().int().min(1), sound: z.boolean() }),
    completedToday: z.number().int().min(0),
  }),
  defaults: { settings: { focusMinutes: 25, sound: true }, completedToday: 0 },
  collections: { sessions: z.object({ minutes: z.number() }) },
});
const agentsSection = defineSection({
  name: 'agents',
  schema: z.object({}),
  defaults: {},
  collections: { configs: z.object({ name: z.string().min(1), color: z.string() }) },
});
const definitions = [bookmarksSection, pomodoroSection, agentsSection, settingsSection, widgetVisibilitySection];

const link = (id: string, period: 'morning' | 'afternoon' | 'evening', order: number, alwaysShow = false) => ({
  id,
  url: `https://${id}.example.com/`,
  title: id.toUpperCase(),
  period,
  alwaysShow,
  order,
  createdAt: 1_700_000_000_000,
});

const sections = {
  bookmarks: { links: { b: link('b', 'morning', 2), a: link('a', 'morning', 1, true), c: link('c', 'evening', 1) } },
  pomodoro: { settings: { focusMinutes: 50, sound: false }, completedToday: 3, sessions: { s1: { minutes: 50 } } },
  agents: { configs: { x: { name: 'Daily brief', color: '#6B46C1' } } },
  widgetVisibility: { calendar: true, wins: false },
};
const now = new Date('2026-04-05T06:07:08.000Z');

describe('backupFileName', () => {
  it('names the file after the local date', () => {
    expect(backupFileName(new Date(2026, 0, 9, 23, 30))).toBe('lodestar-backup-2026-01-09.json');
  });
});

describe('buildBackup', () => {
  it("uses the spec's keys and keeps every other section under its name", () => {
    const backup = buildBackup(definitions, sections, now);
    expect(backup.version).toBe(1);
    expect(backup.timestamp).toBe('2026-04-05T06:07:08.000Z');
    expect(Object.keys(backup.data).sort()).toEqual(
      ['agents', 'pomodoro', 'pomodoroSettings', 'settings', 'tabs', 'widgetVisibility'].sort(),
    );
    expect(backup.data.pomodoroSettings).toEqual({ focusMinutes: 50, sound: false });
    expect(backup.data.pomodoro).toEqual({ completedToday: 3, sessions: { s1: { minutes: 50 } } });
    expect(backup.data.settings).toEqual({
      topMenuSettings: DEFAULT_TOP_MENU_SETTINGS,
      clock: { hour12: true },
      appearance: { theme: 'default' },
      firstRun: { closed: false },
      keyboard: { singleKeys: true },
    });
    const tabs = backup.data.tabs as { timeBasedLinks: Record<string, { id: string }[]> };
    expect(tabs.timeBasedLinks.morning?.map((tab) => tab.id)).toEqual(['a', 'b']);
    expect(tabs.timeBasedLinks.afternoon).toEqual([]);
    expect(tabs.timeBasedLinks.evening?.[0]).toEqual({
      id: 'c',
      url: 'https://c.example.com/',
      title: 'C',
      alwaysShow: false,
      order: 1,
      createdAt: 1_700_000_000_000,
    });
  });

  it('round-trips through parseBackup to the same sections', () => {
    const text = JSON.stringify(buildBackup(definitions, sections, now));
    const parsed = parseBackup(text, definitions);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.data.timestamp).toBe(now.toISOString());
    expect(parsed.data.sections.bookmarks).toEqual(sections.bookmarks);
    expect(parsed.data.sections.pomodoro).toEqual(sections.pomodoro);
    expect(parsed.data.sections.agents).toEqual(sections.agents);
    expect(parsed.data.sections.widgetVisibility).toEqual(sections.widgetVisibility);
  });
});

describe('parseBackup', () => {
  const valid = buildBackup(definitions, sections, now);
  const withData = (data: Record<string, unknown>) => JSON.stringify({ ...valid, data: { ...valid.data, ...data } });

  it('refuses text that is not JSON', () => {
    expect(parseBackup('{"version":1,', definitions)).toEqual({ ok: false, errors: ['The file is not valid JSON'] });
  });

  it('refuses a wrong version, a missing timestamp and missing data, all at once', () => {
    const parsed = parseBackup(JSON.stringify({ version: 2 }), definitions);
    expect(parsed).toEqual({
      ok: false,
      errors: ['version: 2 is not supported (expected 1)', 'timestamp: expected a date and time', 'data: expected an object of sections'],
    });
  });

  it('lists every wrong shape with where it is', () => {
    const parsed = parseBackup(
      withData({
        pomodoroSettings: { focusMinutes: 'long', sound: true },
        agents: { configs: { x: { name: '', color: '#fff' } } },
        widgetVisibility: 'all',
        mystery: {},
        tabs: { timeBasedLinks: { morning: [{ id: 'j', url: 'javascript:alert(1)', title: 'J' }], night: [] } },
      }),
      definitions,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toHaveLength(6);
    expect(parsed.errors).toContain('widgetVisibility: expected an object');
    expect(parsed.errors).toContain('mystery: unknown section');
    expect(parsed.errors.some((e) => e.startsWith('pomodoro → settings → focusMinutes:'))).toBe(true);
    expect(parsed.errors.some((e) => e.startsWith('agents → configs → x → name:'))).toBe(true);
    expect(parsed.errors.some((e) => e.startsWith('tabs → timeBasedLinks → night:'))).toBe(true);
    expect(parsed.errors).toContain('tabs → timeBasedLinks → morning → item 1 → url: not an http(s) URL');
  });

  it('accepts the spec’s bare tabs, ordering them as listed', () => {
    const parsed = parseBackup(
      withData({
        tabs: {
          timeBasedLinks: {
            afternoon: [
              { id: 'p', url: 'https://p.example.com/', title: 'P' },
              { id: 'q', url: 'https://q.example.com/', title: 'Q', alwaysShow: true },
            ],
          },
        },
      }),
      definitions,
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.data.sections.bookmarks?.links).toEqual({
      p: { id: 'p', url: 'https://p.example.com/', title: 'P', period: 'afternoon', alwaysShow: false, order: 1, createdAt: 0 },
      q: { id: 'q', url: 'https://q.example.com/', title: 'Q', period: 'afternoon', alwaysShow: true, order: 2, createdAt: 0 },
    });
  });

  it('refuses the same tab twice and unsafe record ids', () => {
    const tab = { id: 'd', url: 'https://d.example.com/', title: 'D' };
    const parsed = parseBackup(
      withData({
        tabs: { timeBasedLinks: { morning: [tab], evening: [tab] } },
        agents: { configs: { __proto__: null, constructor: { name: 'x', color: 'y' } } },
      }),
      definitions,
    );
    expect(parsed).toEqual({
      ok: false,
      errors: ['tabs → timeBasedLinks → evening → item 1: the id "d" appears twice', 'agents → configs: "constructor" is not a valid id'],
    });
  });

  it('leaves out sections the file does not hold', () => {
    const parsed = parseBackup(JSON.stringify({ version: 1, timestamp: now.toISOString(), data: {} }), definitions);
    expect(parsed).toEqual({ ok: true, data: { version: 1, timestamp: now.toISOString(), sections: {} } });
  });
});

describe('backupHasData', () => {
  it('is false for a backup of defaults only, true once anything was made', () => {
    const empty = parseBackup(JSON.stringify(buildBackup(definitions, {}, now)), definitions);
    const full = parseBackup(JSON.stringify(buildBackup(definitions, sections, now)), definitions);
    expect(empty.ok && full.ok).toBe(true);
    if (!empty.ok || !full.ok) return;
    expect(backupHasData(empty.data, definitions)).toBe(false);
    expect(backupHasData(full.data, definitions)).toBe(true);
  });
});
