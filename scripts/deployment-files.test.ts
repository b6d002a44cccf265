import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { envSchema } from '../apps/server/src/env';

// CI cannot build or start containers (no image registry is reachable), so these read the deployment files the way
// an operator's Docker would depend on them: paths that must exist, settings the server must know.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (name: string) => readFileSync(path.join(root, name), 'utf8');

it('the Dockerfile copies only paths that exist, runs the server as a non-root user and checks /healthz', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.match(/^FROM /gm) ?? [];
  expect(stages.length, 'build stages').toBeGreaterThanOrEqual(3);
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  expect(runtime).toMatch(/^USER node$/m);
  expect(runtime).toMatch(/^HEALTHCHECK .*\/healthz/ms);
  expect(runtime).toMatch(/^VOLUME \["\/data"\]$/m);
  expect(runtime).toMatch(/^CMD \["node", "--import", "tsx", "apps\/server\/src\/index\.ts"\]$/m);
  const copied = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((match) => match[1]!.split(' '));
  expect(copied.filter((source) => !existsSync(path.join(root, source))), 'COPY sources missing from the repository').toEqual([]);
});

it('compose.yaml runs two instances of the image behind Caddy, with PostgreSQL and Redis, and sets only known variables', () => {
  const compose = read('compose.yaml');
  for (const service of ['app1', 'app2', 'postgres', 'redis', 'caddy']) expect(compose).toMatch(new RegExp(`^  ${service}:$`, 'm'));
  expect(compose).toMatch(/^ {2}build: \.$/m);
  const appEnvironment = compose.slice(compose.indexOf('  environment: &app-env'), compose.indexOf('  depends_on:'));
  const names = [...appEnvironment.matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!);
  expect(names.length).toBeGreaterThan(10);
  expect(names.filter((name) => !Object.hasOwn(envSchema.shape, name)), 'not a setting of env.ts').toEqual([]);

  const caddyfile = read('deploy/Caddyfile');
  expect(caddyfile).toMatch(/reverse_proxy app1:3000 app2:3000/);
  expect(caddyfile).toMatch(/health_uri \/healthz/);
});
