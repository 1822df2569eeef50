import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { MSG } from '@/lib/rules/field-messages';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/account/session-hint';
import { SESSION_COOKIE } from '../api/authenticate';
import { THROTTLE_RULES, TOO_MANY_REQUESTS } from '../auth/throttle';
import { CAPTCHA_FAILED } from '../captcha/altcha';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_STAFF } from '../seed/accounts-seed';
import { passwordResetTokens } from './schema';
import { cpfVault } from '../auth/cpf-vault';
import { throttleBuckets, users } from '../auth/schema';
import { variants } from '../catalogue/schema';
import {
  CPF_CANNOT_CHANGE,
  CPF_TAKEN,
  EMAIL_CANNOT_CHANGE,
  EMAIL_TAKEN,
  RESET_LINK_INVALID,
  RESET_REQUESTED,
} from './accounts';
import type { UserJson } from '@/lib/sales-api/accounts';
import {
  bearer,
  captchaToken,
  createCustomer,
  forgedCaptchaToken,
  jsonRequest,
  registration,
  type TestCustomer,
} from '@/test-support/server/account-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import type { ErrorBody } from '@/lib/sales-api/errors';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.database.close());

function cookieOf(response: Response, name = SESSION_COOKIE): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
}

/** The signed-in hint the browser reads (not httpOnly, value '1'), or undefined when not set. */
function hintOf(response: Response): string | undefined {
  return cookieOf(response, SIGNED_IN_HINT_COOKIE);
}

const CLEARED = /Max-Age=0|Expires=Thu, 01 Jan 1970/i;

async function status(path: string, init?: RequestInit): Promise<number> {
  return (await api.request(path, init)).status;
}

