/**
 * The CPF vault (./cpf-vault.ts): a seal opens back to the digits and to nothing once altered or under
 * another key; the digest is stable for one key, whatever the punctuation, and the two derived keys differ
 * from each other and from the data key; the data folder's key is made once, readable by its owner only.
 */
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCpfVault, folderKey, KEY_FILE, vaultKeys } from './cpf-vault';

const key = randomBytes(32);
const vault = createCpfVault(key);
const CPF = '52998224725';

describe('sealing', () => {
  it('opens a sealed CPF back to its digits, punctuated or not, each seal with its own IV', () => {
    const first = vault.seal(CPF);
    const second = vault.seal('529.982.247-25');
    expect(first).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
    expect(first).not.toContain(CPF);
    expect(second).not.toBe(first);
    expect(vault.open(first)).toBe(CPF);
    expect(vault.open(second)).toBe(CPF);
    // Another vault on the same key (another instance, the next start) opens it too.
    expect(createCpfVault(Buffer.from(key)).open(first)).toBe(CPF);
  });

  it('refuses an altered seal, another key, an unknown version, and anything that is no CPF', () => {
    const sealed = vault.seal(CPF);
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    for (const at of [0, 12, bytes.length - 1]) {
      const altered = Buffer.from(bytes);
      altered[at]! ^= 1;
      expect(() => vault.open(`v1:${altered.toString('base64')}`)).toThrow(/could not be opened/);
    }
    expect(() => vault.open(`v1:${bytes.subarray(0, 20).toString('base64')}`)).toThrow();
    expect(() => createCpfVault(randomBytes(32)).open(sealed)).toThrow(/could not be opened/);
    expect(() => vault.open(`v2:${bytes.toString('base64')}`)).toThrow(/version/);
    expect(() => vault.open(CPF)).toThrow(/version/);
    expect(() => vault.seal('123')).toThrow(/11 digits/);
    expect(() => vault.digest('5299822472a')).toThrow(/11 digits/);
    expect(() => createCpfVault(randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe('the digest', () => {
  it('is stable for one key whatever the punctuation, and another for another key', () => {
    const digest = vault.digest(CPF);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(vault.digest('529.982.247-25')).toBe(digest);
    expect(createCpfVault(Buffer.from(key)).digest(CPF)).toBe(digest);
    expect(vault.digest('11144477735')).not.toBe(digest);
    expect(createCpfVault(randomBytes(32)).digest(CPF)).not.toBe(digest);
  });

  it('uses a key of its own, derived: neither the data key nor the seal key', () => {
    const { digestKey, sealKey } = vaultKeys(key);
    expect(digestKey).toHaveLength(32);
    expect(sealKey).toHaveLength(32);
    expect(digestKey.equals(sealKey)).toBe(false);
    expect(digestKey.equals(key)).toBe(false);
    expect(sealKey.equals(key)).toBe(false);
    const hmac = (secret: Buffer) => createHmac('sha256', secret).update(CPF).digest('hex');
    expect(vault.digest(CPF)).toBe(hmac(digestKey));
    expect(vault.digest(CPF)).not.toBe(hmac(key));
    expect(vault.digest(CPF)).not.toBe(hmac(sealKey));
  });
});

describe("the data folder's key", () => {
  let folder: string;
  beforeEach(() => {
    folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cpf-vault-')), 'data');
  });
  afterEach(() => fs.rmSync(path.dirname(folder), { recursive: true, force: true }));

  it('is made at the first call, readable by its owner only, and the same at every later one', () => {
    const made = folderKey(folder);
    expect(made).toHaveLength(32);
    const file = path.join(folder, KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(made.toString('hex'));
    expect(folderKey(folder).equals(made)).toBe(true);
    // Nothing left aside.
    expect(fs.readdirSync(folder)).toEqual([KEY_FILE]);
  });

  it('reads a key put there in base64, and refuses a file that holds no key', () => {
    fs.mkdirSync(folder, { recursive: true });
    const given = randomBytes(32);
    fs.writeFileSync(path.join(folder, KEY_FILE), given.toString('base64'));
    expect(folderKey(folder).equals(given)).toBe(true);
    fs.writeFileSync(path.join(folder, KEY_FILE), 'not a key');
    expect(() => folderKey(folder)).toThrow(/no 32-byte key/);
  });
});
