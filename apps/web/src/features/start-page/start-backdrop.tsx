import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { backgroundCss, backingColour, paintedBackground, startPageSection } from '@lodestar/core';
import { useSection } from '../../lib/sync';
import { ownBackgroundUrl } from './own-background';
import { useThemeBackgrounds } from './use-theme-backgrounds';

/**
 * The start page's background behind the whole page, with its dimming layer (one a day from the active
 * theme's set, or from all 24). It arrives with the hero, after
 * the first card (it never delays a paint), outside #root so index.html's picture of the page never holds it
 * (nor an image request). The user's own image shows once it has loaded; until then, or if it cannot load,
 * the day's shipped background does.
 */
export function StartBackdrop({ dayKey }: { dayKey: string }) {
  const { data, ready } = useSection(startPageSection);
  const themeSet = useThemeBackgrounds();
  const painted = paintedBackground(data.background, dayKey, themeSet);
  const ownUrl = painted.kind === 'own' ? ownBackgroundUrl(painted.version) : null;
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (!ownUrl) return;
    const image = new Image();
    image.onload = () => setLoaded(ownUrl);
    image.onerror = () => setFailed(ownUrl);
    image.src = ownUrl;
    return () => {
      image.onload = null;
      image.onerror = null;
    };
  }, [ownUrl]);

  const shown =
    painted.kind === 'own' && (failed === ownUrl || loaded !== ownUrl)
      ? paintedBackground({ ...data.background, mode: 'daily' }, dayKey, themeSet)
      : painted;
  const on = ready && shown.kind !== 'none';
  const backing = on ? backingColour(shown) : null;

  // The page's own text over the picture turns light (start-page.css), only while there is one; the page's colour
  // under the picture becomes the picture's lightest dimmed colour, what a contrast checker that cannot see an
  // image (axe) then measures the text against.
  useEffect(() => {
    const root = document.documentElement;
    if (on) root.dataset.backdrop = 'on';
    else delete root.dataset.backdrop;
    if (backing) root.style.setProperty('--backdrop-backing', backing);
    else root.style.removeProperty('--backdrop-backing');
    return () => {
      delete root.dataset.backdrop;
      root.style.removeProperty('--backdrop-backing');
    };
  }, [on, backing]);

  if (!on) return null;
  const image = shown.kind === 'own' ? `url("${ownUrl}")` : backgroundCss(shown.background);
  return createPortal(
    <div
      className="start-backdrop"
      aria-hidden="true"
      data-snapshot-keep=""
      data-background={shown.kind === 'own' ? 'own' : shown.background.id}
      style={{ backgroundImage: image }}
    >
      <div className="start-backdrop__dim" data-dim={shown.dim} style={{ opacity: shown.dim }} />
    </div>,
    document.body,
  );
}
