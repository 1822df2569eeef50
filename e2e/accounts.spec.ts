import fs from 'node:fs';
import path from 'node:path';
import { solveCaptcha } from '../test-support/server/solve-captcha';
import { DEMO_CUSTOMER, LoginPage } from './pages/account-pages';
import { Header } from './pages/header';
import { mainLink, openWithoutPrefetches } from './pages/prefetches';
import { mainHtml } from './pages/html';
import { APP, newCustomer } from './pages/shopper';
import { expect, test, type Page } from './fixtures';

const DEMO = DEMO_CUSTOMER;
const OUTBOX = path.join(process.env.E2E_DATA_DIR!, 'outbox');

/** An e-mail address no other journey (or project) uses. */
function uniqueEmail(prefix: string): string {
  return `${prefix}.${test.info().project.name}.${Date.now()}@exemplo.com.br`;
}

/** A valid CPF, different on every call (check digits computed as the Receita Federal does). */
function uniqueCpf(): string {
  const base = String(Date.now() % 1_000_000_000).padStart(9, '1');
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, i) => total + digit * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

/** Registers a customer through the API (the captcha solved here, as the browser widget would). */
async function registerByApi(page: Page, email: string, password = 'picanha-2026') {
  const challenge = await (await page.request.get('/api/sales/v2/captcha/challenge')).json();
  const response = await page.request.post('/api/sales/v2/users', {
    headers: { 'X-App': 'sales-frontend' },
    data: {
      first_name: 'Carla',
      last_name: 'Teste',
      cpf: uniqueCpf(),
      email,
      password,
      password_confirmation: password,
      recaptcha_token: await solveCaptcha(challenge),
    },
  });
  expect(response.status()).toBe(201);
}

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'cdc_session');
}

/** Opens the login pane (on mobile the shopper picks between register and login). */
async function openPane(page: Page, pane: 'Entrar' | 'Cadastrar', isMobile: boolean) {
  await new LoginPage(page, isMobile).openPane(pane);
}

