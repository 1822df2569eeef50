/**
 * The migrations' own rule (docs/operations.md, Deploying): an index built on a table that already exists
 * is built CONCURRENTLY, so that a deploy never locks the table's writes while it builds (the running
 * instances keep serving); lib/server/db/migrate.ts runs such statements outside a transaction. An index
 * of a table the same migration creates is built with it (the table is empty).
 */
import fs from 'node:fs';
import path from 'node:path';

const FOLDER = path.join(process.cwd(), 'lib/server/db/migrations');

interface Journal {
  entries: { tag: string }[];
}

const journal = JSON.parse(fs.readFileSync(path.join(FOLDER, 'meta/_journal.json'), 'utf8')) as Journal;
const migrations = journal.entries.map(({ tag }) => ({
  tag,
  statements: fs
    .readFileSync(path.join(FOLDER, `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean),
}));

const CREATE_TABLE = /^CREATE TABLE (?:IF NOT EXISTS )?"([^"]+)"/i;
const CREATE_INDEX =
  /^CREATE (?:UNIQUE )?INDEX (CONCURRENTLY )?(?:IF NOT EXISTS )?"([^"]+)" ON (?:ONLY )?"([^"]+)"/i;

describe('the migrations', () => {
  it('are read: every file of the journal, with its statements', () => {
    expect(migrations.length).toBeGreaterThanOrEqual(13);
    expect(migrations.flatMap((m) => m.statements).some((s) => CREATE_INDEX.test(s))).toBe(true);
  });

  it.each(migrations.map((migration) => [migration.tag, migration] as const))(
    '%s builds every index of a table it did not create CONCURRENTLY',
    (_tag, { statements }) => {
      const created = new Set(statements.flatMap((s) => CREATE_TABLE.exec(s)?.[1] ?? []));
      const locking = statements.flatMap((statement) => {
        const index = CREATE_INDEX.exec(statement);
        if (/^CREATE (UNIQUE )?INDEX/i.test(statement) && !index) return [`unreadable: ${statement}`];
        if (!index) return [];
        const [, concurrently, name, table] = index;
        return concurrently || created.has(table!) ? [] : [`${name} on ${table}`];
      });
      expect(locking).toEqual([]);
    },
  );
});
