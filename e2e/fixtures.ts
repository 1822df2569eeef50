/**
 * The journeys' shared `test`: every page must hydrate and run without an uncaught error (e.g. a hydration
 * mismatch) nor a console error, and nothing may break the Content-Security-Policy (every violation is
 * reported to the console, so it fails the journey too). Spec files import `test` and `expect` from here, never from @playwright/test.
 */
import { expect, test as base } from '@playwright/test';

export { expect };
export type { Locator, Page, Request } from '@playwright/test';

/**
 * Failed resource loads are reported by the browser as console errors; the journeys check the responses
 * they care about themselves (a 404 page is expected to answer 404).
 */
const RESOURCE_FAILURE = /^Failed to load resource:/;

export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        ),
      );
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !RESOURCE_FAILURE.test(message.text())) errors.push(message.text());
      });
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});
