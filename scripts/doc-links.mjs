#!/usr/bin/env node
// Relative links in README.md and docs/*.md that lead nowhere: a missing file, or a #anchor that is no heading
// of its page (GitHub's slugs). Run by `npm test` through scripts/doc-links.test.ts; by hand it prints them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The page's text without its code blocks (a `# comment` in one is no heading). */
function withoutCodeBlocks(text) {
  return text.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
}

/** ... and without inline code, so an example link is not read as one. */
function withoutCode(text) {
  return withoutCodeBlocks(text).replace(/`[^`\n]*`/g, '');
}

export function anchorsOf(text) {
  const seen = new Map();
  const anchors = new Set();
  for (const [, heading] of withoutCodeBlocks(text).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  for (const [, id] of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id);
  return anchors;
}

/** Every broken relative link of the given Markdown files, as 'file: target (why)'. */
export function brokenLinks(files) {
  const problems = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const prose = withoutCode(text);
    const links = [
      ...[...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
      ...[...prose.matchAll(/<(?:img|a)\s[^>]*?(?:src|href)="([^"]+)"/g)].map((m) => m[1]),
    ];
    for (const target of links) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: and the like
      const [pathPart, anchor] = target.split('#', 2);
      const linked = pathPart ? path.resolve(path.dirname(file), decodeURI(pathPart)) : file;
      if (!existsSync(linked)) {
        problems.push(`${file}: ${target} (no such file)`);
        continue;
      }
      if (anchor !== undefined && linked.endsWith('.md') && !anchorsOf(readFileSync(linked, 'utf8')).has(decodeURI(anchor))) {
        problems.push(`${file}: ${target} (no heading #${anchor} in ${path.basename(linked)})`);
      }
    }
  }
  return problems;
}

/** README.md and every page under docs/. */
export function documentationFiles(root) {
  const docs = path.join(root, 'docs');
  const pages = existsSync(docs) ? readdirSync(docs).filter((name) => name.endsWith('.md')).map((name) => path.join(docs, name)) : [];
  return [path.join(root, 'README.md'), ...pages];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = brokenLinks(documentationFiles(root)).map((problem) => path.relative(root, problem.split(':')[0]) + problem.slice(problem.indexOf(':')));
  for (const problem of problems) console.log(problem);
  console.log(problems.length === 0 ? 'every relative link resolves' : `${problems.length} broken link(s)`);
  process.exit(problems.length === 0 ? 0 : 1);
}