/** The newest outbox e-mail to `to`, decoded from quoted-printable. */
async function readMail(to: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const files = fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).sort() : [];
        for (const file of files.reverse()) {
          const eml = fs.readFileSync(path.join(OUTBOX, file), 'utf8');
          if (eml.includes(`To: ${to}`)) {
            found = eml
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return Buffer.from(found, 'latin1').toString('utf8');
}

test('register with the captcha solved in the browser, log out, log in with remember-me', async ({
  page,
  isMobile,
}) => {
  const email = uniqueEmail('joana');
  await page.goto('/login');
  await openPane(page, 'Cadastrar', isMobile);
  const form = page.getByRole('form', { name: 'Cadastro' });
  const submit = form.getByRole('button', { name: 'Cadastrar' });
  await form.getByLabel('Nome', { exact: true }).fill('Joana');
  await form.getByLabel('Sobrenome').fill('Bahia');
  await form.getByLabel('CPF (somente números)').fill('529.982.247-24'); // digits kept: 52998224724
  await form.getByLabel('Email').fill(email);
  await expect(form.getByText('* CPF inválido')).toBeVisible();
  await expect(submit).toBeDisabled();
  await form.getByLabel('CPF (somente números)').fill(uniqueCpf());
  await form.getByLabel('Senha', { exact: true }).fill('picanha');
  await expect(form.getByText('Força da senha: Fraca')).toBeVisible();
  await form.getByLabel('Senha', { exact: true }).fill('picanha na brasa!');
  await expect(form.getByText('Força da senha: Forte')).toBeVisible();
  await form.getByLabel('Confirmação da senha').fill('picanha na brasa!');
  await form.getByLabel('Confirmação da senha').blur();
  await submit.click();
  await expect(form.getByText('* Favor aceitar os termos de uso')).toBeVisible();
  await form.getByLabel(/Li e aceito os/).check();
  await submit.click();

  // Registered and logged in, without 'remember me': a browser-session cookie.
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  const accountButton = new Header(page).accountMenu('Joana');
  await expect(accountButton).toBeVisible();
  expect((await sessionCookie(page))?.expires).toBe(-1);
  expect((await sessionCookie(page))?.httpOnly).toBe(true);

  await accountButton.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Sua sessão foi finalizada com sucesso')).toBeVisible();
  await expect(new Header(page).loginLink).toBeVisible();
  expect(await sessionCookie(page)).toBeUndefined();

  await new Header(page).loginLink.click();
  await openPane(page, 'Entrar', isMobile);
  const login = page.getByRole('form', { name: 'Entrar' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Senha').fill('senha-errada');
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(login.getByText('* Email ou senha incorretos')).toHaveCount(2);
  await login.getByLabel('Senha').fill('picanha na brasa!');
  await login.getByLabel('Lembrar de mim').check();
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(new Header(page).accountMenu('Joana')).toBeVisible();
  const remembered = await sessionCookie(page);
  expect(remembered!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
});

test('/login loads the captcha code only once the visitor starts on a form', async ({ page }) => {
  const captchaDefined = () => page.evaluate(() => customElements.get('altcha-widget') !== undefined);
  await page.goto('/login');
  const login = page.getByRole('form', { name: 'Entrar' });
  await expect(login.getByLabel('Email')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await captchaDefined()).toBe(false);
  await login.getByLabel('Email').click();
  await expect.poll(captchaDefined).toBe(true);
});

test("/login loads the forms' checks (zod) with the first check, not with the page", async ({ page }) => {
  const zodScripts: string[] = [];
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('"$ZodType"')) zodScripts.push(route.request().url());
    await route.fulfill({ response, body });
  });
  await page.goto('/login');
  const login = page.getByRole('form', { name: 'Entrar' });
  await expect(login.getByLabel('Email')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(zodScripts).toEqual([]);

  await login.getByLabel('Email').fill('ana@');
  await login.getByLabel('Email').blur();
  await expect(login.getByText('* Email inválido')).toBeVisible();
  expect(zodScripts).not.toEqual([]);
});

test('registering hands the guest cart to the new account, as logging in does', async ({
  page,
  isMobile,
}) => {
  // The captcha's proof of work runs in the browser: slow on a busy machine.
  test.setTimeout(60_000);
  await page.goto('/produtos/picanha-bovina');
  const created = page.waitForResponse((r) => r.url().includes('/api/v1/orders.json') && r.status() === 201);
  await page.getByRole('button', { name: 'Adicionar Picanha Bovina ao carrinho' }).click();
  await created;
  const guestOrder = () => page.evaluate(() => localStorage.getItem('casa-da-carne.guest-order'));
  await expect.poll(guestOrder).not.toBeNull();

  await page.goto('/login');
  await openPane(page, 'Cadastrar', isMobile);
  const form = page.getByRole('form', { name: 'Cadastro' });
  await form.getByLabel('Nome', { exact: true }).fill('Rita');
  await form.getByLabel('Sobrenome').fill('Lopes');
  await form.getByLabel('CPF (somente números)').fill(uniqueCpf());
  await form.getByLabel('Email').fill(uniqueEmail('rita'));
  await form.getByLabel('Senha', { exact: true }).fill('picanha na brasa!');
  await form.getByLabel('Confirmação da senha').fill('picanha na brasa!');
  await form.getByLabel(/Li e aceito os/).check();
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(new Header(page).accountMenu('Rita')).toBeVisible({ timeout: 40_000 });

  expect(await guestOrder()).toBeNull();
  const current = await page.request.get('/api/sales/api/v1/orders/current');
  const lines = (await current.json()).line_items as { variant: { name: string } }[];
  expect(lines.map((line) => line.variant.name)).toEqual(['Picanha Bovina']);
});

test('the account area sends guests to /login and back after logging in', async ({ page, isMobile }) => {
  await page.goto('/minha-conta/enderecos');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fminha-conta%2Fenderecos&alert=entrar$/);
  await expect(page.getByText('Por favor entre ou crie sua conta para continuar')).toBeVisible();
  await openPane(page, 'Entrar', isMobile);
  const login = page.getByRole('form', { name: 'Entrar' });
  await login.getByLabel('Email').fill(DEMO.email);
  await login.getByLabel('Senha').fill(DEMO.password);
  await login.getByRole('button', { name: 'Entrar' }).click();

  await expect(page).toHaveURL(/\/minha-conta\/enderecos$/);
  await expect(page.getByRole('heading', { name: 'MEUS ENDEREÇOS' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Churrascaria Boi na Brasa Ltd...' })).toBeVisible();

  await page.getByRole('link', { name: 'Meus dados' }).click();
  await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-25');
  await expect(page.getByLabel('CPF')).toBeDisabled();
  await expect(page.getByLabel('Email')).toBeDisabled();

  await page.getByRole('link', { name: 'Meus cartões' }).click();
  await expect(page.getByText('Visa •••• 1111')).toBeVisible();
  await expect(page.getByText('Cartão de débito na entrega')).toBeVisible();
});

test('an ended session in the cookie is sent to /login as well', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'cdc_session', value: 'sessao-encerrada', url: baseURL! }]);
  await page.goto('/minha-conta/informacoes');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fminha-conta%2Finformacoes&alert=entrar$/);
  await expect(page.getByText('Por favor entre ou crie sua conta para continuar')).toBeVisible();
});

