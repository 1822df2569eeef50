/** Latency figures for the benchmarks: run `fn` repeatedly and report p50/p95/p99 in milliseconds. */
export interface Latency {
  name: string;
  runs: number;
  p50: number;
  p95: number;
  p99: number;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function measure(name: string, runs: number, fn: () => Promise<unknown>): Promise<Latency> {
  for (let i = 0; i < Math.min(20, runs); i++) await fn(); // warm up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { name, runs, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

export function printLatencies(title: string, rows: Latency[]) {
  console.log(`\n${title}`);
  console.table(
    rows.map((r) => ({
      case: r.name,
      runs: r.runs,
      'p50 ms': r.p50.toFixed(2),
      'p95 ms': r.p95.toFixed(2),
      'p99 ms': r.p99.toFixed(2),
    })),
  );
}
