import { Writable } from 'node:stream';
import pino from 'pino';
import { DEMO_EMAIL, DEMO_PASSWORD } from './seed/accounts-seed';
import { logger, loggerOptions, redactPath, requestLogger, requestPath } from './logger';
import {
  captchaToken,
  createCustomer,
  jsonRequest,
  registration,
} from '@/test-support/server/account-fixtures';
import { createTestApi } from '@/test-support/server/test-api';
import { createTestDatabase } from '@/test-support/server/test-database';
import { users } from './auth/schema';

/** A logger with the shop's options that writes its JSON lines into `lines`. */
function capturingLogger(lines: string[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return pino({ ...loggerOptions, level: 'trace' }, stream);
}

describe('log redaction', () => {
  it('censors passwords, tokens and card data at any depth', () => {
    const lines: string[] = [];
    const log = capturingLogger(lines);
    log.info({ password: 'segredo-1', token: 'tok-abc' }, 'top level');
    log.info({ body: { password_confirmation: 'segredo-2', recaptcha_token: 'cap-1' } }, 'one level');
    log.info(
      { req: { body: { card: { number: '4111111111111111', verification_value: '123' } } } },
      'two levels',
    );
    log.info({ headers: { authorization: 'Bearer tok-xyz', cookie: 'cdc_session=tok-qrs' } }, 'headers');
    // A saved card's one-time token from its CVV, as the payment step and the order hold it.
    log.info(
      { body: { order: { existing_card: 3, card_token: 'tok-cvv-1' } }, cardToken: 'tok-cvv-2' },
      'cvv',
    );
    const output = lines.join('');
    for (const secret of [
      'segredo-1',
      'segredo-2',
      'tok-abc',
      'cap-1',
      '4111111111111111',
      'tok-xyz',
      'tok-qrs',
      'tok-cvv-1',
      'tok-cvv-2',
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('[redacted]');
  });

  it('censors CPF and CNPJ and masks card numbers typed into free text', () => {
    const lines: string[] = [];
    const log = capturingLogger(lines);
    log.info({ body: { cpf: '52998224725', cnpj: '11222333000181' } }, 'documents');
    log.error({ report: { message: 'falhou com 4111 1111 1111 1111' } }, 'storefront error');
    log.info({ properties: { query: '5555555555554444' } }, 'analytics event');
    log.info('mensagem com 4111111111111111');
    const output = lines.join('');
    for (const secret of [
      '52998224725',
      '11222333000181',
      '4111 1111 1111 1111',
      '5555555555554444',
      '4111111111111111',
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('************1111');
  });

  it("logs a failed query's statement and code, never its values", async () => {
    const database = await createTestDatabase({ seed: false });
    try {
      const values = {
        email: 'segredo.pessoal@exemplo.com.br',
        firstName: 'Ana',
        lastName: 'Souza',
        passwordHash: 'scrypt$hash-secreto',
        cpf: '52998224725',
      };
      await database.db.insert(users).values(values);
      const failure = await database.db
        .insert(users)
        .values(values)
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failure).toBeInstanceOf(Error);
      const lines: string[] = [];
      capturingLogger(lines).error({ err: failure }, 'unhandled error');
      const output = lines.join('');
      expect(output).toContain('insert into \\"users\\"');
      expect(output).toContain('23505');
      for (const value of Object.values(values)) expect(output).not.toContain(value);
    } finally {
      await database.close();
    }
  });

  it('hides the reset token in logged paths', () => {
    expect(redactPath('/api/sales/v2/password_reset/abcDEF123-_')).toBe(
      '/api/sales/v2/password_reset/[redacted]',
    );
    expect(redactPath('/api/sales/v2/password_reset')).toBe('/api/sales/v2/password_reset');
  });

  it("masks a card number typed into a request's path, whose line skips the deep masking", () => {
    expect(requestPath('/api/sales/v2/products/4111111111111111')).not.toContain('4111111111111111');
    expect(requestPath('/api/sales/v2/password_reset/abc')).toBe('/api/sales/v2/password_reset/[redacted]');
  });
});

describe('what the API logs', () => {
  it('never holds a password, token or card number, through a whole account journey', async () => {
    const calls: unknown[][] = [];
    const levels = ['info', 'warn', 'error', 'debug'] as const;
    // The request lines have a logger of their own (requestLogger).
    const spies = [
      ...[logger, requestLogger].flatMap((target) =>
        levels.map((level) =>
          jest.spyOn(target, level).mockImplementation(((...args: unknown[]) => {
            calls.push(args);
          }) as never),
        ),
      ),
      // Request lines are made only at a logged level (api/request-line.ts); the tests log nothing.
      jest.spyOn(requestLogger, 'isLevelEnabled').mockReturnValue(true),
    ];
    const api = await createTestApi();
    try {
      const input = registration({ password: 'senha-secreta-1', password_confirmation: 'senha-secreta-1' });
      const captcha = await captchaToken(api);
      await api.request('/v2/users', jsonRequest('POST', { ...input, recaptcha_token: captcha }));
      const login = await api.json<{ token: string }>(
        '/v2/auth',
        jsonRequest('POST', { email: DEMO_EMAIL, password: DEMO_PASSWORD }),
      );
      await api.request('/v2/password_reset', jsonRequest('POST', { email: input.email }));
      const resetToken = new URL(/https?:\/\/\S+/.exec(api.mail.at(-1)!.text)![0]).searchParams.get('token')!;
      await api.request(
        `/v2/password_reset/${resetToken}`,
        jsonRequest('PUT', {
          password: 'outra-secreta',
          password_confirmation: 'outra-secreta',
          email: input.email,
        }),
      );
      await createCustomer(api);

      const lines: string[] = [];
      const log = capturingLogger(lines);
      for (const args of calls) log.info(...(args as [object, string]));
      const output = lines.join('');
      expect(lines.length).toBeGreaterThan(5);
      for (const secret of [
        'senha-secreta-1',
        'outra-secreta',
        DEMO_PASSWORD,
        login.body.token,
        resetToken,
        captcha,
        'tok_test_approve_demo1111',
      ]) {
        expect(output).not.toContain(secret);
      }
      expect(output).toContain('/v2/password_reset/[redacted]');
    } finally {
      spies.forEach((spy) => spy.mockRestore());
      await api.database.close();
    }
  });
});
