/**
 * The account doors as an attacker tries them: guessing passwords without locking the owner out,
 * learning which e-mails exist, and making the server hash for free.
 */
import * as crypto from 'node:crypto';
import { LOGIN_PASSWORD_MAX } from '@/lib/validation/account';
import { MSG } from '@/lib/rules/field-messages';
import { THROTTLE_RULES, TOO_MANY_REQUESTS } from '../auth/throttle';
import { CAPTCHA_FAILED } from '../captcha/altcha';
import { DEMO_EMAIL } from '../seed/accounts-seed';
import { CAPTCHA_REQUIRED, RESET_REQUESTED } from './accounts';
import {
  captchaToken,
  createCustomer,
  jsonRequest,
  registration,
} from '@/test-support/server/account-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import { createApi } from '../app';
import type { ErrorBody } from '@/lib/sales-api/errors';

// Pass-through, counted: how many scrypt hashes a request costs the server.
jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof import('node:crypto')>('node:crypto');
  return { ...actual, scrypt: jest.fn(actual.scrypt) };
});

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.database.close());

const login = (body: Record<string, unknown>, ip?: string) =>
  api.json<ErrorBody>('/v2/auth', jsonRequest('POST', body, ip ? { 'X-Forwarded-For': ip } : {}));

describe('password guessing', () => {
  it('cannot lock the owner out from many addresses: the account then asks for a captcha, which the owner solves', async () => {
    const owner = await createCustomer(api);
    // jsonRequest gives every guess another address.
    for (let i = 0; i < THROTTLE_RULES.loginPerAccount.limit; i++) {
      expect((await login({ email: owner.email, password: `chute-${i}` })).status).toBe(401);
    }
    const withoutCaptcha = await login({ email: owner.email, password: owner.password });
    expect(withoutCaptcha.status).toBe(401);
    expect(withoutCaptcha.body.errors.recaptcha_token).toEqual([CAPTCHA_REQUIRED]);
    // A guesser with a solved captcha still gets only 'Email ou senha incorretos'.
    const guess = await login({
      email: owner.email,
      password: 'outro',
      recaptcha_token: await captchaToken(api),
    });
    expect(guess.body.errors.password).toEqual([MSG.loginFailed]);
    const owners = await login({
      email: owner.email,
      password: owner.password,
      recaptcha_token: await captchaToken(api),
    });
    expect(owners.status).toBe(200);
    // Logged in: the account's count is cleared, the next login needs no captcha.
    expect((await login({ email: owner.email, password: owner.password })).status).toBe(200);
  });

  it.each([
    ['an account', true],
    ['an unknown e-mail', false],
  ])('stops one address guessing %s (429) while the owner elsewhere gets in', async (_kind, known) => {
    const owner = known ? await createCustomer(api) : null;
    const email = owner?.email ?? `ninguem.${Date.now()}@exemplo.com.br`;
    const attacker = '203.0.113.60';
    const codes: number[] = [];
    for (let i = 0; i <= THROTTLE_RULES.loginPerAccountAndIp.limit; i++) {
      codes.push((await login({ email, password: `chute-${i}` }, attacker)).status);
    }
    expect(codes.slice(0, -1).every((code) => code === 401)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    const blocked = await login({ email, password: 'qualquer' }, attacker);
    expect(blocked.body.error).toBe(TOO_MANY_REQUESTS);
    if (owner) {
      const elsewhere = await login({
        email,
        password: owner.password,
        recaptcha_token: await captchaToken(api),
      });
      expect(elsewhere.status).toBe(200);
    }
  });

  it('answers 429 after too many failures from one address, whatever the e-mails', async () => {
    const ip = '203.0.113.50';
    const codes: number[] = [];
    for (let i = 0; i <= THROTTLE_RULES.loginPerIp.limit; i++) {
      codes.push((await login({ email: `x${i}@exemplo.com.br`, password: 'x' }, ip)).status);
    }
    expect(codes.at(-1)).toBe(429);
    expect(codes.filter((code) => code === 429)).toHaveLength(1);
  });

  it('lets no more guesses than the limit through when many arrive at once from one address (no race past the count)', async () => {
    const owner = await createCustomer(api);
    const attacker = '203.0.113.61';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login({ email: owner.email, password: `chute-${i}` }, attacker)),
    );
    const codes = answers.map((answer) => answer.status);
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(
      THROTTLE_RULES.loginPerAccountAndIp.limit,
    );
    expect(codes.filter((code) => code !== 401 && code !== 429)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 429).map((answer) => answer.body.error)).toEqual(
      Array(40 - codes.filter((code) => code === 401).length).fill(TOO_MANY_REQUESTS),
    );
    // The owner, elsewhere, still gets in (with the captcha the account now asks for).
    const own = await login({
      email: owner.email,
      password: owner.password,
      recaptcha_token: await captchaToken(api),
    });
    expect(own.status).toBe(200);
  });

  it('asks for the captcha past the per-account limit when many guesses arrive at once from many addresses', async () => {
    const owner = await createCustomer(api);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login({ email: owner.email, password: `chute-${i}` }, `192.0.2.${i + 1}`),
      ),
    );
    expect(answers.every((answer) => answer.status === 401)).toBe(true);
    const checked = answers.filter((answer) => answer.body.errors.password?.[0] === MSG.loginFailed);
    expect(checked.length).toBeLessThanOrEqual(THROTTLE_RULES.loginPerAccount.limit);
    expect(
      answers.filter((answer) => answer.body.errors.recaptcha_token?.[0] === CAPTCHA_REQUIRED),
    ).toHaveLength(40 - checked.length);
  });

  it('refuses an overlong password with a field message, before any hashing', async () => {
    const scrypt = jest.mocked(crypto.scrypt);
    scrypt.mockClear();
    const { status, body } = await login({ email: DEMO_EMAIL, password: 'x'.repeat(LOGIN_PASSWORD_MAX + 1) });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ password: [MSG.loginFailed] });
    expect(scrypt).not.toHaveBeenCalled();
  });

  it('counts only failed logins against an address', async () => {
    const owner = await createCustomer(api);
    for (let i = 0; i < THROTTLE_RULES.loginPerIp.limit + 3; i++) {
      expect((await login({ email: owner.email, password: owner.password }, '203.0.113.51')).status).toBe(
        200,
      );
    }
  });
});

