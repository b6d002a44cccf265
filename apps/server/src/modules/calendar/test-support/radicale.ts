import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './local-http';

export interface RadicaleServer {
  /** http://127.0.0.1:<port>/ */
  url: string;
  /** Changes a user's password (Radicale re-reads its htpasswd file). */
  setPassword(user: string, password: string): void;
  stop(): Promise<void>;
}

/**
 * Starts Debian's Radicale (a real CalDAV server) on loopback with plain-text htpasswd users and the given
 * calendars: user -> calendar name -> iCalendar texts (one object each).
 */
export async function startRadicale(
  users: Record<string, string>,
  calendars: Record<string, Record<string, string[]>>,
): Promise<RadicaleServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lodestar-radicale-'));
  const storage = path.join(dir, 'storage');
  const writeUsers = () =>
    writeFileSync(path.join(dir, 'users'), Object.entries(users).map(([name, password]) => `${name}:${password}`).join('\n'));
  writeUsers();
  for (const [user, byName] of Object.entries(calendars)) {
    for (const [name, objects] of Object.entries(byName)) {
      const folder = path.join(storage, 'collection-root', user, name);
      mkdirSync(folder, { recursive: true });
      writeFileSync(
        path.join(folder, '.Radicale.props'),
        JSON.stringify({ tag: 'VCALENDAR', 'D:displayname': name, 'C:supported-calendar-component-set': 'VEVENT' }),
      );
      objects.forEach((text, index) => writeFileSync(path.join(folder, `event-${index}.ics`), text));
    }
  }
  const port = await freePort();
  const child = spawn(
    process.env.RADICALE_BIN ?? '/usr/bin/radicale',
    [
      '-C', '/dev/null',
      '--server-hosts', `127.0.0.1:${port}`,
      '--storage-filesystem-folder', storage,
      '--auth-type', 'htpasswd',
      '--auth-htpasswd-filename', path.join(dir, 'users'),
      '--auth-htpasswd-encryption', 'plain',
      '--auth-delay', '0',
      '--rights-type', 'owner_only',
      '--logging-level', process.env.RADICALE_LOG ? 'info' : 'warning',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`radicale exited: ${stderr}`);
    try {
      await fetch(url);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`radicale did not start: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    setPassword(user, password) {
      users[user] = password;
      writeUsers();
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (process.env.RADICALE_LOG) console.log(stderr);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
