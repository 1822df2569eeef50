/**
 * The Intl formatters a page makes. A page's first one loads the runtime's locale or time zone data (a long
 * main-thread task on a slow phone), so the shop writes its numbers and dates without Intl in the browser
 * (lib/pt-br-number.ts, lib/shop-time-zone.ts; docs/decisions.md).
 */
import type { Page } from '../fixtures';

declare global {
  interface Window {
    intlFormattersMade?: string[];
  }
}

/** Counts every Intl formatter the page's documents make from now on; returns a reader of their kinds. */
export async function watchIntlFormatters(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const made: string[] = (window.intlFormattersMade = []);
    for (const kind of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat'] as const) {
      const Formatter = Intl[kind];
      Object.defineProperty(Intl, kind, {
        configurable: true,
        writable: true,
        value: new Proxy(Formatter, {
          construct(target, args: unknown[]) {
            made.push(`${kind} ${JSON.stringify(args)}`);
            return Reflect.construct(target, args) as object;
          },
        }),
      });
    }
  });
  return () => page.evaluate(() => window.intlFormattersMade ?? []);
}
