/**
 * A second process for the data-folder lock tests (lib/server/db/data-folder-lock.test.ts), started as
 * `node --import tsx test-support/server/data-folder-holder.mts MODE FOLDER`:
 * - `hold`: takes the folder, says `held`, and keeps it until killed;
 * - `crash`: takes the folder, says `held` and kills itself (SIGKILL: no exit handler runs);
 * - `write`: opens the embedded database in the folder and inserts rows one after another, saying the
 *   number of each row once its insert is acknowledged, until killed.
 */
import { sql } from 'drizzle-orm';
import { acquireDataFolderLock } from '../../lib/server/db/data-folder-lock.ts';
import { openDatabase } from '../../lib/server/db/database.ts';

const [mode, folder] = process.argv.slice(2) as [string, string];

if (mode === 'write') {
  const database = await openDatabase({ kind: 'pglite', folder });
  await database.db.execute(sql`create table if not exists crash_probe (n integer primary key)`);
  process.stdout.write('held\n');
  for (let n = 1; ; n++) {
    await database.db.execute(sql`insert into crash_probe (n) values (${n})`);
    process.stdout.write(`${n}\n`);
  }
} else {
  acquireDataFolderLock(folder);
  process.stdout.write('held\n');
  if (mode === 'hold') setInterval(() => {}, 60_000);
  else process.kill(process.pid, 'SIGKILL');
}
