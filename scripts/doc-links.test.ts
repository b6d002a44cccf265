import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { brokenLinks, documentationFiles } from './doc-links.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('every relative link of README.md and docs/ leads to a file and, with a #, to a heading of it', () => {
  const files = documentationFiles(root);
  expect(files.length, 'README.md and the docs pages').toBeGreaterThan(5);
  expect(brokenLinks(files).map((problem) => path.relative(root, problem))).toEqual([]);
});

it('names a link to a missing page and one to a missing heading, and passes the rest', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lodestar-links-'));
  made.push(dir);
  mkdirSync(path.join(dir, 'docs'));
  writeFileSync(
    path.join(dir, 'README.md'),
    [
      '# Lodestar',
      '![The dashboard](docs/shot.webp) [Deploying](docs/deployment.md#behind-a-proxy-tls) [Gone](docs/gone.md)',
      '[Bad anchor](docs/deployment.md#nowhere) [Here](#lodestar) [Site](https://example.com/x.md) `[code](nope.md)`',
    ].join('\n'),
  );
  writeFileSync(path.join(dir, 'docs', 'shot.webp'), '');
  writeFileSync(path.join(dir, 'docs', 'deployment.md'), '# Deployment\n\n## Behind a proxy (TLS)\n\n[Back](../README.md#lodestar)\n');
  expect(brokenLinks(documentationFiles(dir)).map((problem) => path.relative(dir, problem))).toEqual([
    'README.md: docs/gone.md (no such file)',
    'README.md: docs/deployment.md#nowhere (no heading #nowhere in deployment.md)',
  ]);
});
