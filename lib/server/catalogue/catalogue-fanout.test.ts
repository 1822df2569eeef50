/** Catalogue changes between app instances on one PostgreSQL (LISTEN/NOTIFY); PostgreSQL suite only. */
import pg from 'pg';
import { catalogueChanged, onCatalogueChange, type CatalogueChange } from './catalogue-changes';
import type { Database } from '../db/database';
import { createTestDatabase, testDatabaseUrl } from '@/test-support/server/test-database';
import { startCatalogueFanout, type CatalogueFanout } from './catalogue-fanout';

const postgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const waitFor = async (check: () => boolean, ms = 10_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

postgres('catalogue changes reach the other instances', () => {
  let database: Database;
  let url: string;
  let fanout: CatalogueFanout;
  /** Another instance, as PostgreSQL sees it: a connection that listens and sends on the channel. */
  let other: pg.Client;
  const heardHere: [CatalogueChange, string][] = [];
  const heardByOther: unknown[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    url = await testDatabaseUrl(database);
    onCatalogueChange((_db, change, source) => void heardHere.push([change, source]));
    fanout = await startCatalogueFanout(url, database.db);
    other = new pg.Client({ connectionString: url });
    await other.connect();
    other.on('notification', (message) => heardByOther.push(JSON.parse(message.payload!)));
    await other.query('listen catalogue_changed');
  });
  afterAll(async () => {
    await fanout.stop();
    await other.end();
    await database.close();
  });
  beforeEach(() => {
    heardHere.length = 0;
    heardByOther.length = 0;
  });

  it("sends this instance's changes to the others", async () => {
    await catalogueChanged(database.db, { variantIds: [12, 13] });
    await waitFor(() => heardByOther.length === 1);
    expect(heardByOther[0]).toEqual({ from: expect.any(String), change: { variantIds: [12, 13] } });
    // Heard here once, as this instance's own change: its own notice coming back is ignored.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heardHere).toEqual([[{ variantIds: [12, 13] }, 'here']]);
  });

  it("hands another instance's change to this one's readers", async () => {
    const notice = JSON.stringify({ from: 'another-instance', change: { variantIds: [7] } });
    await other.query('select pg_notify($1, $2)', ['catalogue_changed', notice]);
    await waitFor(() => heardHere.length === 1);
    expect(heardHere).toEqual([[{ variantIds: [7] }, 'elsewhere']]);
  });

  it('after a lost connection, listens again and refreshes everything it may have missed', async () => {
    await other.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = 'listen catalogue_changed' and pid <> pg_backend_pid()`,
    );
    await waitFor(() => heardHere.length === 1);
    expect(heardHere).toEqual([[{ all: true }, 'elsewhere']]);
    const notice = JSON.stringify({ from: 'another-instance', change: { variantIds: [9] } });
    await other.query('select pg_notify($1, $2)', ['catalogue_changed', notice]);
    await waitFor(() => heardHere.length === 2);
    expect(heardHere[1]).toEqual([{ variantIds: [9] }, 'elsewhere']);
  });
});
