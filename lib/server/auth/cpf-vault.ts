/**
 * The customers' CPFs are never stored in clear (docs/security.md). A CPF is kept twice in `users`:
 *
 * - `cpf_digest`: HMAC-SHA256 of its 11 digits, hex. Unique: "CPF já cadastrado" and the staff's exact
 *   search compare digests, never CPFs.
 * - `cpf_sealed`: the digits under AES-256-GCM (a random 12-byte IV, the 16-byte tag), as
 *   `v1:<base64 of IV ‖ ciphertext ‖ tag>`. Opened only where the clear CPF is needed: the customer's own
 *   account, their data export, the payer's identification at the payment gateway.
 *
 * Both keys come from DATA_ENCRYPTION_KEY by HKDF-SHA256 under distinct labels. Without it the key is made
 * once in the data folder (DATA_DIR/data-encryption.key, mode 0600) and read from there at every start;
 * in production on PostgreSQL the configuration refuses to start without it (lib/server/config.ts).
 * The `v1` prefix names the key a value was sealed with, so that a later key can be added beside it.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cpfDigits } from '@/lib/rules/digits';
import { config, dataDir, decodeEncryptionKey } from '../config';

export interface CpfVault {
  /** The CPF's digest (hex): equal CPFs, equal digests, whatever their punctuation. */
  digest(cpf: string): string;
  /** The CPF sealed (a fresh IV each time: two seals of one CPF differ). */
  seal(cpf: string): string;
  /** The CPF's 11 digits; throws when the value was altered or sealed with another key. */
  open(sealed: string): string;
}

/** The file the data folder keeps its key in, when DATA_ENCRYPTION_KEY is unset. */
export const KEY_FILE = 'data-encryption.key';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SALT = Buffer.from('casa-da-carne data key');

/** The digest's and the seal's keys: HKDF-SHA256 of the data key under a label each. */
export function vaultKeys(master: Buffer): { digestKey: Buffer; sealKey: Buffer } {
  if (master.length !== 32) throw new Error('the data encryption key has 32 bytes');
  const derive = (label: string) => Buffer.from(hkdfSync('sha256', master, SALT, label, 32));
  return { digestKey: derive('cpf digest v1'), sealKey: derive('cpf seal v1') };
}

/** The 11 digits of a CPF, written with or without its dots and dash; throws for anything else. */
function digitsOf(cpf: string): string {
  const digits = cpfDigits(cpf);
  if (!digits) throw new Error('a CPF has 11 digits');
  return digits;
}

export function createCpfVault(master: Buffer): CpfVault {
  const { digestKey, sealKey } = vaultKeys(master);
  const aad = Buffer.from(`cpf ${VERSION}`);
  return {
    digest: (cpf) => createHmac('sha256', digestKey).update(digitsOf(cpf)).digest('hex'),
    seal(cpf) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv).setAAD(aad);
      const sealed = Buffer.concat([
        iv,
        cipher.update(digitsOf(cpf), 'utf8'),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
      return `${VERSION}:${sealed.toString('base64')}`;
    },
    open(sealed) {
      const separator = sealed.indexOf(':');
      const version = sealed.slice(0, separator);
      if (separator < 0 || version !== VERSION) throw new Error(`unknown CPF seal version '${version}'`);
      const bytes = Buffer.from(sealed.slice(separator + 1), 'base64');
      if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('a sealed CPF too short');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, bytes.subarray(0, IV_BYTES))
        .setAAD(aad)
        .setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      try {
        return Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new Error(
          'a sealed CPF could not be opened: altered, or sealed with another DATA_ENCRYPTION_KEY',
        );
      }
    },
  };
}

/**
 * The data folder's key: read from `folder`/data-encryption.key, or made there (mode 0600) when there is
 * none. Written aside and linked into place, so that two processes starting together keep one key.
 */
export function folderKey(folder: string): Buffer {
  const file = path.join(folder, KEY_FILE);
  const read = () => {
    const key = decodeEncryptionKey(fs.readFileSync(file, 'utf8'));
    if (!key) throw new Error(`${file} holds no 32-byte key (64 hex characters)`);
    return key;
  };
  if (fs.existsSync(file)) return read();
  fs.mkdirSync(folder, { recursive: true });
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(partial, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.unlinkSync(partial);
  }
  return read();
}

let processVault: CpfVault | undefined;

/** The process's vault: DATA_ENCRYPTION_KEY's, or the data folder's key. */
export function cpfVault(): CpfVault {
  if (!processVault) {
    const configured = config().DATA_ENCRYPTION_KEY;
    processVault = createCpfVault(configured ? decodeEncryptionKey(configured)! : folderKey(dataDir()));
  }
  return processVault;
}

/** The columns a CPF is stored in (both null without one). */
export function cpfColumns(cpf: string | null | undefined): {
  cpfDigest: string | null;
  cpfSealed: string | null;
} {
  if (!cpf) return { cpfDigest: null, cpfSealed: null };
  const vault = cpfVault();
  return { cpfDigest: vault.digest(cpf), cpfSealed: vault.seal(cpf) };
}

/** The CPF of a `cpf_sealed` value, or null without one. */
export function openCpf(sealed: string | null): string | null {
  return sealed === null ? null : cpfVault().open(sealed);
}
