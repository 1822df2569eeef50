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
