import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepSnapshots } from './keep-snapshots';
import { readSnapshot } from './snapshot-store';

const NOW = new Date('2026-11-25T09:00:00');

/** The dashboard's root with one widget showing `text` and a live clock. */
function dashboard(text: string) {
  document.body.innerHTML = `<div id="root"><section data-widget="bookmarks"><p class="card">${text}</p><time data-snapshot-hide="">09:00</time></section></div>`;
  return document.getElementById('root')!;
}

/** Lets the mutation observer see the change, then the picture's timer run. */
async function after(ms: number) {
  await Promise.resolve();
  vi.advanceTimersByTime(ms);
}

describe('keepSnapshots', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    localStorage.setItem('lastSessionUser', JSON.stringify({ id: 'u1' }));
    window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('pictures a change within two seconds of the last picture', async () => {
    const root = dashboard('First bookmark');
    stop = keepSnapshots('u1', () => NOW);
    await after(700);
    expect(readSnapshot()?.html).toContain('First bookmark');

    root.querySelector('.card')!.textContent = 'Second bookmark';
    await after(1500);
    expect(readSnapshot()?.html).toContain('Second bookmark');
  });

  it('takes no new picture while only a live value ticks', async () => {
    const root = dashboard('Calm');
    stop = keepSnapshots('u1', () => NOW);
    await after(700);
    const first = readSnapshot();
    expect(first?.html).toContain('Calm');
    localStorage.removeItem('lodestar:snapshot');

    for (let second = 1; second <= 5; second++) {
      root.querySelector('time')!.textContent = `09:0${second}`;
      await after(1000);
    }
    expect(readSnapshot()).toBeNull();
  });

  it("takes no new picture while a running timer's name ticks, and one when a name and what is seen change", async () => {
    const root = dashboard('Calm');
    root.querySelector('section')!.insertAdjacentHTML('beforeend', '<button aria-label="Pause: 24:59, Focus">Focus</button>');
    stop = keepSnapshots('u1', () => NOW);
    await after(700);
    localStorage.removeItem('lodestar:snapshot');

    const button = root.querySelector('button')!;
    for (let second = 58; second >= 54; second--) {
      button.setAttribute('aria-label', `Pause: 24:${second}, Focus`);
      await after(1000);
    }
    expect(readSnapshot()).toBeNull();

    button.setAttribute('aria-label', 'Start: 5:00, Break');
    button.textContent = 'Break';
    await after(1500);
    expect(readSnapshot()?.html).toContain('Break');
  });

  it('pictures nothing once the session has ended, even as the page is left', async () => {
    dashboard('First bookmark');
    stop = keepSnapshots('u1', () => NOW);
    // Sign-out: lib/session-store forgets the user and the picture, then the page is left (pagehide).
    localStorage.removeItem('lastSessionUser');
    window.dispatchEvent(new Event('pagehide'));
    await after(2000);
    expect(readSnapshot()).toBeNull();
  });
});
