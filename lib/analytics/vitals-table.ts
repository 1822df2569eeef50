/**
 * The text table of `npm run vitals`: the p75 of each Web Vital per route (LCP, INP, FCP and TTFB in ms,
 * CLS unitless), '-' where a metric was not measured.
 */
import { WEB_VITALS, type VitalsReport } from '@/lib/sales-api/analytics';

export function vitalsTable(report: VitalsReport): string {
  if (report.routes.length === 0) return `Nenhuma medição nas últimas ${report.since}.`;
  const header = ['rota', 'visitas', ...WEB_VITALS.map((name) => `${name} p75`)];
  const rows = report.routes.map((route) => [
    route.route,
    String(route.page_views),
    ...WEB_VITALS.map((name) => {
      const value = route.p75[name];
      if (value === null || value === undefined) return '-';
      return name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
    }),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  '),
    )
    .join('\n');
}

/** `--since 24h` (or `--since=7d`) from a command line; 24h when absent. */
export function sinceArgument(args: string[]): string {
  const index = args.findIndex((arg) => arg === '--since' || arg.startsWith('--since='));
  if (index < 0) return '24h';
  const value = args[index]!.includes('=') ? args[index]!.split('=')[1]! : args[index + 1];
  return value ?? '24h';
}
