/**
 * The journeys' shared `test`: every page must hydrate and run without an uncaught error (e.g. a hydration
 * mismatch) nor a console error, and nothing may break the Content-Security-Policy (every violation is
 * reported to the console, so it fails the journey too). The HTML of every page a journey opens is kept
 * for the markup check after the run (validate-markup.ts). Spec files import `test` and `expect` from
 * here, never from @playwright/test.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';

export { expect };
export type { Locator, Page, Request, Response } from '@playwright/test';

/**
 * Failed resource loads are reported by the browser as console errors; the journeys check the responses
 * they care about themselves (a 404 page is expected to answer 404).
 */
const RESOURCE_FAILURE = /^Failed to load resource:/;

/** Keeps the server's HTML of each page (each URL once) the page opens, in E2E_HTML_DIR. */
function collectHtml(page: Page): Promise<unknown>[] {
  const folder = process.env.E2E_HTML_DIR;
  const pending: Promise<unknown>[] = [];
  if (!folder) return pending;
  page.on('response', (response) => {
    const request = response.request();
    if (!request.isNavigationRequest() || response.frame() !== page.mainFrame()) return;
    if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
    const url = new URL(response.url());
    const name = createHash('sha1')
      .update(url.pathname + url.search)
      .digest('hex')
      .slice(0, 16);
    const file = path.join(folder, `${name}.html`);
    if (fs.existsSync(file)) return;
    // A body Chromium drops (the page went on at once) never arrives: waited for 2 s at most.
    const body = Promise.race([
      response.text(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no body')), 2000)),
    ]);
    pending.push(
      body
        // The URL leads the file, as a comment, so the check's report names the page.
        .then((html) =>
          fs.writeFileSync(
            file,
            html.replace(/^<!DOCTYPE html>/i, `$&<!-- ${url.pathname}${url.search} -->`),
          ),
        )
        .catch(() => {}), // a redirect or a page left before its body arrived: nothing to check
    );
  });
  return pending;
}

/**
 * The LGPD consent choice the browser starts with (the cookie the banner sets). Journeys start having
 * refused analytics, so the banner (fixed over the bottom of the window) never covers what they tap;
 * `test.use({ consent: null })` starts a journey not asked yet, with the banner shown.
 */
export type ConsentPreset = 'granted' | 'denied' | null;

export const test = base.extend<{ pageErrors: string[]; consent: ConsentPreset }>({
  consent: ['denied', { option: true }],
  pageErrors: [
    async ({ page, consent, baseURL }, use) => {
      if (consent && baseURL) {
        await page.context().addCookies([{ name: 'cdc_consent', value: consent, url: baseURL }]);
      }
      const errors: string[] = [];
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(
            `CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
          ),
        ),
      );
      const html = collectHtml(page);
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !RESOURCE_FAILURE.test(message.text())) errors.push(message.text());
      });
      await use(errors);
      await Promise.all(html);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});
