/**
 * Where uploaded pictures are kept (docs/business-rules.md, Store back office): a small interface so that a
 * bucket adapter can replace the data folder later. Files are written once under a fresh name and never
 * changed, so they are served with a long cache (app/uploads/[...path]/route.ts).
 */
import 'server-only';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '../config';

/** The public address prefix of stored files: /uploads/{key}. */
const UPLOADS_PATH = '/uploads';

/** A key is folder/name with letters, digits, hyphens and one dot: nothing that climbs out of the store. */
const KEY = /^[a-z0-9-]+\/[a-z0-9-]+\.[a-z0-9]+$/;
export const isStorageKey = (key: string) => KEY.test(key);

export interface MediaStorage {
  /** Stores the file under `key` and answers its public address. */
  put(key: string, bytes: Buffer): Promise<string>;
  /** The file, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

/** The data folder's store: DATA_DIR/uploads/{key}. */
export function folderStorage(root: string): MediaStorage {
  const file = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      await mkdir(path.dirname(file(key)), { recursive: true });
      await writeFile(file(key), bytes);
      return `${UPLOADS_PATH}/${key}`;
    },
    async read(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(file(key), { force: true });
    },
  };
}

/** The store the shop uses: the data folder's. */
export function mediaStorage(): MediaStorage {
  return folderStorage(path.join(dataDir(), 'uploads'));
}

/** The key of a public address this store gave, or null for any other address (the demo's /media files). */
export function storageKeyOf(url: string): string | null {
  const prefix = `${UPLOADS_PATH}/`;
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return isStorageKey(key) ? key : null;
}
