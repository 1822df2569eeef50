/**
 * The account doors as an attacker tries them: guessing passwords without locking the owner out,
 * learning which e-mails exist, and making the server hash for free.
 */
import * as crypto from 'node:crypto';
import { LOGIN_PASSWORD_MAX } from '@/lib/validation/account';
import { MSG } from '@/lib/rules/field-messages';
import { eq } from 'drizzle-orm';
import { throttleBuckets } from '../auth/schema';
import { THROTTLE_RULES, TOO_MANY_REQUESTS } from '../auth/throttle';
import { CAPTCHA_FAILED } from '../captcha/altcha';
import { DEMO_EMAIL } from '../seed/accounts-seed';
import { CAPTCHA_REQUIRED, RESET_REQUESTED } from './accounts';
import {
  captchaToken,
  createCustomer,
  forgedCaptchaToken,
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
  const solved = async () => ({ recaptcha_token: await captchaToken(api) });
  const asksCaptcha = (answer: { status: number; body: ErrorBody }) =>
    answer.status === 422 && answer.body.errors.recaptcha_token?.[0] === CAPTCHA_REQUIRED;

  it("never refuses the owner's correct password from an address without failures, however many failures the account had elsewhere", async () => {
    const owner = await createCustomer(api);
    for (let i = 0; i < 3 * THROTTLE_RULES.loginPerAccount.limit; i++) {
      await login({ email: owner.email, password: `chute-${i}` }, `192.0.2.${i + 1}`);
    }
    expect((await login({ email: owner.email, password: owner.password }, '198.51.100.7')).status).toBe(200);
  });

  it('asks the guesser on one account from one address for the captcha past a few failures, and keeps checking with it', async () => {
    const owner = await createCustomer(api);
    const attacker = '203.0.113.60';
    for (let i = 0; i < THROTTLE_RULES.loginPerAccountAndIp.limit; i++) {
      expect((await login({ email: owner.email, password: `chute-${i}` }, attacker)).status).toBe(401);
    }
    const next = await login({ email: owner.email, password: 'outro' }, attacker);
    expect(asksCaptcha(next)).toBe(true);
    // Never a refusal: with a solved captcha the guess is checked ('Email ou senha incorretos')...
    const guess = await login({ email: owner.email, password: 'outro', ...(await solved()) }, attacker);
    expect(guess.body.errors.password).toEqual([MSG.loginFailed]);
    // ...and the owner behind the same address gets in with it.
    const owners = await login(
      { email: owner.email, password: owner.password, ...(await solved()) },
      attacker,
    );
    expect(owners.status).toBe(200);
    // Logged in: the pair's count is cleared, the next login needs no captcha.
    expect((await login({ email: owner.email, password: owner.password }, attacker)).status).toBe(200);
  });

  it("asks every login from an address past its failures for the captcha, which lets a customer there in (a carrier's NAT)", async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < THROTTLE_RULES.loginPerIp.limit; i++) {
      expect((await login({ email: `x${i}@exemplo.com.br`, password: 'x' }, ip)).status).toBe(401);
    }
    const customer = await createCustomer(api);
    const unsolved = await login({ email: customer.email, password: customer.password }, ip);
    expect(asksCaptcha(unsolved)).toBe(true);
    const withCaptcha = await login(
      { email: customer.email, password: customer.password, ...(await solved()) },
      ip,
    );
    expect(withCaptcha.status).toBe(200);
  });

  it('asks again for the captcha when the one sent is forged (a signature that is not a string)', async () => {
    const owner = await createCustomer(api);
    const attacker = '203.0.113.61';
    for (let i = 0; i < THROTTLE_RULES.loginPerAccountAndIp.limit; i++) {
      await login({ email: owner.email, password: `chute-${i}` }, attacker);
    }
    const forged = await login(
      { email: owner.email, password: owner.password, recaptcha_token: await forgedCaptchaToken(api) },
      attacker,
    );
    expect(asksCaptcha(forged)).toBe(true);
  });

  it('asks for the captcha on an account many failures targeted, from an address that has failures too', async () => {
    const owner = await createCustomer(api);
    for (let i = 0; i < THROTTLE_RULES.loginPerAccount.limit; i++) {
      await login({ email: owner.email, password: `chute-${i}` }, `192.0.2.${100 + i}`);
    }
    const ip = '203.0.113.52';
    expect((await login({ email: 'outra@exemplo.com.br', password: 'x' }, ip)).status).toBe(401);
    expect(asksCaptcha(await login({ email: owner.email, password: 'chute' }, ip))).toBe(true);
  });

  it('answers 429 to a flood from one address, and only then', async () => {
    const ip = '203.0.113.53';
    // The flood's earlier attempts, as they would stand after as many captcha-refused logins.
    await api.database.db.insert(throttleBuckets).values({
      key: `login:flood:${ip}`,
      count: THROTTLE_RULES.loginFloodPerIp.limit - 1,
      windowStartedAt: new Date(),
    });
    expect((await login({ email: 'y@exemplo.com.br', password: 'x' }, ip)).status).toBe(401);
    const blocked = await login({ email: 'z@exemplo.com.br', password: 'x' }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe(TOO_MANY_REQUESTS);
  });

  it('counts captcha-refused logins towards the flood', async () => {
    const ip = '203.0.113.54';
    const owner = await createCustomer(api);
    for (let i = 0; i < THROTTLE_RULES.loginPerAccountAndIp.limit + 3; i++) {
      await login({ email: owner.email, password: `chute-${i}` }, ip);
    }
    const [bucket] = await api.database.db
      .select({ count: throttleBuckets.count })
      .from(throttleBuckets)
      .where(eq(throttleBuckets.key, `login:flood:${ip}`));
    expect(bucket?.count).toBe(THROTTLE_RULES.loginPerAccountAndIp.limit + 3);
  });

  it('checks no more guesses than the limit when many arrive at once from one address (no race past the count)', async () => {
    const owner = await createCustomer(api);
    const attacker = '203.0.113.61';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login({ email: owner.email, password: `chute-${i}` }, attacker)),
    );
    const checked = answers.filter((answer) => answer.body.errors.password?.[0] === MSG.loginFailed);
    expect(checked.length).toBeLessThanOrEqual(THROTTLE_RULES.loginPerAccountAndIp.limit);
    expect(answers.filter(asksCaptcha)).toHaveLength(40 - checked.length);
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
