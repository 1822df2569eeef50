/**
 * Where uploaded pictures are kept (docs/business-rules.md, Store back office; docs/architecture.md, Media
 * storage): the MediaStorage interface, and its one implementation, the data folder's (DATA_DIR/uploads,
 * served by app/uploads/[...key]/route.ts). A bucket adapter implements the same five calls and is chosen
 * in mediaStorage(); nothing else in the shop knows where the files are. Files are written once under a
 * fresh name and never changed, so they are served with a long cache.
 */
import 'server-only';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '../config';

/** The public address prefix of the data folder's files: /uploads/{key}. */
const UPLOADS_PATH = '/uploads';

/** A key is folder/name with letters, digits, hyphens and one dot: nothing that climbs out of the store. */
const KEY = /^[a-z0-9-]+\/[a-z0-9-]+\.[a-z0-9]+$/;
export const isStorageKey = (key: string) => KEY.test(key);

/**
 * A store of public files by key ('products/picanha-1a2b3c-large.webp', see isStorageKey). Keys are
 * checked by every implementation; a file is never rewritten under the same key.
 */
export interface MediaStorage {
  /** Stores `bytes` under `key` with its content type; answers the file's public address, url(key). */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** The public address the shop's pages use for the file (a path of this site, or a bucket's URL). */
  url(key: string): string;
  /** The key of an address url() gave, or null for any other address (the demo's /media files). */
  keyOf(url: string): string | null;
}

function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
  return key;
}

/** The data folder's store: the file of key k is {root}/k, served at /uploads/k. */
export function folderStorage(root: string): MediaStorage {
  const file = (key: string) => path.join(root, checkedKey(key));
  const url = (key: string) => `${UPLOADS_PATH}/${checkedKey(key)}`;
  return {
    async put(key, bytes) {
      await mkdir(path.dirname(file(key)), { recursive: true });
      await writeFile(file(key), bytes);
      return url(key);
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
    url,
    keyOf(address) {
      const prefix = `${UPLOADS_PATH}/`;
      if (!address.startsWith(prefix)) return null;
      const key = address.slice(prefix.length);
      return isStorageKey(key) ? key : null;
    },
  };
}

/** The store the shop uses: the data folder's. */
export function mediaStorage(): MediaStorage {
  return folderStorage(path.join(dataDir(), 'uploads'));
}
