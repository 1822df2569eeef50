/**
 * The shop as an attacker sees it, on the production build behind scripts/serve.mts: headers, methods and
 * paths that used to reach a 500, the login redirect, a cross-site logout, and the client address that
 * the per-IP throttles rely on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { nonceOf } from '../lib/shell/security-headers';
import { expect, test } from './fixtures';

const DEMO = { email: 'demo@exemplo.com.br', password: 'churrasco2026' };

test('pages carry a nonce-based CSP that their own scripts satisfy, and the other security headers', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // A visit before this one: the page is answered from the server's page cache (a fresh nonce, gzip
  // built around it), as most visits are.
  await page.request.get('/produtos/picanha-bovina');
  const response = await page.goto('/produtos/picanha-bovina');
  const headers = response!.headers();
  expect(headers['content-encoding']).toBe('gzip');
  const policy = headers['content-security-policy']!;
  const nonce = nonceOf(policy)!;
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-eval');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-content-type-options']).toBe('nosniff');
  // Every script tag of the server's HTML carries this response's nonce (scripts those load need none:
  // 'strict-dynamic'), and the page comes to life under the policy.
  const html = await response!.text();
  const tags = [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !tag.includes('ld+json'));
  expect(tags.length).toBeGreaterThan(0);
  for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  await page
    .getByRole('button', { name: /^Adicionar / })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /^Aumentar / }).first()).toBeVisible();
  expect(violations).toEqual([]);

  const nextPolicy = (await page.request.get('/')).headers()['content-security-policy']!;
  expect(nextPolicy).not.toContain(nonce);
});

test('static files and media are nosniff too', async ({ page }) => {
  await page.goto('/');
  const chunk = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  expect((await page.request.get(chunk!)).headers()['x-content-type-options']).toBe('nosniff');
  const media = await page.locator('img[src^="/media/"]').first().getAttribute('src');
  expect((await page.request.get(media!)).headers()['x-content-type-options']).toBe('nosniff');
});

test('TRACE and malformed escapes get a 4xx answer, never a 500', async ({ page }) => {
  const trace = await page.request.fetch('/', { method: 'TRACE' });
  expect(trace.status()).toBe(405);
  expect(await trace.json()).toEqual({ error: 'Método não permitido', errors: {} });

  const api = await page.request.get('/api/sales/v2/departments/%ff');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ errors: {} });

  const response = await page.goto('/produtos/%ff');
  expect(response!.status()).toBe(404);
  await expect(page.getByText('Oops! Essa página não existe.')).toBeVisible();
});

test('after login the shopper stays on the shop, whatever the redirect says', async ({ page }) => {
  const login = await page.request.post('/api/sales/v2/auth', {
    headers: { 'X-App': 'sales-frontend' },
    data: DEMO,
  });
  expect(login.status()).toBe(200);
  for (const redirect of [
    '%2F%09%2Fevil.example%2Fx',
    '%2F%0A%2Fevil.example%2Fx',
    '%2F%09%5Cevil.example',
    '%2F.%2F%2Fevil.example%2Flogin',
    '%2Fa%2F..%2F%2Fevil.example',
  ]) {
    await page.goto(`/login?redirect=${redirect}`);
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
  }
});

test('a visit to /logout from elsewhere asks before ending the session', async ({ page }) => {
  const login = await page.request.post('/api/sales/v2/auth', {
    headers: { 'X-App': 'sales-frontend' },
    data: DEMO,
  });
  expect(login.status()).toBe(200);
  // page.goto is a navigation the browser did not start from the shop (Sec-Fetch-Site: none).
  await page.goto('/logout');
  await expect(page.getByText('Deseja sair da sua conta?')).toBeVisible();
  expect((await page.request.get('/api/sales/v2/users/me')).status()).toBe(200);
  await page.getByRole('button', { name: 'SAIR' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Sua sessão foi finalizada com sucesso')).toBeVisible();
  expect((await page.request.get('/api/sales/v2/users/me')).status()).toBe(401);
});

test.describe('client address', () => {
  // A server of its own: its throttles start empty and the journeys' shared server is not touched.
  let server: ChildProcess;
  let base: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // A port nobody holds (another server on a fixed port would answer in ours' place).
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.mts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'casa-e2e-ip-')),
        LOG_LEVEL: 'warn',
        TRUSTED_PROXIES: '',
      },
      stdio: 'ignore',
    });
    let exited = false;
    server.once('exit', () => (exited = true));
    for (let attempt = 0; ; attempt++) {
      if (exited) throw new Error('the second server stopped before answering');
      const ready = await fetch(`${base}/api/sales/health_check`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (attempt > 100) throw new Error('the second server did not start');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  });
  test.afterAll(() => {
    server.kill('SIGTERM');
  });

  test('a forged X-Forwarded-For does not escape the per-address login limit', async ({ playwright }) => {
    test.setTimeout(90_000);
    const request = await playwright.request.newContext({ baseURL: base });
    const answers: { status: number; captcha: boolean }[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      const response = await request.post('/api/sales/v2/auth', {
        headers: { 'X-App': 'sales-frontend', 'X-Forwarded-For': `203.0.113.${attempt + 1}` },
        // Another e-mail each time: only the per-address counter can stop these.
        data: { email: `ninguem${attempt}@exemplo.com.br`, password: 'senha-errada' },
      });
      const body = (await response.json()) as { errors: Record<string, string[]> };
      answers.push({ status: response.status(), captcha: 'recaptcha_token' in body.errors });
    }
    // Past 20 failures from one address, whatever it claims to be, every guess costs a proof of work
    // (lib/server/auth/throttle.ts): the 21st is asked for the captcha.
    expect(answers.slice(0, 20).every((answer) => answer.status === 401 && !answer.captcha)).toBe(true);
    expect(answers[20]).toEqual({ status: 422, captcha: true });
    await request.dispose();
  });
});
