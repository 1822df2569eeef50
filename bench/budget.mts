/**
 * Targets and the record of earlier runs, shared by the benches.
 *
 * Each bench prints one summary line per target ('met' or 'missed', with the figure and its limit) and
 * stores its figures in bench/last-run.json under its own name, printing beside each figure the one of
 * the previous run (committed with the code, so a change is compared with the last landed run).
 * Machine-dependent figures (requests per second, Lighthouse) are only comparable as ratios within one
 * run: the host load average is printed and stored with every run.
 */
import fs from 'node:fs';
import os from 'node:os';

const RECORD_FILE = 'bench/last-run.json';

export interface Target {
  name: string;
  /** The measured figure and its limit, in the same unit. */
  value: number;
  limit: number;
  unit: string;
  /** 'max': the figure must not exceed the limit; 'min': it must reach it. */
  kind: 'max' | 'min';
  /** Why the figure is what it is, when worth saying (printed after the line). */
  note?: string;
}

export const hostLoad = () =>
  `host load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} (1/5/15 min) on ${os.cpus().length} CPUs`;

const isMet = (target: Target) =>
  target.kind === 'max' ? target.value <= target.limit : target.value >= target.limit;

const format = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** One line per target: `met` or `missed`, the figure and its limit. */
export function printTargets(title: string, targets: Target[]): void {
  console.log(`\n${title} — ${hostLoad()}`);
  for (const target of targets) {
    console.log(
      `${isMet(target) ? 'met   ' : 'missed'}  ${target.name}: ${format(target.value)} ${target.unit} ` +
        `(${target.kind === 'max' ? '≤' : '≥'} ${format(target.limit)} ${target.unit})` +
        (target.note ? ` — ${target.note}` : ''),
    );
  }
  const missed = targets.filter((target) => !isMet(target)).length;
  console.log(`${targets.length - missed} of ${targets.length} targets met`);
}

type Figures = Record<string, number | string>;
interface BenchRecord {
  date: string;
  commit?: string;
  /** The host's load average (1, 5 and 15 minutes) at the end of the run. */
  loadavg: string;
  figures: Figures;
  targets?: Record<string, 'met' | 'missed'>;
}

function readRecords(): Record<string, BenchRecord> {
  try {
    return JSON.parse(fs.readFileSync(RECORD_FILE, 'utf8')) as Record<string, BenchRecord>;
  } catch {
    return {};
  }
}

/** The figures a bench stored in its last run, if any. */
export function lastRun(bench: string): BenchRecord | undefined {
  return readRecords()[bench];
}

/**
 * Prints each figure beside the previous run's and stores this run's (BENCH_RECORD=0 leaves the file
 * as it is, e.g. for a run on a partial list of pages).
 */
export function recordRun(
  bench: string,
  figures: Figures,
  targets: Target[] = [],
  commit?: string,
  /** false: print the comparison only (a partial run), whatever BENCH_RECORD says. */
  store = true,
): void {
  const records = readRecords();
  const previous = records[bench];
  console.log(
    `\nCompared with the previous run${previous ? ` (${previous.date}, load ${previous.loadavg})` : ': none recorded'}`,
  );
  if (previous) {
    console.table(
      Object.entries(figures).map(([name, value]) => ({
        figure: name,
        now: value,
        before: previous.figures[name] ?? '-',
      })),
    );
  }
  if (!store || process.env.BENCH_RECORD === '0') return;
  records[bench] = {
    date: new Date().toISOString(),
    ...(commit && { commit }),
    loadavg: os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' '),
    figures,
    targets: Object.fromEntries(targets.map((t) => [t.name, isMet(t) ? 'met' : 'missed'])),
  };
  fs.writeFileSync(RECORD_FILE, JSON.stringify(records, null, 2) + '\n');
  console.log(`figures stored in ${RECORD_FILE}`);
}
