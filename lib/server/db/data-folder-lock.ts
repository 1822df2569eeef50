/**
 * One process per embedded data folder. PGlite gives no error when two instances open the same folder:
 * they silently overwrite each other's pages. So the process that opens a folder holds an exclusive lock
 * on `owner.lock` there (an open-file-description lock, `fcntl(F_OFD_SETLK)` on Linux, `flock` on macOS,
 * through fs-native-extensions) for as long as it has the folder open, and writes its pid and command in
 * the file so that a refused process can name it.
 *
 * The kernel releases the lock when its process ends, however it ends (kill -9, a crash, a container
 * stop), so nobody ever deletes a file after a crash. Whether the owner lives is never guessed from the
 * pid in the file: a zombie owner (dead, not yet reaped) has already released it, and a new process that
 * got the crashed one's pid after a restart takes the folder as any other would.
 */
import fs from 'node:fs';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

export const LOCK_FILE_NAME = 'owner.lock';

interface LockOwner {
  pid: number;
  command: string;
  since: string;
}

export class DataFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly owner: LockOwner | undefined,
  ) {
    const who = owner ? `process ${owner.pid} (${owner.command}, since ${owner.since})` : 'another process';
    super(
      `The data folder ${folder} is in use by ${who}. ` +
        'Only one process may open an embedded database: stop that process first (for example the running ' +
        'server before `npm run db:seed`), or point DATA_DIR at another folder.',
    );
    this.name = 'DataFolderLockedError';
  }
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    return JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockOwner;
  } catch {
    // Being written, or unreadable: the owner is then unnamed.
    return undefined;
  }
}

function alreadyOpenHere(folder: string): Error {
  return new Error(`The data folder ${folder} is already open in this process; reuse that instance.`);
}

/** Folders this process holds (a second lock attempt from this process is a programming error). */
const heldHere = new Set<string>();

/**
 * Takes the folder for this process and returns the function that gives it back. The lock file stays
 * (removing it would let two processes lock two different files of one name); the lock goes with the
 * process.
 */
export function acquireDataFolderLock(folder: string): () => void {
  fs.mkdirSync(folder, { recursive: true });
  const lockPath = path.join(fs.realpathSync(folder), LOCK_FILE_NAME);
  if (heldHere.has(lockPath)) throw alreadyOpenHere(folder);
  // 'a+' creates the file without emptying it: its content names the owner until the lock is ours.
  const fd = fs.openSync(lockPath, 'a+');
  let locked: boolean;
  try {
    locked = tryLock(fd);
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
  if (!locked) {
    fs.closeSync(fd);
    const owner = readOwner(lockPath);
    // Held, and naming this process: another copy of this module here holds it (the pid of a live
    // holder is its own).
    if (owner?.pid === process.pid) throw alreadyOpenHere(folder);
    throw new DataFolderLockedError(folder, owner);
  }
  const me: LockOwner = {
    pid: process.pid,
    command: process.argv.slice(1).join(' ') || process.argv0,
    since: new Date().toISOString(),
  };
  fs.ftruncateSync(fd, 0);
  fs.writeSync(fd, JSON.stringify(me), 0);
  heldHere.add(lockPath);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    heldHere.delete(lockPath);
    unlock(fd);
    fs.closeSync(fd);
  };
}

/**
 * By name rather than instanceof: node scripts may load this module twice (once as ESM, once as CJS
 * through tsx), and each copy has its own class.
 */
export function isDataFolderLockedError(error: unknown): error is DataFolderLockedError {
  return error instanceof Error && error.name === 'DataFolderLockedError';
}