describe('POST /v2/users (register)', () => {
  it("hands the guest's cart to the new account, as login does", async () => {
    const [variant] = await api.database.db
      .select()
      .from(variants)
      .where(gt(variants.totalOnHand, 10_000))
      .limit(1);
    const guest = await api.json<{ number: string; token: string }>(
      '/api/v1/orders.json',
      jsonRequest('POST', {
        order: { line_items: [{ variant_id: variant!.id, quantity: variant!.minimumQuantity }] },
      }),
    );
    const input = registration();
    const response = await api.request(
      '/v2/users',
      jsonRequest('POST', {
        ...input,
        recaptcha_token: await captchaToken(api),
        order_token: guest.body.token,
      }),
    );
    expect(response.status).toBe(201);
    const session = cookieOf(response)!.split(';')[0]!;
    const current = await api.json<{ number: string; line_items: { variant_id: number }[] }>(
      '/api/v1/orders/current',
      { headers: { Cookie: session } },
    );
    expect(current.body.number).toBe(guest.body.number);
    expect(current.body.line_items.map((line) => line.variant_id)).toEqual([variant!.id]);
  });

  it('creates the customer and logs them in with a browser-session cookie', async () => {
    const input = registration({ email: 'Nova.Cliente@Exemplo.com.br', cpf: '111.444.777-35' });
    const response = await api.request(
      '/v2/users',
      jsonRequest('POST', { ...input, recaptcha_token: await captchaToken(api) }),
    );
    expect(response.status).toBe(201);
    const user = (await response.json()) as UserJson;
    expect(user).toMatchObject({
      email: 'nova.cliente@exemplo.com.br',
      first_name: 'Ana',
      cpf: '11144477735',
      addresses: [],
      credit_cards: [],
    });
    expect(JSON.stringify(user)).not.toContain('picanha-2026');
    // Stored digested and sealed, never in clear (lib/server/auth/cpf-vault.ts).
    const [row] = await api.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ clearCpf: null, cpfDigest: cpfVault().digest('11144477735') });
    expect(row!.cpfSealed).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain('11144477735');
    expect(cpfVault().open(row!.cpfSealed!)).toBe('11144477735');
    const cookie = cookieOf(response)!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Expires|Max-Age/i); // not remembered
    const hint = hintOf(response)!;
    expect(hint).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;`));
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).not.toMatch(/Expires|Max-Age/i); // same lifetime as the session cookie
    const token = cookie.split(';')[0]!.split('=')[1]!;
    expect(
      (await api.json<UserJson>('/v2/users/me', { headers: { Cookie: `${SESSION_COOKIE}=${token}` } })).body
        .id,
    ).toBe(user.id);
  });

  it('answers 422 with every field error at once, the captcha among them', async () => {
    const { status: code, body } = await api.json<ErrorBody>(
      '/v2/users',
      jsonRequest('POST', {
        first_name: '',
        last_name: 'S'.repeat(31),
        cpf: '12345678900',
        email: 'ana@',
        password: '123',
        password_confirmation: '456',
      }),
    );
    expect(code).toBe(422);
    expect(body.errors).toEqual({
      first_name: [MSG.required],
      last_name: [MSG.lastNameLong],
      cpf: [MSG.cpfInvalid],
      email: [MSG.emailInvalid],
      password: [MSG.passwordShort],
      password_confirmation: [MSG.passwordMismatch],
      recaptcha_token: [CAPTCHA_FAILED],
    });
  });

  it('refuses a missing, wrong or replayed captcha', async () => {
    expect((await api.json<ErrorBody>('/v2/users', jsonRequest('POST', registration()))).body.errors).toEqual(
      {
        recaptcha_token: [CAPTCHA_FAILED],
      },
    );
    const solved = await captchaToken(api);
    expect(
      await status('/v2/users', jsonRequest('POST', { ...registration(), recaptcha_token: solved })),
    ).toBe(201);
    const replay = await api.json<ErrorBody>(
      '/v2/users',
      jsonRequest('POST', { ...registration(), recaptcha_token: solved }),
    );
    expect(replay.status).toBe(422);
    expect(replay.body.errors).toEqual({ recaptcha_token: [CAPTCHA_FAILED] });
  });

  it('refuses a forged captcha whose signature is not a string, with or without other field errors', async () => {
    for (const fields of [registration(), { ...registration(), first_name: '' }]) {
      const { status: code, body } = await api.json<ErrorBody>(
        '/v2/users',
        jsonRequest('POST', { ...fields, recaptcha_token: await forgedCaptchaToken(api) }),
      );
      expect(code).toBe(422);
      expect(body.errors.recaptcha_token).toEqual([CAPTCHA_FAILED]);
    }
  });

  it('refuses an e-mail or CPF that already has an account', async () => {
    const taken = registration({ email: DEMO_EMAIL.toUpperCase(), cpf: '529.982.247-25' });
    const { status: code, body } = await api.json<ErrorBody>(
      '/v2/users',
      jsonRequest('POST', { ...taken, recaptcha_token: await captchaToken(api) }),
    );
    expect(code).toBe(422);
    expect(body.errors).toEqual({ email: [EMAIL_TAKEN], cpf: [CPF_TAKEN] });
  });

  it('answers 422, not 500, for a JSON body that is not an object', async () => {
    for (const body of ['null', '[]', '"x"']) {
      const response = await api.request('/v2/users', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(response.status).toBe(422);
    }
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const response = await api.request('/v2/users', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"first_name":',
    });
    expect(response.status).toBe(400);
  });
});

describe('POST /v2/auth (login) and DELETE /v2/auth (logout)', () => {
  it('logs the demo customer in with a token and the user', async () => {
    const response = await api.request(
      '/v2/auth',
      jsonRequest('POST', { email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string; user: UserJson };
    expect(body.token.length).toBeGreaterThanOrEqual(43); // 256 random bits
    expect(body.user.email).toBe(DEMO_EMAIL);
    expect(body.user.role).toBe('customer');
    expect(cookieOf(response)).not.toMatch(/Expires/i);
    expect(hintOf(response)).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;`));
    expect(hintOf(response)).not.toMatch(/HttpOnly|Expires/i);
  });

  it("sends each demo staff member's role, which decides where the login form sends them", async () => {
    for (const member of DEMO_STAFF) {
      const { status, body } = await api.json<{ user: UserJson }>(
        '/v2/auth',
        jsonRequest('POST', { email: member.email, password: member.password }),
      );
      expect([member.email, status, body.user.role]).toEqual([member.email, 200, member.role]);
    }
  });

  it('keeps the cookie after the browser closes with "remember me"', async () => {
    const response = await api.request(
      '/v2/auth',
      jsonRequest('POST', { email: DEMO_EMAIL, password: DEMO_PASSWORD, remember: true }),
    );
    const expires = /Expires=([^;]+)/i.exec(cookieOf(response)!)?.[1];
    const days = (Date.parse(expires!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
    expect(/Expires=([^;]+)/i.exec(hintOf(response)!)?.[1]).toBe(expires);
  });

  it('sets no signed-in hint for a failed login', async () => {
    const response = await api.request('/v2/auth', jsonRequest('POST', { email: DEMO_EMAIL, password: 'x' }));
    expect(response.status).toBe(401);
    expect(hintOf(response)).toBeUndefined();
  });

  it('says "Email ou senha incorretos" on both fields, for a wrong password or an unknown e-mail', async () => {
    for (const credentials of [
      { email: DEMO_EMAIL, password: 'errada' },
      { email: 'ninguem@exemplo.com.br', password: DEMO_PASSWORD },
    ]) {
      const { status: code, body } = await api.json<ErrorBody>('/v2/auth', jsonRequest('POST', credentials));
      expect(code).toBe(401);
      expect(body.errors).toEqual({ email: [MSG.loginFailed], password: [MSG.loginFailed] });
    }
  });

  it('validates the fields and the guest order token', async () => {
    const { status: code, body } = await api.json<ErrorBody>(
      '/v2/auth',
      jsonRequest('POST', { email: '', password: '', order_token: 'x' }),
    );
    expect(code).toBe(422);
    expect(body.errors).toEqual({
      email: [MSG.required],
      password: [MSG.required],
      order_token: ['Carrinho inválido'],
    });
    const malformed = await api.json<ErrorBody>(
      '/v2/auth',
      jsonRequest('POST', { email: 'cliente.exemplo.com.br', password: DEMO_PASSWORD }),
    );
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({ email: [MSG.emailInvalid] });
    const withToken = await api.request(
      '/v2/auth',
      jsonRequest('POST', { email: DEMO_EMAIL, password: DEMO_PASSWORD, order_token: 'R2k9XbQ7pL0aZ' }),
    );
    expect(withToken.status).toBe(200);
  });

  it('answers the documented paths with their trailing slash too (POST /v2/auth/, GET /api/v1/users/)', async () => {
    const login = await api.json<{ token: string }>(
      '/v2/auth/',
      jsonRequest('POST', { email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    );
    expect(login.status).toBe(200);
    expect(await status('/api/v1/users/', { headers: bearer(login.body.token) })).toBe(200);
  });

  it('revokes the session on logout', async () => {
    const customer = await createCustomer(api);
    expect(await status('/v2/users/me', { headers: bearer(customer.token) })).toBe(200);
    const response = await api.request('/v2/auth', { method: 'DELETE', headers: bearer(customer.token) });
    expect(response.status).toBe(204);
    expect(cookieOf(response)).toMatch(CLEARED);
    expect(hintOf(response)).toMatch(CLEARED);
    expect(await status('/v2/users/me', { headers: bearer(customer.token) })).toBe(401);
    expect(await status('/v2/auth', { method: 'DELETE' })).toBe(204);
  });

  it('clears the session cookie and the hint when the cookie names an ended session', async () => {
    const customer = await createCustomer(api);
    const cookie = { Cookie: `${SESSION_COOKIE}=${customer.token}; ${SIGNED_IN_HINT_COOKIE}=1` };
    const live = await api.request('/v2/users/me', { headers: cookie });
    expect(live.status).toBe(200);
    expect(live.headers.getSetCookie()).toEqual([]);
    await api.request('/v2/auth', { method: 'DELETE', headers: bearer(customer.token) });
    for (const path of ['/v2/users/me', '/api/v1/orders/current']) {
      const ended = await api.request(path, { headers: cookie });
      expect(ended.status).toBe(401);
      expect(cookieOf(ended)).toMatch(CLEARED);
      expect(hintOf(ended)).toMatch(CLEARED);
    }
    // A hint that outlived its session cookie goes too.
    const hintOnly = await api.request('/v2/users/me', { headers: { Cookie: `${SIGNED_IN_HINT_COOKIE}=1` } });
    expect(hintOnly.status).toBe(401);
    expect(hintOf(hintOnly)).toMatch(CLEARED);
    // A guest without either gets no cookies; a bearer token is not the browser's cookie: nothing to clear.
    expect((await api.request('/v2/users/me')).headers.getSetCookie()).toEqual([]);
    expect(
      (await api.request('/v2/users/me', { headers: bearer(customer.token) })).headers.getSetCookie(),
    ).toEqual([]);
  });

  it('keeps the new session of a login sent with an ended session cookie', async () => {
    const response = await api.request(
      '/v2/auth',
      jsonRequest(
        'POST',
        { email: DEMO_EMAIL, password: DEMO_PASSWORD },
        {
          Cookie: `${SESSION_COOKIE}=sessao-encerrada; ${SIGNED_IN_HINT_COOKIE}=1`,
          'X-App': 'sales-frontend',
        },
      ),
    );
    expect(response.status).toBe(200);
    expect(cookieOf(response)).not.toMatch(CLEARED);
    expect(hintOf(response)).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;`));
  });

  it('needs the app header for cookie-authenticated changes (CSRF)', async () => {
    const customer = await createCustomer(api);
    const cookie = { Cookie: `${SESSION_COOKIE}=${customer.token}` };
    expect(await status('/v2/auth', { method: 'DELETE', headers: cookie })).toBe(403);
    expect(
      await status('/v2/auth', { method: 'DELETE', headers: { ...cookie, 'X-App': 'sales-frontend' } }),
    ).toBe(204);
  });
});

describe('GET and PUT /v2/users/me', () => {
  let customer: TestCustomer;
  beforeAll(async () => {
    customer = await createCustomer(api);
  });

  it('answers 401 "You\'re not logged in." without a session or with a bad token', async () => {
    for (const headers of [{}, bearer('nao-e-um-token')]) {
      const { status: code, body } = await api.json<ErrorBody>('/v2/users/me', { headers });
      expect(code).toBe(401);
      expect(body.error).toBe("You're not logged in.");
    }
  });

  it('changes the names, keeps the e-mail and the CPF', async () => {
    const { status: code, body } = await api.json<UserJson>(
      '/v2/users/me',
      jsonRequest(
        'PUT',
        { first_name: 'Ana Clara', last_name: 'Souza Lima', cpf: customer.cpf, email: customer.email },
        bearer(customer.token),
      ),
    );
    expect(code).toBe(200);
    expect(body).toMatchObject({ first_name: 'Ana Clara', last_name: 'Souza Lima', email: customer.email });
  });

  it('refuses a new e-mail or CPF with the reasons on their fields', async () => {
    const { status: code, body } = await api.json<ErrorBody>(
      '/v2/users/me',
      jsonRequest(
        'PUT',
        { first_name: 'Ana', last_name: 'Souza', cpf: '52998224725', email: 'outro@exemplo.com.br' },
        bearer(customer.token),
      ),
    );
    expect(code).toBe(422);
    expect(body.errors).toEqual({ email: [EMAIL_CANNOT_CHANGE], cpf: [CPF_CANNOT_CHANGE] });
  });

  it('sets a CPF not set yet, sealed, unless another account has it', async () => {
    const other = await createCustomer(api);
    const without = await createCustomer(api);
    await api.database.db
      .update(users)
      .set({ cpfDigest: null, cpfSealed: null })
      .where(eq(users.id, without.id));
    const names = { first_name: 'Ana', last_name: 'Souza' };
    const taken = await api.json<ErrorBody>(
      '/v2/users/me',
      jsonRequest('PUT', { ...names, cpf: other.cpf }, bearer(without.token)),
    );
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ cpf: [CPF_TAKEN] });
    const cpf = generateCpf();
    const set = await api.json<UserJson>(
      '/v2/users/me',
      jsonRequest('PUT', { ...names, cpf }, bearer(without.token)),
    );
    expect(set.status).toBe(200);
    expect(set.body.cpf).toBe(cpf);
    const [row] = await api.database.db.select().from(users).where(eq(users.id, without.id));
    expect(row).toMatchObject({ clearCpf: null, cpfDigest: cpfVault().digest(cpf) });
  });

  it('saves an account without a CPF with the field blank, and refuses to blank a stored one', async () => {
    const without = await createCustomer(api);
    await api.database.db
      .update(users)
      .set({ cpfDigest: null, cpfSealed: null })
      .where(eq(users.id, without.id));
    const names = { first_name: 'Ana', last_name: 'Souza' };
    for (const cpf of ['', null]) {
      const saved = await api.json<UserJson>(
        '/v2/users/me',
        jsonRequest('PUT', { ...names, cpf }, bearer(without.token)),
      );
      expect([saved.status, saved.body.cpf]).toEqual([200, null]);
    }
    const blanked = await api.json<ErrorBody>(
      '/v2/users/me',
      jsonRequest('PUT', { ...names, cpf: '' }, bearer(customer.token)),
    );
    expect([blanked.status, blanked.body.errors]).toEqual([422, { cpf: [MSG.required] }]);
  });

  it('validates the fields', async () => {
    const { status: code, body } = await api.json<ErrorBody>(
      '/v2/users/me',
      jsonRequest('PUT', { first_name: '', last_name: 'x'.repeat(31), cpf: '123' }, bearer(customer.token)),
    );
    expect(code).toBe(422);
    expect(body.errors).toEqual({
      first_name: [MSG.required],
      last_name: [MSG.lastNameLong],
      cpf: [MSG.cpfLength],
    });
  });

  it('answers 401 to a guest', async () => {
    expect(await status('/v2/users/me', jsonRequest('PUT', { first_name: 'A', last_name: 'B' }))).toBe(401);
  });
});

describe('PUT /v2/users/{id}/password', () => {
  it('says "Senha incorreta" on the current password when it is wrong', async () => {
    const customer = await createCustomer(api);
    const { status: code, body } = await api.json<ErrorBody>(
      `/v2/users/${customer.id}/password`,
      jsonRequest(
        'PUT',
        { old_password: 'nao-e-essa', password: 'nova-senha-1', password_confirmation: 'nova-senha-1' },
        bearer(customer.token),
      ),
    );
    expect(code).toBe(422);
    expect(body.errors).toEqual({ old_password: [MSG.wrongPassword] });
  });

  it('answers a new token and revokes every other session', async () => {
    const customer = await createCustomer(api);
    const other = await api.json<{ token: string }>(
      '/v2/auth',
      jsonRequest('POST', { email: customer.email, password: customer.password }),
    );
    const response = await api.request(
      `/v2/users/${customer.id}/password`,
      jsonRequest(
        'PUT',
        { old_password: customer.password, password: 'nova-senha-1', password_confirmation: 'nova-senha-1' },
        bearer(customer.token),
      ),
    );
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    expect(cookieOf(response)).not.toMatch(/Expires/i); // session-only
    expect(await status('/v2/users/me', { headers: bearer(token) })).toBe(200);
    expect(await status('/v2/users/me', { headers: bearer(customer.token) })).toBe(401);
    expect(await status('/v2/users/me', { headers: bearer(other.body.token) })).toBe(401);
    expect(
      await status('/v2/auth', jsonRequest('POST', { email: customer.email, password: 'nova-senha-1' })),
    ).toBe(200);
  });

  it('validates every field at once', async () => {
    const customer = await createCustomer(api);
    const { status: code, body } = await api.json<ErrorBody>(
      `/v2/users/${customer.id}/password`,
      jsonRequest(
        'PUT',
        { old_password: '', password: '123', password_confirmation: '1234567' },
        bearer(customer.token),
      ),
    );
    expect(code).toBe(422);
    expect(body.errors).toEqual({
      old_password: [MSG.required],
      password: [MSG.passwordShort],
      password_confirmation: [MSG.passwordMismatch],
    });
  });
});

describe('PUT /v2/users/{id}/password: guessing the current password', () => {
  const change = (customer: TestCustomer, oldPassword: string, ip?: string, token = customer.token) =>
    api.json<ErrorBody & { token?: string }>(
      `/v2/users/${customer.id}/password`,
      jsonRequest(
        'PUT',
        { old_password: oldPassword, password: 'nova-senha-1', password_confirmation: 'nova-senha-1' },
        { ...bearer(token), ...(ip ? { 'X-Forwarded-For': ip } : {}) },
      ),
    );

  it("answers 429 past the failures allowed to a session, from any address, without locking the owner's other sessions out", async () => {
    const customer = await createCustomer(api);
    // jsonRequest gives every guess another address.
    for (let i = 0; i < THROTTLE_RULES.passwordChangePerSession.limit; i++) {
      const { status: code, body } = await change(customer, `chute-${i}`);
      expect([code, body.errors]).toEqual([422, { old_password: [MSG.wrongPassword] }]);
    }
    const blocked = await change(customer, 'outro-chute');
    expect(blocked).toEqual({ status: 429, body: { error: TOO_MANY_REQUESTS, errors: {} } });
    expect((await change(customer, customer.password)).status).toBe(429);
    // The owner, logged in elsewhere (the guesses came from a stolen session), still changes it.
    const owner = await api.json<{ token: string }>(
      '/v2/auth',
      jsonRequest('POST', { email: customer.email, password: customer.password }),
    );
    expect(owner.status).toBe(200);
    expect((await change(customer, customer.password, undefined, owner.body.token)).status).toBe(200);
  });

  it('answers 429 past the failures allowed from one address, whatever the customers', async () => {
    const ip = '203.0.113.90';
    const perCustomer = THROTTLE_RULES.passwordChangePerSession.limit;
    const customers = await Promise.all(
      Array.from({ length: Math.ceil(THROTTLE_RULES.passwordChangePerIp.limit / perCustomer) + 1 }, () =>
        createCustomer(api),
      ),
    );
    const codes: number[] = [];
    for (let i = 0; i < THROTTLE_RULES.passwordChangePerIp.limit; i++) {
      codes.push((await change(customers[Math.floor(i / perCustomer)]!, `chute-${i}`, ip)).status);
    }
    expect(codes.every((code) => code === 422)).toBe(true);
    // A customer with no failure yet is refused from that address, and served from another.
    const fresh = customers.at(-1)!;
    expect((await change(fresh, 'chute-final', ip)).body.error).toBe(TOO_MANY_REQUESTS);
    expect((await change(fresh, fresh.password)).status).toBe(200);
  });

  it('lets no more guesses than the limit through when many arrive at once', async () => {
    const customer = await createCustomer(api);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => change(customer, `chute-${i}`, `192.0.2.${i + 1}`)),
    );
    const codes = answers.map((answer) => answer.status);
    expect(codes.filter((code) => code === 422)).toHaveLength(THROTTLE_RULES.passwordChangePerSession.limit);
    expect(codes.filter((code) => code === 429)).toHaveLength(
      20 - THROTTLE_RULES.passwordChangePerSession.limit,
    );
  });

  it("gives a successful change's place back: only wrong passwords are counted from an address", async () => {
    const customer = await createCustomer(api);
    const ip = '203.0.113.91';
    const countFrom = async () => {
      const [bucket] = await api.database.db
        .select({ count: throttleBuckets.count })
        .from(throttleBuckets)
        .where(eq(throttleBuckets.key, `password-change:ip:${ip}`));
      return bucket?.count ?? 0;
    };
    for (let i = 0; i < 2; i++) expect((await change(customer, `chute-${i}`, ip)).status).toBe(422);
    expect(await countFrom()).toBe(2);
    const changed = await change(customer, customer.password, ip);
    expect(changed.status).toBe(200);
    expect(await countFrom()).toBe(2);
    // The new session starts with no failures of its own.
    const limit = THROTTLE_RULES.passwordChangePerSession.limit;
    for (let i = 0; i < limit; i++) {
      expect((await change(customer, `outro-${i}`, undefined, changed.body.token)).status).toBe(422);
    }
  });

  it('spends the unused password-reset links: an old link cannot take the account back', async () => {
    const customer = await createCustomer(api);
    await api.request('/v2/password_reset', jsonRequest('POST', { email: customer.email }));
    const link = /https?:\/\/\S+\/resetar-senha\?\S+/.exec(api.mail.at(-1)!.text)![0];
    const token = new URL(link).searchParams.get('token')!;
    expect((await change(customer, customer.password)).status).toBe(200);
    const reset = await api.json<ErrorBody>(
      `/v2/password_reset/${token}`,
      jsonRequest('PUT', {
        password: 'senha-do-ladrao',
        password_confirmation: 'senha-do-ladrao',
        email: customer.email,
      }),
    );
    expect(reset).toEqual({
      status: 422,
      body: { error: RESET_LINK_INVALID, errors: { base: [RESET_LINK_INVALID] } },
    });
    expect(
      await status('/v2/auth', jsonRequest('POST', { email: customer.email, password: 'nova-senha-1' })),
    ).toBe(200);
    const live = await api.database.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, customer.id), isNull(passwordResetTokens.usedAt)));
    expect(live).toEqual([]);
  });
});

describe('access matrix over users and cards', () => {
  let owner: TestCustomer;
  let other: TestCustomer;
  beforeAll(async () => {
    owner = await createCustomer(api);
    other = await createCustomer(api);
  });

  const passwordChange = {
    old_password: 'picanha-2026',
    password: 'outra-senha',
    password_confirmation: 'outra-senha',
  };

  it.each([
    [
      'GET /api/v1/users/{id}/credit_cards',
      (id: number) => [`/api/v1/users/${id}/credit_cards`, { method: 'GET' }] as [string, RequestInit],
    ],
    [
      'PUT /v2/users/{id}/password',
      (id: number) =>
        [`/v2/users/${id}/password`, jsonRequest('PUT', passwordChange)] as [string, RequestInit],
    ],
  ])('%s: only the owner gets 2xx', async (_, call) => {
    const [ownerPath, ownerInit] = call(owner.id);
    const [, otherInit] = call(owner.id);
    expect(await status(ownerPath, otherInit)).toBe(401); // anonymous
    expect(
      await status(ownerPath, {
        ...otherInit,
        headers: { ...(otherInit.headers ?? {}), ...bearer(other.token) },
      }),
    ).toBe(403);
    const response = await api.request(ownerPath, {
      ...ownerInit,
      headers: { ...(ownerInit.headers ?? {}), ...bearer(owner.token) },
    });
    expect(response.status).toBe(200);
  });

  it("GET /api/v1/users lists only the caller, and the demo customer's saved card", async () => {
    expect(await status('/api/v1/users')).toBe(401);
    const demo = await api.json<{ token: string; user: UserJson }>(
      '/v2/auth',
      jsonRequest('POST', { email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    );
    const { body } = await api.json<{ users: UserJson[] }>('/api/v1/users', {
      headers: bearer(demo.body.token),
    });
    expect(body.users.map((user) => user.email)).toEqual([DEMO_EMAIL]);
    const cards = await api.json<{ credit_cards: { last_digits: string; cc_type: string }[] }>(
      `/api/v1/users/${demo.body.user.id}/credit_cards`,
      { headers: bearer(demo.body.token) },
    );
    expect(cards.body.credit_cards).toEqual([
      expect.objectContaining({
        last_digits: '1111',
        cc_type: 'visa',
        month: 12,
        year: 2030,
        name: 'MARIA SOUZA',
      }),
    ]);
    expect(JSON.stringify(cards.body)).not.toMatch(/tok_|4111111111111111/);
  });
});

describe('password reset', () => {
  function tokenFromMail(index = -1): { token: string; email: string } {
    const link = /https?:\/\/\S+\/resetar-senha\?\S+/.exec(api.mail.at(index)!.text)![0];
    const params = new URL(link).searchParams;
    return { token: params.get('token')!, email: params.get('email')! };
  }

  it('answers the same for known and unknown e-mails, mailing only the account', async () => {
    const customer = await createCustomer(api);
    const sentBefore = api.mail.length;
    const known = await api.json('/v2/password_reset', jsonRequest('POST', { email: customer.email }));
    const unknown = await api.json(
      '/v2/password_reset',
      jsonRequest('POST', { email: 'ninguem@exemplo.com.br' }),
    );
    expect(known).toEqual({ status: 200, body: { message: RESET_REQUESTED } });
    expect(unknown).toEqual(known);
    expect(api.mail.length).toBe(sentBefore + 1);
    expect(api.mail.at(-1)!.to).toBe(customer.email);
  });

  it('validates the e-mail', async () => {
    const { status: code, body } = await api.json<ErrorBody>(
      '/v2/password_reset',
      jsonRequest('POST', { email: 'x' }),
    );
    expect(code).toBe(422);
    expect(body.errors).toEqual({ email: [MSG.emailInvalid] });
  });

  it('sets the new password with the e-mailed link, once, and ends every session', async () => {
    const customer = await createCustomer(api);
    await api.request('/v2/password_reset', jsonRequest('POST', { email: customer.email }));
    const { token, email } = tokenFromMail();
    expect(email).toBe(customer.email);
    const reset = { password: 'senha-nova-9', password_confirmation: 'senha-nova-9', email };
    expect(await status(`/v2/password_reset/${token}`, jsonRequest('PUT', reset))).toBe(200);
    expect(await status('/v2/users/me', { headers: bearer(customer.token) })).toBe(401);
    expect(await status('/v2/auth', jsonRequest('POST', { email, password: 'senha-nova-9' }))).toBe(200);
    const again = await api.json<ErrorBody>(`/v2/password_reset/${token}`, jsonRequest('PUT', reset));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ base: [RESET_LINK_INVALID] });
  });

  it('accepts the documented key for the confirmation, passwordConfirmation', async () => {
    const customer = await createCustomer(api);
    await api.request('/v2/password_reset', jsonRequest('POST', { email: customer.email }));
    const { token, email } = tokenFromMail();
    const mismatch = await api.json<ErrorBody>(
      `/v2/password_reset/${token}`,
      jsonRequest('PUT', { password: 'senha-nova-9', passwordConfirmation: 'outra-senha', email }),
    );
    expect(mismatch.body.errors).toEqual({ password_confirmation: [MSG.passwordMismatch] });
    const reset = { password: 'senha-nova-9', passwordConfirmation: 'senha-nova-9', email };
    expect(await status(`/v2/password_reset/${token}`, jsonRequest('PUT', reset))).toBe(200);
    expect(await status('/v2/auth', jsonRequest('POST', { email, password: 'senha-nova-9' }))).toBe(200);
  });

  it("refuses another account's e-mail, an unknown token and an expired one", async () => {
    const customer = await createCustomer(api);
    await api.request('/v2/password_reset', jsonRequest('POST', { email: customer.email }));
    const { token } = tokenFromMail();
    const reset = { password: 'senha-nova-9', password_confirmation: 'senha-nova-9' };
    expect(
      await status(`/v2/password_reset/${token}`, jsonRequest('PUT', { ...reset, email: DEMO_EMAIL })),
    ).toBe(422);
    expect(
      await status('/v2/password_reset/nao-existe', jsonRequest('PUT', { ...reset, email: customer.email })),
    ).toBe(422);
    await api.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, customer.id));
    expect(
      await status(`/v2/password_reset/${token}`, jsonRequest('PUT', { ...reset, email: customer.email })),
    ).toBe(422);
  });

  it('reports every reset field at once', async () => {
    const { status: code, body } = await api.json<ErrorBody>(
      '/v2/password_reset/qualquer',
      jsonRequest('PUT', { password: '12345', password_confirmation: '', email: '' }),
    );
    expect(code).toBe(422);
    expect(body.errors).toEqual({
      password: [MSG.passwordShort],
      password_confirmation: [MSG.required],
      email: [MSG.required],
    });
  });
});

describe('OpenAPI document', () => {
  it('describes every account route', async () => {
    const { body } = await api.json<{ paths: Record<string, object> }>('/openapi.json');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/sales/v2/users',
        '/api/sales/v2/auth',
        '/api/sales/v2/users/me',
        '/api/sales/v2/users/{id}/password',
        '/api/sales/v2/password_reset',
        '/api/sales/v2/password_reset/{token}',
        '/api/sales/v2/addresses',
        '/api/sales/v2/addresses/{id}',
        '/api/sales/api/v1/users',
        '/api/sales/api/v1/users/{id}/credit_cards',
        '/api/sales/v2/credit_cards/{id}',
        '/api/sales/api/v1/variants/{id}/notify_me',
        '/api/sales/api/v1/variants/{id}/unnotify_me',
        '/api/sales/v2/captcha/challenge',
      ]),
    );
  });

  it('lists the throttled (429) and too large (413) answers of the password change, login and address saves', async () => {
    const { body } = await api.json<{ paths: Record<string, Record<string, { responses: object }>> }>(
      '/openapi.json',
    );
    const answers = (path: string, method: string) =>
      Object.keys(body.paths[`/api/sales${path}`]![method]!.responses);
    expect(answers('/v2/users/{id}/password', 'put')).toEqual(expect.arrayContaining(['429', '413']));
    expect(answers('/v2/auth', 'post')).toEqual(expect.arrayContaining(['429', '413']));
    expect(answers('/v2/addresses', 'post')).toEqual(expect.arrayContaining(['429', '413']));
    expect(answers('/v2/addresses/{id}', 'put')).toEqual(expect.arrayContaining(['429', '413']));
  });
});
