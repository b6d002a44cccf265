import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { DEFAULT_BACKGROUND_CHOICE, THEMES, backgroundForDay, startPageSection } from '@lodestar/core';
import { useSection } from '../../lib/sync';
import { StartBackdrop } from './start-backdrop';

// Outside a SyncProvider the hooks share one in-memory document: the probe writes, the backdrop reads.
let writer: ReturnType<typeof useSection<typeof startPageSection>> | undefined;
function Probe() {
  writer = useSection(startPageSection);
  return null;
}

const backdrop = () => document.body.querySelector<HTMLElement>('.start-backdrop');

afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.palette;
});

describe('StartBackdrop', () => {
  it("paints a chosen background behind the page, dimmed, and marks the page's text light only while it shows", async () => {
    render(
      <>
        <Probe />
        <StartBackdrop dayKey="2026-05-01" />
      </>,
    );
    act(() => writer!.setField('background', { ...DEFAULT_BACKGROUND_CHOICE, mode: 'shipped', shippedId: 'midnight', dim: 0.45 }));
    await waitFor(() => expect(backdrop()?.dataset.background).toBe('midnight'));
    expect(backdrop()!.getAttribute('aria-hidden')).toBe('true');
    expect(backdrop()!.style.backgroundImage).toContain('linear-gradient');
    expect(backdrop()!.querySelector<HTMLElement>('.start-backdrop__dim')!.style.opacity).toBe('0.45');
    expect(document.documentElement.dataset.backdrop).toBe('on');
    // The page's colour under the picture: Midnight's lightest colour (#3d4f8f) dimmed by 0.45, what axe measures.
    expect(document.documentElement.style.getPropertyValue('--backdrop-backing')).toBe('#212b4e');

    act(() => writer!.setField('background', { ...DEFAULT_BACKGROUND_CHOICE, mode: 'none' }));
    await waitFor(() => expect(backdrop()).toBeNull());
    expect(document.documentElement.dataset.backdrop).toBeUndefined();
    expect(document.documentElement.style.getPropertyValue('--backdrop-backing')).toBe('');
  });

  it("draws the day's background from the theme the page shows, and from all 24 once it shows none", async () => {
    render(
      <>
        <Probe />
        <StartBackdrop dayKey="2026-05-01" />
      </>,
    );
    act(() => writer!.setField('background', DEFAULT_BACKGROUND_CHOICE));
    act(() => {
      document.documentElement.dataset.palette = 'nord';
    });
    const nordDay = backgroundForDay('2026-05-01', THEMES.nord.backgrounds).id;
    expect(nordDay).not.toBe(backgroundForDay('2026-05-01').id);
    await waitFor(() => expect(backdrop()?.dataset.background).toBe(nordDay));
    expect(THEMES.nord.backgrounds).toContain(nordDay);
    act(() => {
      delete document.documentElement.dataset.palette;
    });
    await waitFor(() => expect(backdrop()?.dataset.background).toBe(backgroundForDay('2026-05-01').id));
  });
});
