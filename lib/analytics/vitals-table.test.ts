import { sinceArgument, vitalsTable } from './vitals-table';

describe('npm run vitals', () => {
  it('prints the p75 of each metric per route, in ms (CLS unitless)', () => {
    const table = vitalsTable({
      since: '24h',
      routes: [
        {
          route: '/produtos/[slug]',
          page_views: 12,
          p75: { LCP: 2210.4, INP: 96, CLS: 0.0123, FCP: 1200, TTFB: null },
        },
      ],
    });
    const [header, row] = table.split('\n');
    expect(header!.split(/\s{2,}/)).toEqual([
      'rota',
      'visitas',
      'LCP p75',
      'INP p75',
      'CLS p75',
      'FCP p75',
      'TTFB p75',
    ]);
    expect(row!.split(/\s{2,}/)).toEqual([
      '/produtos/[slug]',
      '12',
      '2210 ms',
      '96 ms',
      '0.012',
      '1200 ms',
      '-',
    ]);
    expect(vitalsTable({ since: '7d', routes: [] })).toBe('Nenhuma medição nas últimas 7d.');
  });

  it('reads --since in both spellings', () => {
    expect(sinceArgument(['--since', '7d'])).toBe('7d');
    expect(sinceArgument(['--since=48h'])).toBe('48h');
    expect(sinceArgument([])).toBe('24h');
  });
});
