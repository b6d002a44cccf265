import { useMemo } from 'react';
import { LinkSimple } from '@phosphor-icons/react';
import { bookmarksSection } from '@lodestar/core';
import { useSection } from '../../lib/sync';
import type { PaletteItem } from './palette-item';

/** A bookmark's address without its scheme, as a hint under the title. */
function shortUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/** Every bookmark of every period: Enter opens it here, Ctrl/Cmd+Enter in a new tab. */
export function useBookmarkItems(): PaletteItem[] {
  const { data } = useSection(bookmarksSection);
  return useMemo(
    () =>
      Object.values(data.links)
        .sort((a, b) => a.title.localeCompare(b.title))
        .map((link) => ({
          id: `bookmark:${link.id}`,
          group: 'Bookmarks' as const,
          label: link.title,
          hint: shortUrl(link.url),
          keywords: [shortUrl(link.url), link.period],
          icon: LinkSimple,
          run: ({ newTab }: { newTab: boolean }) => {
            if (newTab) window.open(link.url, '_blank', 'noopener,noreferrer');
            else window.location.assign(link.url);
          },
        })),
    [data.links],
  );
}
