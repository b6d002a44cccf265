// Figures, tables and the JSON each load script writes into bench/load/results/.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const resultsDir = fileURLToPath(new URL('../results', import.meta.url));

export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (v) => (v === null ? null : Math.round(v * 10) / 10);
  return { count: sorted.length, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? null) };
}

/** The machine and how busy it was (other work shares it): printed with every figure. */
export function machine() {
  return { cpus: cpus().length, cpu: cpus()[0]?.model, memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version, loadAverage: loadavg().map((v) => Math.round(v * 100) / 100) };
}

/** CPU (% of one core, since the last call) and RSS (MB) of a process, from /proc. */
export function processMeter(pid) {
  const ticksPerSecond = 100;
  const read = () => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpuTicks = Number(fields[11]) + Number(fields[12]);
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return { cpuTicks, rssMb: Math.round(rssKb / 1024), at: performance.now() };
  };
  let last = read();
  return {
    sample() {
      const now = read();
      const cpuPercent = Math.round(((now.cpuTicks - last.cpuTicks) / ticksPerSecond / ((now.at - last.at) / 1000)) * 100);
      last = now;
      return { cpuPercent, rssMb: now.rssMb };
    },
  };
}

export function printTable(title, rows) {
  console.log(`\n${title}`);
  if (rows.length === 0) return console.log('(no rows)');
  const columns = Object.keys(rows[0]);
  const cell = (v) => (v === null || v === undefined ? '-' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values) => `| ${values.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(columns));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(columns.map((c) => cell(row[c]))));
}

export function writeResult(name, data) {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ name, at: new Date().toISOString(), machine: machine(), ...data }, null, 2)}\n`);
  console.log(`\nwritten: ${path.relative(process.cwd(), file)}`);
}

/** `--name value` from the command line, else `fallback`. */
export function arg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] !== undefined ? process.argv[index + 1] : fallback;
}
export const flag = (name) => process.argv.includes(`--${name}`);
