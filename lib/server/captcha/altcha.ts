/**
 * The registration's human check: a self-hosted ALTCHA proof of work. The server hands out a signed
 * challenge; the browser (the altcha widget, in Web Workers) searches for the counter that produces the
 * signed key; the server verifies the signature and remembers the challenge until it expires, so a solved
 * challenge works once. SHA-256 with a tuned counter range solves in well under a second (PBKDF2 took 7 s).
 */
import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import { config } from '../config';
import type { Db } from '../db/database';
import { logger } from '../logger';
import { usedCaptchas } from './schema';

/** A challenge must be solved and sent within this time. */
const CAPTCHA_TTL_SECONDS = 10 * 60;
export const CAPTCHA_FAILED = 'Não conseguimos confirmar que você não é um robô. Tente novamente.';

const globalForCaptcha = globalThis as typeof globalThis & { __casaDaCarneCaptchaKey?: string };

function signatureSecret(): string {
  // One random key per process when none is configured (see ALTCHA_HMAC_KEY in the README).
  return (
    config().ALTCHA_HMAC_KEY ?? (globalForCaptcha.__casaDaCarneCaptchaKey ??= randomBytes(32).toString('hex'))
  );
}

function keySignatureSecret(): string {
  return `${signatureSecret()}:derived-key`;
}

export async function createCaptchaChallenge(maxNumber = config().ALTCHA_MAX_NUMBER): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    // The solver counts up from 0, so the work is this counter; the lower bound keeps it from being trivial.
    counter: randomInt(maxNumber, Math.floor(maxNumber / 10)),
    deriveKey,
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000),
    hmacSignatureSecret: signatureSecret(),
    hmacKeySignatureSecret: keySignatureSecret(),
  });
}

/**
 * The token's shape, checked before altcha-lib sees it: the library trusts its types (it compares the
 * signature character by character), so a forged field of another type would throw instead of failing.
 * Unknown fields are kept: they are part of the signed parameters.
 */
const payloadSchema = z.object({
  challenge: z.looseObject({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      memoryCost: z.number().optional(),
      parallelism: z.number().optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string(),
  }),
  solution: z.looseObject({
    counter: z.number(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
});

type CaptchaPayload = z.infer<typeof payloadSchema>;

function decodePayload(token: string): CaptchaPayload | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch (error) {
    logger.debug({ err: error }, 'captcha token is not base64 JSON');
    return null;
  }
  const result = payloadSchema.safeParse(parsed);
  if (!result.success) {
    logger.debug(
      { issues: result.error.issues.map((issue) => issue.path.join('.')) },
      'captcha token malformed',
    );
    return null;
  }
  return result.data;
}

/** Checks a solved challenge without spending it (used when other fields already failed). */
export async function isCaptchaSolved(token: string | null | undefined): Promise<boolean> {
  const payload = token ? decodePayload(token) : null;
  if (!payload) return false;
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: signatureSecret(),
    hmacKeySignatureSecret: keySignatureSecret(),
  });
  return result.verified;
}

/** Verifies a solved challenge and spends it: the same solution is refused from then on. */
export async function redeemCaptcha(db: Db, token: string | null | undefined): Promise<boolean> {
  if (!(await isCaptchaSolved(token))) return false;
  const { parameters } = decodePayload(token!)!.challenge;
  const expiresAt = new Date((parameters.expiresAt ?? Date.now() / 1000 + CAPTCHA_TTL_SECONDS) * 1000);
  await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, new Date()));
  const inserted = await db
    .insert(usedCaptchas)
    .values({ challengeId: parameters.nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ id: usedCaptchas.challengeId });
  return inserted.length === 1;
}
