/** What the router prefetches: every page's links are prefetched on intent, never as they show. */
import { expect, type Locator, type Page } from '../fixtures';

/** The paths whose page data the router fetches from now on: its prefetches. */
function watchPrefetches(page: Page): string[] {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) prefetched.push(url.pathname);
  });
  return prefetched;
}

/**
 * Opens `path` and checks that, once it has settled with the link `inView` in view, the router has
 * fetched no other page's data. Answers the prefetches from then on (e.g. once the shopper reaches for
 * the link).
 */
export async function openWithoutPrefetches(page: Page, path: string, inView: Locator): Promise<string[]> {
  const prefetched = watchPrefetches(page);
  await page.goto(path);
  await expect(inView).toBeInViewport();
  await page.waitForLoadState('networkidle');
  // The router prefetches what is in view once the page is idle: give it the time it would take.
  await page.waitForTimeout(1_000);
  expect(prefetched, `${path} prefetched`).toEqual([]);
  return prefetched;
}

/** A link of the page's main content, by its accessible name (the first, if several). */
export const mainLink = (page: Page, name: string | RegExp): Locator =>
  page.getByRole('main').getByRole('link', { name }).first();