test('change the personal data and the password', async ({ page }) => {
  const email = uniqueEmail('dados');
  await registerByApi(page, email);

  await page.goto('/minha-conta/informacoes');
  const data = page.getByRole('form', { name: 'Meus dados' });
  await expect(data.getByLabel('Email')).toHaveValue(email);
  await expect(data.getByLabel('Email')).toBeDisabled();
  await expect(data.getByLabel('CPF')).toBeDisabled();
  await data.getByLabel('Nome', { exact: true }).fill('');
  await data.getByLabel('Sobrenome').click();
  await expect(data.getByText('* Campo é obrigatório')).toBeVisible();
  await data.getByLabel('Nome', { exact: true }).fill('Carolina');
  await data.getByRole('button', { name: 'Salvar' }).click();
  await expect(data.getByText('Dados atualizados com sucesso')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Carolina' })).toBeVisible();

  await page.getByRole('link', { name: 'Alterar senha' }).click();
  const form = page.getByRole('form', { name: 'Alterar senha' });
  await form.getByLabel('Senha atual').fill('senha-que-nao-e');
  await form.getByLabel('Nova senha', { exact: true }).fill('fraldinha-2026');
  await form.getByLabel('Confirmação da nova senha').fill('fraldinha-2026');
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(form.getByText('* Senha incorreta')).toBeVisible();
  await form.getByLabel('Senha atual').fill('picanha-2026');
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada com sucesso')).toBeVisible();
  // The page reloaded with the new session-only cookie: still logged in.
  await expect(page.getByRole('button', { name: 'Carolina' })).toBeVisible();
  expect((await sessionCookie(page))?.expires).toBe(-1);
  const login = await page.request.post('/api/sales/v2/auth', {
    headers: { 'X-App': 'sales-frontend' },
    data: { email, password: 'fraldinha-2026' },
  });
  expect(login.status()).toBe(200);
});

test('forgot password and reset through the link of the outbox e-mail', async ({ page, isMobile }) => {
  const email = uniqueEmail('esquecida');
  await registerByApi(page, email);
  // Logged out (the consent choice stays, so the banner keeps out of the way).
  await page.context().clearCookies({ name: /^(?!cdc_consent$)/ });

  await page.goto('/resetar-senha'); // without a token there is nothing to reset
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/esqueci-senha');
  await page.getByLabel('Email').fill('nao-e-email');
  await page.getByLabel('Email').blur();
  await expect(page.getByText('* Email inválido')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    page.getByText('Lhe enviamos um email com as instruções para resetar a sua senha.'),
  ).toBeVisible();

  const mail = await readMail(email);
  const link = new URL(/https?:\/\/\S+\/resetar-senha\?\S+/.exec(mail)![0]);
  await page.goto(link.pathname + link.search);
  await page.getByLabel('Nova senha', { exact: true }).fill('12345');
  await page.getByLabel('Nova senha', { exact: true }).blur();
  await expect(page.getByText('* Senha muito curta. Mínimo de 6 caracteres')).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill('costela-no-bafo');
  await page.getByLabel('Confirmação da nova senha').fill('costela-no-bafo');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();

  await expect(page).toHaveURL(/\/login\?redirect=%2F&alert=nova-senha$/);
  await expect(page.getByText('Entre usando a sua nova senha')).toBeVisible();
  await openPane(page, 'Entrar', isMobile);
  const login = page.getByRole('form', { name: 'Entrar' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Senha').fill('costela-no-bafo');
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('button', { name: 'Carla' })).toBeVisible();

  // The link works once.
  await page.goto(link.pathname + link.search);
  await page.getByLabel('Nova senha', { exact: true }).fill('outra-senha-1');
  await page.getByLabel('Confirmação da nova senha').fill('outra-senha-1');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText(/link para resetar a senha é inválido/)).toBeVisible();
});

test('add, edit and delete an address (with the validation messages), then download the data and delete the account', async ({
  page,
}) => {
  const email = uniqueEmail('enderecos');
  await registerByApi(page, email); // logs this browser in (session cookie)

  await page.goto('/minha-conta/enderecos');
  await expect(page.getByText('Você ainda não tem endereços cadastrados.')).toBeVisible();
  await page.getByRole('button', { name: '+ Adicionar novo endereço' }).click();
  const form = page.getByRole('form', { name: 'Novo endereço' });
  await form.getByRole('button', { name: 'Adicionar endereço' }).click();
  await expect(form.getByText('* Nome é obrigatório')).toBeVisible();
  await expect(form.getByText('* Endereço é obrigatório')).toBeVisible();
  await expect(form.getByText('* Campo é obrigatório')).toHaveCount(4); // CEP, telefone, bairro, referência

  await form.getByLabel('Nome de quem recebe').fill('Carla Teste');
  await form.getByLabel('CEP').fill('01310-100');
  await expect(form.getByLabel('CEP')).toHaveValue('01310-100'); // shown masked, sent as digits
  await form.getByLabel('Telefone com DDD').fill('71988');
  await form.getByLabel('Telefone com DDD').blur();
  await expect(form.getByText('* Tel deve ter 9 a 13 números com DDD')).toBeVisible();
  await form.getByLabel('Telefone com DDD').fill('71 98888-7777');
  await form.getByLabel('Endereço', { exact: true }).fill('Rua');
  await form.getByLabel('Bairro').fill('Rio Vermelho');
  await form.getByLabel('Ponto de referência').fill('Perto do Largo da Mariquita');
  await form.getByLabel('Cidade').selectOption('Salvador');
  await form.getByLabel('Endereço de empresa').check();
  await form.getByLabel('CNPJ').fill('12ABC34501DE36');
  await form.getByRole('button', { name: 'Adicionar endereço' }).click();
  await expect(form.getByText('* Fora da area de cobertura')).toBeVisible();
  await expect(form.getByText('* Nome muito curto.')).toBeVisible();
  await expect(form.getByText('* CNPJ inválido')).toBeVisible();

  await form.getByLabel('CEP').fill('41950-000');
  await form.getByLabel('Endereço', { exact: true }).fill('Rua da Paciência, 88');
  await form.getByLabel('CNPJ').fill('12.ABC.345/01DE-35');
  await form.getByLabel('Inscrição Estadual (opcional)').fill('12345663');
  await form.getByLabel('Razão social').fill('Boteco do Rio Vermelho Comércio de Alimentos');
  await form.getByRole('button', { name: 'Adicionar endereço' }).click();

  const card = page.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: 'Boteco do Rio Vermelho Comérc...' })).toBeVisible();
  await expect(card.getByText('CNPJ 12.ABC.345/01DE-35')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Mapa indisponível' })).toBeVisible(); // no maps key here

  await card.getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('form', { name: 'Editar endereço' });
  await edit.getByLabel('Endereço de empresa').uncheck();
  await edit.getByLabel('Endereço', { exact: true }).fill('Rua Fonte do Boi, 10');
  await edit.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(card.getByRole('heading', { name: 'Carla Teste' })).toBeVisible();
  await expect(card.getByText('Rua Fonte do Boi, 10')).toBeVisible();

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Deletar o endereço?');
    void dialog.accept();
  });
  await card.getByRole('button', { name: 'Deletar' }).click();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByText('Você ainda não tem endereços cadastrados.')).toBeVisible();

  // The LGPD rights: the data as a file, the consent history, and deleting the account.
  await page.goto('/minha-conta/privacidade');
  await page.getByRole('button', { name: 'Mudar minha escolha' }).click();
  const consent = page.getByRole('region', { name: 'Privacidade e cookies' });
  await consent.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page.getByRole('list', { name: 'Suas escolhas' })).toContainText(
    /Aceitos em \d\d\/\d\d\/\d{4}/,
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(fs.readFileSync((await file.path())!, 'utf8'));
  expect(data.profile.email).toBe(email);
  expect(data.consents.map((each: { choice: string }) => each.choice)).toEqual(['granted']);

  const deletion = page.getByRole('form', { name: 'Excluir minha conta' });
  await deletion.getByLabel('Senha atual').fill('senha-errada');
  await deletion.getByRole('checkbox').check();
  await deletion.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(deletion.getByText('* Senha incorreta')).toBeVisible();
  await deletion.getByLabel('Senha atual').fill('picanha-2026');
  await deletion.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(page.getByText('Sua conta foi excluída. Seus dados pessoais foram apagados.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const login = await page.request.post('/api/sales/v2/auth', {
    headers: { 'X-App': 'sales-frontend' },
    data: { email, password: 'picanha-2026' },
  });
  expect(login.status()).toBe(401);
});

