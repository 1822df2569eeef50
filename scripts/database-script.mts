import { isDataFolderLockedError } from '../lib/server/db/data-folder-lock.ts';

/** Scripts that open the database end with one clear line, not a stack trace, when it is taken. */
export function exitWithDatabaseError(error: unknown): never {
  if (isDataFolderLockedError(error)) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
