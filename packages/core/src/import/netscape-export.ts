import type { BookmarkLink } from '../bookmarks/bookmarks-section';
import { byOrder } from '../bookmarks/visible-links';
import type { ImportPeriod } from './import-types';

/** The folders of the export, one per period, named as the add modal names them. */
export const EXPORT_FOLDERS: readonly { choice: ImportPeriod; name: string }[] = [
  { choice: 'always', name: 'Always' },
  { choice: 'morning', name: 'Morning' },
  { choice: 'afternoon', name: 'Afternoon' },
  { choice: 'evening', name: 'Evening' },
];

/** Text and attribute values escaped for HTML: a title never becomes markup, an address never leaves its quotes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

export const bookmarksExportFileName = (now: Date) => `lodestar-bookmarks-${now.toISOString().slice(0, 10)}.html`;

/**
 * The bookmarks as a Netscape bookmark file, which every browser imports: one folder per period
 * (always-show cards in 'Always'), cards in their order; times in seconds as browsers write them.
 */
export function bookmarksToNetscape(links: Iterable<BookmarkLink>, now: Date): string {
  const all = [...links].sort(byOrder);
  const seconds = (ms: number) => String(Math.floor(ms / 1000));
  const lines = [
    '<!DOCTYPE NETSCAPE-Bookmark-file-1>',
    '<!-- This is an automatically generated file.',
    '     It will be read and overwritten.',
    '     DO NOT EDIT! -->',
    '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">',
    '<TITLE>Bookmarks</TITLE>',
    '<H1>Bookmarks</H1>',
    '<DL><p>',
  ];
  for (const { choice, name } of EXPORT_FOLDERS) {
    const inFolder = all.filter((link) => (choice === 'always' ? link.alwaysShow : !link.alwaysShow && link.period === choice));
    if (inFolder.length === 0) continue;
    lines.push(`    <DT><H3 ADD_DATE="${seconds(now.getTime())}" LAST_MODIFIED="${seconds(now.getTime())}">${name}</H3>`, '    <DL><p>');
    for (const link of inFolder) {
      lines.push(`        <DT><A HREF="${escapeHtml(link.url)}" ADD_DATE="${seconds(link.createdAt)}">${escapeHtml(link.title)}</A>`);
    }
    lines.push('    </DL><p>');
  }
  lines.push('</DL><p>', '');
  return lines.join('\n');
}
