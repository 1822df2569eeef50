/**
 * Password hashing with scrypt, a memory-hard KDF, at OWASP's recommended cost (N = 2^15, r = 8, p = 3:
 * 32 MiB per hash). Stored as `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised later and
 * old hashes still verify.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

export const PRODUCTION_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };
/**
 * Under Jest only (NODE_ENV=test), a cheap cost keeps the API tests fast, as Rails and Django do with
 * their test hashers; hashes record their cost, so verification is the same code either way.
 */
const TEST_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

function defaultCost(): ScryptCost {
  return process.env.NODE_ENV === 'test' ? TEST_COST : PRODUCTION_COST;
}
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128 * N * r bytes (32 MiB here).
    scryptCallback(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 256 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string, cost: ScryptCost = defaultCost()): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password: verifying against it costs the same time as a real check. */
let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a password check when the e-mail is unknown, so that the answer time does not tell
 * whether an account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}
