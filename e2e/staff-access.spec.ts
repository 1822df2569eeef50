/**
 * Who reaches the staff screens (docs/business-rules.md, Staff roles): every /equipe and /entregador page
 * for a guest, a customer and each role. The allowed ones draw their screen; everyone else gets the
 * not-found page, which does not reveal that the screen exists. The API's side (every admin call × role)
 * is lib/server/fulfilment/access-matrix.test.ts; a screen whose session ends while open is the last test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/account-pages';
import { logInAs, STAFF, type StaffWho } from './pages/staff';

type Who = StaffWho | 'customer' | 'guest';

/** Every staff page's route ('/equipe/pedidos/[number]'), from the pages under app/(staff). */
function staffRoutes(dir = 'app/(staff)', route = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'page.tsx' ? [route] : [];
    const segment = /^\(.*\)$/.test(entry.name) ? '' : `/${entry.name}`;
    return staffRoutes(path.join(dir, entry.name), route + segment);
  });
}

test('each staff page lets in only the roles it is for', async ({ page }) => {
  test.setTimeout(180_000);
  // Who gets in does not depend on the order: any well-formed number opens the order's pages (the journeys
  // register at most 30 customers an hour from their one address, so none is spent here).
  const number = 'R000000001';

  const board = ['counter', 'manager'] as const;
  const pages: { path: string; allowed: readonly Who[] }[] = [
    { path: '/equipe', allowed: board },
    { path: `/equipe/pedidos/${number}`, allowed: board },
    { path: `/equipe/pedidos/${number}/etiqueta`, allowed: board },
    { path: '/equipe/expedicao', allowed: board },
    { path: '/equipe/atendimento', allowed: board },
    { path: '/equipe/janelas/2026-12-24/0800', allowed: board },
    { path: '/equipe/loja', allowed: ['manager'] },
    { path: '/equipe/loja/produtos', allowed: ['manager'] },
    { path: '/equipe/loja/produtos/novo', allowed: ['manager'] },
    { path: '/equipe/loja/produtos/1', allowed: ['manager'] },
    { path: '/equipe/loja/departamentos', allowed: ['manager'] },
    { path: '/equipe/loja/banners', allowed: ['manager'] },
    { path: '/equipe/loja/cupons', allowed: ['manager'] },
    { path: '/equipe/loja/feriados', allowed: ['manager'] },
    { path: '/equipe/loja/janelas', allowed: ['manager'] },
    { path: '/equipe/loja/entrega', allowed: ['manager'] },
    { path: '/equipe/loja/informacoes', allowed: ['manager'] },
    { path: '/equipe/loja/historico', allowed: ['manager'] },
    { path: '/entregador', allowed: ['driver'] },
  ];
  // Every page is in the list: a new staff page needs its line here.
  const listed = pages.map(({ path: address }) =>
    address
      .replace(`/pedidos/${number}`, '/pedidos/[number]')
      .replace(/\/janelas\/[^/]+\/[^/]+$/, '/janelas/[data]/[janela]')
      .replace(/\/produtos\/\d+$/, '/produtos/[id]'),
  );
  expect(listed.sort()).toEqual(staffRoutes().sort());

  for (const who of ['guest', 'customer', 'counter', 'driver', 'manager'] as const) {
    await page.context().clearCookies();
    if (who !== 'guest') await logInAs(page, who);
    for (const { path, allowed } of pages) {
      const response = await page.goto(path);
      const expected = allowed.includes(who) ? 200 : 404;
      expect(response!.status(), `${who} at ${path}`).toBe(expected);
      if (expected === 404) {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Essa página não existe.');
      }
    }
  }
});

test('a staff screen whose session ended says so and leads back to it through the login', async ({
  page,
  isMobile,
}) => {
  await logInAs(page, 'manager');
  await page.goto('/equipe/loja/feriados');
  const years = page.getByRole('group', { name: 'Ano' }).getByRole('button');
  await expect(years.first()).toHaveAttribute('aria-pressed', 'true');
  // The session ends while the screen is open: the admin API refuses the guest 403, never a 401.
  await page.context().clearCookies();
  const refused = await page.request.get('/api/sales/admin/store/holidays');
  expect([refused.status(), (await refused.json()).error]).toEqual([
    403,
    'Acesso restrito à equipe da loja. Entre com a sua conta da equipe.',
  ]);
  await years.last().click();
  await expect(page.getByText('Não foi possível carregar os feriados.')).toBeVisible();
  const notice = page.getByText('Sua sessão terminou ou não dá mais acesso a esta tela.');
  await expect(notice).toBeVisible();

  await page.getByRole('link', { name: 'Entrar de novo' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fequipe%2Floja%2Fferiados$/);
  await new LoginPage(page, isMobile).logIn(STAFF.manager.email, STAFF.manager.password);
  await expect(page).toHaveURL(/\/equipe\/loja\/feriados$/);
  await expect(years.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(notice).toHaveCount(0);
});
