// The CPU of one benchmark's Chromium, read from /proc: its browser process is found by a switch Chromium ignores
// (so another run's browsers beside it do not count), then every descendant's ticks are summed by its --type.
import { readFileSync, readdirSync } from 'node:fs';

const pids = () => readdirSync('/proc').filter((name) => /^\d+$/.test(name));

/** A switch to launch Chromium with, unique to this call, for `browserPid`. */
export const launchMarker = () => `--lodestar-bench=${process.pid}-${Math.random().toString(36).slice(2)}`;

/** The pid of the browser process launched with `marker`. */
export function browserPid(marker) {
  return Number(
    pids().find((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(marker);
      } catch {
        return false;
      }
    }),
  );
}

/** CPU milliseconds so far of `root` and every descendant, by Chromium process kind (the browser has no --type). */
export function cpuByKind(root) {
  const all = new Map();
  for (const pid of pids()) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const type = /--type=([\w-]+)/.exec(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '))?.[1] ?? 'browser';
      all.set(Number(pid), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), type });
    } catch {
      // the process ended between the listing and the read
    }
  }
  const kinds = {};
  for (const [pid, entry] of all) {
    let at = pid;
    while (at > 1 && at !== root) at = all.get(at)?.parent ?? 0;
    // USER_HZ is 100 on Linux: a tick is 10 ms.
    if (at === root) kinds[entry.type] = (kinds[entry.type] ?? 0) + entry.ticks * 10;
  }
  return kinds;
}

/** CPU milliseconds so far of `root` and every descendant. */
export const cpuMs = (root) => Object.values(cpuByKind(root)).reduce((sum, ms) => sum + ms, 0);
