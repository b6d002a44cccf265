import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const script = fileURLToPath(new URL('../../../../scripts/throwaway-postgres.sh', import.meta.url));
/** A pg_ctl that hangs must fail the test, not stall it. */
const COMMAND_TIMEOUT_MS = 15_000;

/** The binaries scripts/throwaway-postgres.sh uses: PG_BIN, else PostgreSQL 15, else the newest installed. */
function pgBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl'))) : [];
  const chosen = versions.includes('15') ? '15' : versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!chosen) {
    throw new Error('PostgreSQL binaries not found: install Debian\'s postgresql package (.ci/run does) or set PG_BIN');
  }
  return path.join(root, chosen, 'bin');
}

/** pg_ctl refuses to run as root: the script's cluster belongs to the postgres user then. */
function asOwner(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  return run(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, {
    timeout: COMMAND_TIMEOUT_MS,
  });
}

export interface ThrowawayCluster {
  /** postgres://app@127.0.0.1:PORT/app */
  url: string;
  /** `pg_ctl restart -m fast`: open connections are terminated, the server is back within a second. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m fast`: connections are refused until start(). */
  stop(): Promise<void>;
  /** Starts it again on the same port after stop(). */
  start(): Promise<void>;
  /** SIGSTOP to the server and every backend: connections open but nothing answers, as a hung host would. */
  freeze(): void;
  /** SIGCONT: it carries on where it stopped. */
  thaw(): void;
  /** Stops it at once and deletes its folder. */
  dispose(): Promise<void>;
}

/** The postmaster (first line of postmaster.pid) and its children: backends, checkpointer, WAL writer... */
function clusterPids(dataDir: string): number[] {
  const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // Field 4 of /proc/PID/stat, after the command in parentheses, is the parent's pid.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

function signalAll(dataDir: string, signal: NodeJS.Signals) {
  for (const pid of clusterPids(dataDir)) {
    try {
      process.kill(pid, signal);
    } catch {
      // ended meanwhile
    }
  }
}

/** A PostgreSQL of the test's own on 127.0.0.1 (scripts/throwaway-postgres.sh), which the test may stop and restart. */
export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  const bin = pgBin();
  const dir = await mkdtemp(path.join(tmpdir(), 'lodestar-restart-pg-'));
  const { stdout } = await run(script, ['start', dir], { timeout: 60_000, env: { ...process.env, PG_BIN: bin } });
  const url = stdout.trim();
  const port = readFileSync(path.join(dir, 'port'), 'utf8').trim();
  const pgCtl = path.join(bin, 'pg_ctl');
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  // The script's own options, so a stopped server comes back exactly as it was started.
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${path.join(dir, 'sock')} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  return {
    url,
    restart: () => asOwner(pgCtl, ['-D', data, '-l', log, '-m', 'fast', '-w', 'restart']).then(() => undefined),
    stop: () => asOwner(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']).then(() => undefined),
    start: () => asOwner(pgCtl, ['-D', data, '-l', log, '-w', '-o', options, 'start']).then(() => undefined),
    freeze: () => signalAll(data, 'SIGSTOP'),
    thaw: () => signalAll(data, 'SIGCONT'),
    async dispose() {
      // A frozen server would not even stop.
      if (existsSync(path.join(data, 'postmaster.pid'))) signalAll(data, 'SIGCONT');
      await run(script, ['stop', dir], { timeout: COMMAND_TIMEOUT_MS, env: { ...process.env, PG_BIN: bin } });
    },
  };
}
