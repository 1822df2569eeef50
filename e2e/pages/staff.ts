/** The demo staff (lib/server/seed/accounts-seed.ts), logged in as the login form does. */
import { expect, type Page } from '../fixtures';
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
