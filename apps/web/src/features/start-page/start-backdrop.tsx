import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { backingColour, paintedBackground, photoPath, placeholderCss, startPageSection, type PaintedBackground } from '@lodestar/core';
import { serverOrigin } from '../../lib/app-host';
import { useSection } from '../../lib/sync';
import { ownBackgroundUrl, paintableOwnBackground } from './own-background';
import { folderPhotoUrl, useFolderPhotos } from './use-folder-photos';
import { useNight, useThemeBackgrounds } from './use-theme-backgrounds';

/** A tall window takes the photo's portrait crop: fewer bytes, the same pixels where they are seen. */
const portrait = () => typeof window !== 'undefined' && window.innerHeight > window.innerWidth;

function imageUrl(painted: PaintedBackground): string | null {
  switch (painted.kind) {
    case 'photo':
      return `${serverOrigin()}${photoPath(painted.photo.id, painted.night, portrait())}`;
    case 'folder':
      return folderPhotoUrl(painted.photo);
    case 'own':
      return ownBackgroundUrl(painted.version);
    default:
      return null;
  }
}

const idOf = (painted: PaintedBackground) =>
  painted.kind === 'shipped' ? painted.background.id : painted.kind === 'photo' ? painted.photo.id : painted.kind === 'folder' ? 'folder' : painted.kind;

/**
 * Loads and decodes an image before it shows (the fade never waits on a decode half-way); resolves with the
 * address to paint it from.
 */
async function loadImage(url: string, kind: PaintedBackground['kind']): Promise<string> {
  const source = kind === 'own' ? await paintableOwnBackground(url) : url;
  const image = new Image();
  const loaded = new Promise((resolve, reject) => {
    image.onload = resolve;
    image.onerror = reject;
  });
  image.src = source;
  await (typeof image.decode === 'function' ? loaded.then(() => image.decode()) : loaded);
  return source;
}

/** Sets (or, with null, removes) one of <html>'s custom properties. */
function setRootProperty(name: string, value: string | null) {
  if (value === null) document.documentElement.style.removeProperty(name);
  else document.documentElement.style.setProperty(name, value);
}

/**
 * The start page's background, by day or by night (dark mode): one a day (a photograph, or from the active
 * theme's set, or from the operator's folder), a chosen one, the user's own image, or none.
 *
 * It is painted in two layers. The placeholder is the page's own background (<html> carries it in
 * --backdrop-placeholder: a gradient, or a photo's blurred thumbnail of a few hundred bytes), so it is there
 * at once and in index.html's picture of the page. The photo itself loads outside #root (the picture never
 * holds it nor asks for it) and fades in over its own thumbnail, so the tone does not change. The hero's
 * scrim (--hero-scrim, start-page.css) shades only behind the text: the rest of the picture keeps its colours.
 */
export function StartBackdrop({ dayKey }: { dayKey: string }) {
  const { data, ready } = useSection(startPageSection);
  const themeSet = useThemeBackgrounds();
  const folder = useFolderPhotos();
  const night = useNight();
  const painted = paintedBackground(data.background, dayKey, { themeSet, folder, night });
  const url = imageUrl(painted);
  const [loaded, setLoaded] = useState<{ url: string; source: string } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (!url) return;
    let live = true;
    let source: string | null = null;
    loadImage(url, painted.kind)
      .then((painting) => {
        source = painting;
        if (live) setLoaded({ url, source: painting });
      })
      .catch(() => live && setFailed(url));
    return () => {
      live = false;
      if (source?.startsWith('blob:')) URL.revokeObjectURL(source);
    };
  }, [url, painted.kind]);

  // The user's image that cannot load gives way to the day's background.
  const shown = painted.kind === 'own' && failed === url ? paintedBackground({ ...data.background, mode: 'daily' }, dayKey, { themeSet, folder, night }) : painted;
  const on = ready && shown.kind !== 'none';
  const backing = on ? backingColour(shown) : null;
  const placeholder = on ? placeholderCss(shown) : null;
  const scrim = shown.kind !== 'none' && on ? String(shown.scrim) : null;

  // The page's own text over the picture turns light (start-page.css), only while there is one; the page's colour
  // under the picture is the lightest colour under the hero once shaded, what a contrast checker that cannot see
  // an image (axe) then measures the text against.
  useEffect(() => {
    const root = document.documentElement;
    if (on) root.dataset.backdrop = 'on';
    else delete root.dataset.backdrop;
    setRootProperty('--backdrop-backing', backing);
    setRootProperty('--backdrop-placeholder', placeholder);
    setRootProperty('--hero-scrim', scrim);
    return () => {
      delete root.dataset.backdrop;
      for (const name of ['--backdrop-backing', '--backdrop-placeholder', '--hero-scrim']) root.style.removeProperty(name);
    };
  }, [on, backing, placeholder, scrim]);

  if (!on) return null;
  const shownUrl = shown === painted ? url : null;
  return createPortal(
    <div className="start-backdrop" aria-hidden="true" data-background={idOf(shown)} data-night={shown.night || undefined}>
      {shownUrl && (
        <div
          className="start-backdrop__photo"
          data-kind={shown.kind}
          data-loaded={loaded?.url === shownUrl || undefined}
          style={loaded?.url === shownUrl ? { backgroundImage: `url("${loaded.source}")` } : undefined}
        />
      )}
    </div>,
    document.body,
  );
}
