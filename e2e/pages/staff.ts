/** The demo staff (lib/server/seed/accounts-seed.ts), logged in as the login form does. */
import { expect, type Locator, type Page } from '../fixtures';
import { APP } from './shopper';

export const STAFF = {
  manager: { email: 'equipe@casadacarne.com.br', password: 'balcao2026' },
  counter: { email: 'atendente@casadacarne.com.br', password: 'atendente2026' },
  driver: { email: 'entregador@casadacarne.com.br', password: 'entregador2026' },
} as const;
export type StaffWho = keyof typeof STAFF;

/** Logs `who` in, in this browser (the API's session cookie), as the login form does. */
export async function logInAs(page: Page, who: StaffWho | 'customer') {
  const credentials =
    who === 'customer' ? { email: 'demo@exemplo.com.br', password: 'churrasco2026' } : STAFF[who];
  const login = await page.request.post('/api/sales/v2/auth', { headers: APP, data: credentials });
  expect(login.status()).toBe(200);
}

/**
 * Shows `target` on a staff list that draws a batch at a time (docs/performance.md): the board's windows
 * and the driver's route draw their first rows and the rest on 'Mostrar mais', dispatch opens its first
 * window only. Opens closed windows and asks for more until `target` is drawn (other journeys' orders of
 * the same day may come first).
 */
export async function reveal(page: Page, target: Locator): Promise<Locator> {
  // 'Mostrar mais (N restantes)', or a dispatch window's 'Mostrar 13:00 – 17:00'.
  const more = page.getByRole('button', { name: /^Mostrar\b/ });
  for (let round = 0; round < 100; round++) {
    await expect(target.or(more).first()).toBeVisible();
    if (await target.isVisible()) return target;
    await more.first().click();
  }
  throw new Error('the list never drew it');
}
