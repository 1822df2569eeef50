/** The tables are each area's `schema.ts`; queries name them, so the connection needs none of them. */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

export type Db = PgDatabase<PgQueryResultHKT>;

/** A transaction of the database, as Drizzle hands it to `db.transaction`'s callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
