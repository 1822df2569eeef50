import type { Database } from '../db/database';
import { createTestDatabase } from '@/test-support/server/test-database';
import { createCaptchaChallenge, isCaptchaSolved, redeemCaptcha } from './altcha';
import { solveCaptcha } from '@/test-support/server/solve-captcha';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.close());

describe('ALTCHA captcha', () => {
  it('accepts a solved challenge once', async () => {
    const token = await solveCaptcha(await createCaptchaChallenge(2_000));
    expect(await isCaptchaSolved(token)).toBe(true);
    expect(await redeemCaptcha(database.db, token)).toBe(true);
    expect(await redeemCaptcha(database.db, token)).toBe(false); // replayed
  });

  it('refuses a wrong solution, a tampered challenge and garbage', async () => {
    const challenge = await createCaptchaChallenge(2_000);
    const token = await solveCaptcha(challenge);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    const wrong = { ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } };
    const tampered = {
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 2 } },
    };
    for (const bad of [wrong, tampered]) {
      expect(await redeemCaptcha(database.db, Buffer.from(JSON.stringify(bad)).toString('base64'))).toBe(
        false,
      );
    }
    expect(await redeemCaptcha(database.db, 'not-a-payload')).toBe(false);
    expect(await redeemCaptcha(database.db, undefined)).toBe(false);
  });

  it('refuses, without throwing, a payload whose fields have the wrong types', async () => {
    const challenge = await createCaptchaChallenge(2_000);
    const payload = JSON.parse(Buffer.from(await solveCaptcha(challenge), 'base64').toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const forged = [
      // As long as a hex signature: altcha-lib would compare it character by character and throw.
      { ...payload, challenge: { ...payload.challenge, signature: Array(64).fill('a') } },
      { ...payload, challenge: { ...payload.challenge, signature: 64 } },
      { ...payload, solution: { ...payload.solution, derivedKey: Array(64).fill('a') } },
      { ...payload, challenge: { parameters: { nonce: 'n' }, signature: 'a'.repeat(64) } },
      [payload],
      null,
    ];
    for (const bad of forged) {
      await expect(isCaptchaSolved(encode(bad))).resolves.toBe(false);
      await expect(redeemCaptcha(database.db, encode(bad))).resolves.toBe(false);
    }
  });

  it('refuses an expired challenge', async () => {
    const challenge = await createCaptchaChallenge(2_000);
    const token = await solveCaptcha(challenge);
    jest.useFakeTimers({ now: Date.now() + 11 * 60 * 1000, doNotFake: ['nextTick', 'setImmediate'] });
    try {
      expect(await isCaptchaSolved(token)).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
