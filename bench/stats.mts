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
  return { name, ...latencyOf(times) };
}

function latencyOf(times: number[]): Omit<Latency, 'name'> {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    runs: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/**
 * Two calls compared: `a` and `b` in turn, so that whatever else the host does in the meantime falls on
 * both alike (measured one after the other, a busy minute lands on one only). Warms both up first.
 */
export async function measurePair(
  runs: number,
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
): Promise<[Omit<Latency, 'name'>, Omit<Latency, 'name'>]> {
  for (let i = 0; i < Math.min(20, runs); i++) {
    await a();
    await b();
  }
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i++) {
    for (const [index, fn] of [a, b].entries()) {
      const started = performance.now();
      await fn();
      times[index]!.push(performance.now() - started);
    }
  }
  return [latencyOf(times[0]), latencyOf(times[1])];
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
