/** What the router prefetches: every page's links are prefetched on intent, never as they show. */
import { expect, type Page } from '../fixtures';

/** The paths (under `prefix`) whose page data the router fetches from now on: its prefetches. */
export function watchPrefetches(page: Page, prefix = '/'): string[] {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(prefix) && url.searchParams.has('_rsc')) prefetched.push(url.pathname);
  });
  return prefetched;
}

/**
 * Opens each path and checks that, once it has settled, the router has fetched no other page's data
 * although links to them are in view (`inView`, a link's accessible name on each page).
 */
export async function expectNoPrefetchOnOpening(
  page: Page,
  pages: { path: string; inView: string | RegExp }[],
): Promise<void> {
  const prefetched = watchPrefetches(page);
  for (const { path, inView } of pages) {
    const before = prefetched.length;
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('link', { name: inView }).first()).toBeInViewport();
    await page.waitForLoadState('networkidle');
    // The router prefetches what is in view once the page is idle: give it the time it would take.
    await page.waitForTimeout(1_000);
    expect(prefetched.slice(before), `${path} prefetched`).toEqual([]);
  }
}