describe('e-mail enumeration', () => {
  it('tells nothing about a taken e-mail or CPF without a solved captcha', async () => {
    const owner = await createCustomer(api);
    const input = registration({ email: owner.email, cpf: owner.cpf });
    const { status, body } = await api.json<ErrorBody>(
      '/v2/users',
      jsonRequest('POST', { ...input, recaptcha_token: 'bogus' }),
    );
    expect(status).toBe(422);
    expect(body.errors).toEqual({ recaptcha_token: [CAPTCHA_FAILED] });
  });

  it('answers a registration with no body and no content type with 422, not 500', async () => {
    const response = await api.request('/v2/users', { method: 'POST' });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorBody).errors.recaptcha_token).toEqual([CAPTCHA_FAILED]);
  });

  it('answers a reset request before its e-mail is sent, known or unknown alike', async () => {
    // A mail server that does not answer until the test is over: the request must not wait for it.
    let answerMail = () => {};
    const mailServer = new Promise<void>((resolve) => (answerMail = resolve));
    const app = createApi({ getDb: async () => api.database.db, mailer: { send: () => mailServer } });
    try {
      for (const email of [DEMO_EMAIL, 'ninguem@exemplo.com.br']) {
        const response = await app.request('/api/sales/v2/password_reset', jsonRequest('POST', { email }));
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ message: RESET_REQUESTED });
      }
    } finally {
      answerMail();
    }
  });
});

describe('password reset abuse', () => {
  it('stops one address asking again and again (429), while the owner elsewhere still gets an e-mail', async () => {
    const owner = await createCustomer(api);
    const attacker = { 'X-Forwarded-For': '203.0.113.70' };
    const codes: number[] = [];
    for (let i = 0; i <= THROTTLE_RULES.resetRequestPerAccountAndIp.limit; i++) {
      codes.push(
        (await api.request('/v2/password_reset', jsonRequest('POST', { email: owner.email }, attacker)))
          .status,
      );
    }
    expect(codes).toEqual([...Array(THROTTLE_RULES.resetRequestPerAccountAndIp.limit).fill(200), 429]);
    const before = api.mail.filter((mail) => mail.to === owner.email).length;
    const own = await api.request('/v2/password_reset', jsonRequest('POST', { email: owner.email }));
    expect(own.status).toBe(200);
    expect(api.mail.filter((mail) => mail.to === owner.email)).toHaveLength(before + 1);
  });

  it('sends at most a few e-mails an hour to one address, answering the same past that', async () => {
    const owner = await createCustomer(api);
    const limit = THROTTLE_RULES.resetMailPerAccount.limit;
    for (let i = 0; i < limit + 2; i++) {
      const { status, body } = await api.json(
        '/v2/password_reset',
        jsonRequest('POST', { email: owner.email }),
      );
      expect({ status, body }).toEqual({ status: 200, body: { message: RESET_REQUESTED } });
    }
    expect(api.mail.filter((mail) => mail.to === owner.email)).toHaveLength(limit);
  });

  it('checks a reset token before hashing the new password: a made-up one costs no scrypt', async () => {
    const scrypt = jest.mocked(crypto.scrypt);
    scrypt.mockClear();
    const { status } = await api.json(
      '/v2/password_reset/token-inventado-123',
      jsonRequest('PUT', {
        password: 'nova-senha-1',
        password_confirmation: 'nova-senha-1',
        email: DEMO_EMAIL,
      }),
    );
    expect(status).toBe(422);
    expect(scrypt).not.toHaveBeenCalled();
  });
});
