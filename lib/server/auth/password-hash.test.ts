import { hashPassword, PRODUCTION_COST, verifyAgainstDummy, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('hashes at OWASP cost (scrypt N=2^15, r=8, p=3) and verifies only the right password', async () => {
    const stored = await hashPassword('churrasco2026', PRODUCTION_COST);
    expect(stored).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain('churrasco2026');
    expect(await verifyPassword('churrasco2026', stored)).toBe(true);
    expect(await verifyPassword('churrasco2027', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('picanha')).not.toBe(await hashPassword('picanha'));
  });

  it('refuses malformed stored hashes and answers false for unknown accounts', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyAgainstDummy('churrasco2026')).toBe(false);
  });
});