test('the account pages are in their first paint, not streamed in after a loading text', async ({
  request,
}) => {
  const login = await request.post('/api/sales/v2/auth', { headers: APP, data: DEMO_CUSTOMER });
  expect(login.status()).toBe(200);
  // A loading boundary around the account's pages put privacy's in a hidden element after 'Carregando...',
  // which React reveals 300 ms after the first paint at the earliest: its largest paint came that late.
  const html = await (await request.get('/minha-conta/privacidade')).text();
  expect(html).not.toMatch(/<div hidden id="S:\d+"/);
  expect(mainHtml(html)).toContain('Seus pedidos ficam guardados por 5');
  for (const page of ['informacoes', 'senha', 'enderecos', 'pedidos', 'cartoes']) {
    expect(await (await request.get(`/minha-conta/${page}`)).text(), page).not.toMatch(
      /<div hidden id="S:\d+"/,
    );
  }
});

test("the customer's pages do not prefetch the pages of their menu and lists as they show", async ({
  page,
}) => {
  await newCustomer(page);
  await openWithoutPrefetches(page, '/minha-conta/pedidos', mainLink(page, 'Meus dados'));
  await openWithoutPrefetches(page, '/blend/meus-blends', mainLink(page, 'ADICIONAR NOVO BLEND'));
});
