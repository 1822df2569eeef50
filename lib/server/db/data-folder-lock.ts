/**
 * One process per embedded data folder. PGlite gives no error when two instances open the same folder:
 * they silently overwrite each other's pages. So the process that opens a folder writes a lock file with
 * its pid, and any other live process that tries to open the folder is refused with a clear message.
 * A lock left by a process that no longer runs is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = 'owner.lock';

interface LockOwner {
  pid: number;
  command: string;
  since: string;
}

export class DataFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The data folder ${folder} is in use by process ${owner.pid} (${owner.command}, since ${owner.since}). ` +
        'Only one process may open an embedded database: stop that process first (for example the running ' +
        'server before `npm run db:seed`), or point DATA_DIR at another folder.',
    );
    this.name = 'DataFolderLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    return JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockOwner;
  } catch {
    // A half-written or unreadable lock has no owner we can honour.
    return undefined;
  }
}

/**
 * Takes the folder for this process and returns the function that gives it back.
 * The lock is also released when the process exits normally.
 */
export function acquireDataFolderLock(folder: string): () => void {
  fs.mkdirSync(folder, { recursive: true });
  const lockPath = path.join(folder, LOCK_FILE_NAME);
  const me: LockOwner = {
    pid: process.pid,
    command: process.argv.slice(1).join(' ') || process.argv0,
    since: new Date().toISOString(),
  };

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' });
      const release = () => {
        process.off('exit', release);
        if (readOwner(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner && owner.pid !== process.pid && isAlive(owner.pid)) {
        throw new DataFolderLockedError(folder, owner);
      }
      if (owner?.pid === process.pid) {
        throw new Error(`The data folder ${folder} is already open in this process; reuse that instance.`);
      }
      fs.rmSync(lockPath, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock the data folder ${folder}.`);
}

/**
 * By name rather than instanceof: node scripts may load this module twice (once as ESM, once as CJS
 * through tsx), and each copy has its own class.
 */
export function isDataFolderLockedError(error: unknown): error is DataFolderLockedError {
  return error instanceof Error && error.name === 'DataFolderLockedError';
}
