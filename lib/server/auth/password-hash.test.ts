import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('verifies the right password and rejects others', async () => {
    const stored = await hashPassword('churrasco2026');
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
