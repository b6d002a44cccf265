import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { DEFAULT_BACKGROUND_CHOICE, THEMES, backgroundOfDay, startPageSection } from '@lodestar/core';
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
  it("paints a chosen background as the page's own background, with the hero's scrim, and marks the text light only while it shows", async () => {
    render(
      <>
        <Probe />
        <StartBackdrop dayKey="2026-05-01" />
      </>,
    );
    act(() => writer!.setField('background', { ...DEFAULT_BACKGROUND_CHOICE, mode: 'shipped', shippedId: 'midnight', dim: 0.45 }));
    // The first render loads the start page's modules: slower than waitFor's default second on a busy machine.
    await waitFor(() => expect(backdrop()?.dataset.background).toBe('midnight'), { timeout: 5000 });
    expect(backdrop()!.getAttribute('aria-hidden')).toBe('true');
    const root = document.documentElement.style;
    // A gradient is its own placeholder: no image to load, nothing to fade in.
    expect(root.getPropertyValue('--backdrop-placeholder')).toMatch(/^linear-gradient\(190deg, #0b1026/);
    expect(backdrop()!.querySelector('.start-backdrop__photo')).toBeNull();
    expect(root.getPropertyValue('--hero-scrim')).toBe('0.45');
    expect(document.documentElement.dataset.backdrop).toBe('on');
    // The page's colour under the picture: Midnight's lightest colour (#3d4f8f) under a 0.45 scrim, what axe measures.
    expect(root.getPropertyValue('--backdrop-backing')).toBe('#212b4e');

    act(() => writer!.setField('background', { ...DEFAULT_BACKGROUND_CHOICE, mode: 'none' }));
    await waitFor(() => expect(backdrop()).toBeNull());
    expect(document.documentElement.dataset.backdrop).toBeUndefined();
    expect(document.documentElement.style.getPropertyValue('--backdrop-backing')).toBe('');
    expect(document.documentElement.style.getPropertyValue('--backdrop-placeholder')).toBe('');
  });

  it("paints a photograph's tiny placeholder at once and layers the photo above it", async () => {
    render(
      <>
        <Probe />
        <StartBackdrop dayKey="2026-05-01" />
      </>,
    );
    act(() => writer!.setField('background', { ...DEFAULT_BACKGROUND_CHOICE, mode: 'shipped', shippedId: 'dunes' }));
    await waitFor(() => expect(backdrop()?.dataset.background).toBe('dunes'));
    const placeholder = document.documentElement.style.getPropertyValue('--backdrop-placeholder');
    expect(placeholder).toMatch(/^url\("data:image\/webp;base64,/);
    expect(placeholder.length).toBeLessThan(420);
    const photo = backdrop()!.querySelector<HTMLElement>('.start-backdrop__photo')!;
    expect(photo.dataset.kind).toBe('photo');
    // jsdom loads no image: the photo's layer waits, unseen, and the placeholder stays.
    expect(photo.dataset.loaded).toBeUndefined();
    expect(photo.style.backgroundImage).toBe('');
  });

  it("draws the day's background from the theme the page shows, and a photograph of the day once it shows none", async () => {
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
    const idOf = (pick: ReturnType<typeof backgroundOfDay>) => (pick.kind === 'shipped' ? pick.background.id : pick.kind === 'photo' ? pick.photo.id : pick.photo.name);
    const nordDay = idOf(backgroundOfDay('2026-05-01', { themeSet: THEMES.nord.backgrounds }));
    const photoOfDay = idOf(backgroundOfDay('2026-05-01'));
    expect(nordDay).not.toBe(photoOfDay);
    await waitFor(() => expect(backdrop()?.dataset.background).toBe(nordDay));
    expect(THEMES.nord.backgrounds).toContain(nordDay);
    act(() => {
      delete document.documentElement.dataset.palette;
    });
    await waitFor(() => expect(backdrop()?.dataset.background).toBe(photoOfDay));
  });
});
