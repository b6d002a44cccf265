// Code spans and fenced blocks show their text as written already; only the prose around them is escaped.
const CODE = /(```[\s\S]*?(?:```|$)|`[^`\n]*`)/;
// A tag opener, but not an autolink such as <https://example.com> or <mailto:a@b.c>.
const TAG_OPEN = /<(?=[A-Za-z/!?])(?!(?:https?|mailto):)/g;

/**
 * User markdown with its HTML tags turned into literal text: the sanitised renderer would otherwise
 * drop `<script>` silently, and the user should see exactly what they typed. Markdown stays markdown.
 */
export function htmlAsText(markdown: string): string {
  return markdown
    .split(CODE)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(TAG_OPEN, '\\<')))
    .join('');
}
