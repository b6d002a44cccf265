import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockPeriod, formatClock } from '@lodestar/core';

// index.html's inline scripts decide whether the page cache's picture shows, and set its clocks to the time it is
// shown (lib/snapshot/bake-page.ts): run here as the page runs them, in a DOM the way the parser leaves it.
const html = readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8');
const [headScript, pictureScript] = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
const run = (script: string) => new Function(script)();

const PICTURE = {
  'data-picture-user': 'u1',
  'data-picture-from': String(new Date('2026-11-27T08:00:00').getTime()),
  'data-picture-until': String(new Date('2026-11-27T12:00:00').getTime()),
  'data-picture-media': '(max-width: 768px)',
  'data-picture-mobile': '0',
};

function page(attributes: Record<string, string>, user: { id: string } | null, phone = false) {
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  for (const [name, value] of Object.entries(attributes)) root.setAttribute(name, value);
  localStorage.clear();
  if (user) localStorage.setItem('lastSessionUser', JSON.stringify(user));
  window.matchMedia = ((query: string) => ({ matches: phone, media: query })) as unknown as typeof window.matchMedia;
  document.head.innerHTML = '<meta name="theme-color" content="#FAFAFA">';
  document.body.innerHTML =
    '<div id="root"></div><div id="snapshot"><p data-snapshot-clock="12"><time>1:00</time><span data-clock-period="">AM</span></p><p data-snapshot-clock="24"><time>01:00</time></p></div>';
}

describe("index.html's scripts and the page cache's picture", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('show the picture to its own user, in its time and layout, and never otherwise', () => {
    const cases: Array<[string, { id: string } | null, string, boolean, boolean]> = [
      ['its user, in time', { id: 'u1' }, '2026-11-27T09:30:00', false, true],
      ['another user', { id: 'u2' }, '2026-11-27T09:30:00', false, false],
      ['signed out', null, '2026-11-27T09:30:00', false, false],
      ['stale', { id: 'u1' }, '2026-11-27T12:00:00', false, false],
      ['taken later than now', { id: 'u1' }, '2026-11-27T07:59:00', false, false],
      ['the phone layout', { id: 'u1' }, '2026-11-27T09:30:00', true, false],
    ];
    for (const [name, user, now, phone, shown] of cases) {
      vi.setSystemTime(new Date(now));
      page(PICTURE, user, phone);
      run(headScript!);
      run(pictureScript!);
      expect(document.documentElement.hasAttribute('data-picture'), name).toBe(shown);
      expect(document.getElementById('snapshot') !== null, name).toBe(shown);
    }
  });

  it('set every clock of the picture to the time it is shown, as the live page formats it', () => {
    // Every hour, and the minutes that need a leading zero or none.
    const times = [...Array.from({ length: 24 }, (_, hour) => [hour, 5]), [0, 0], [12, 0], [12, 30], [23, 59], [9, 10]];
    for (const [hour, minute] of times as Array<[number, number]>) {
      vi.setSystemTime(new Date(2026, 10, 27, hour, minute));
      page({ ...PICTURE, 'data-picture-from': '0', 'data-picture-until': String(Date.now() + 1) }, { id: 'u1' });
      run(headScript!);
      run(pictureScript!);
      const [twelve, twentyFour] = [...document.querySelectorAll('[data-snapshot-clock]')];
      expect(twelve!.querySelector('time')!.textContent).toBe(formatClock(hour, minute, true));
      expect(twelve!.querySelector('[data-clock-period]')!.textContent).toBe(clockPeriod(hour));
      expect(twentyFour!.querySelector('time')!.textContent).toBe(formatClock(hour, minute, false));
    }
  });
});
