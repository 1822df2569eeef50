/**
 * Catalogue changes reach every app instance on one PostgreSQL (LISTEN/NOTIFY): each change announced here
 * (./catalogue-changes.ts) is sent on a channel with this instance's id, and each change another instance
 * sent is heard on a connection of its own and handed to this process's readers (the search index is
 * patched, the cached pages revalidated). When that connection is lost, it is opened again (with backoff)
 * and everything is refreshed once, for the changes sent meanwhile were missed. With PGlite (one process)
 * nothing is sent: the notices stay in process.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  catalogueChangedElsewhere,
  publishCatalogueChanges,
  type CatalogueChange,
} from './catalogue-changes';
import type { Db } from '../db/database';
import { logger } from '../logger';

const CHANNEL = 'catalogue_changed';
/** A NOTIFY payload is at most 8000 bytes: a longer list of variants is sent as "everything". */
const MAX_VARIANT_IDS = 500;
const MAX_BACKOFF_MS = 30_000;

interface Notice {
  from: string;
  change: CatalogueChange;
}

export interface CatalogueFanout {
  stop(): Promise<void>;
}

export async function startCatalogueFanout(url: string, db: Db): Promise<CatalogueFanout> {
  const instance = randomUUID();
  let client: pg.Client | undefined;
  let stopped = false;
  let backoff = 500;

  const hear = (payload: string | undefined) => {
    let notice: Notice;
    try {
      notice = JSON.parse(payload ?? '') as Notice;
    } catch {
      return;
    }
    if (notice.from === instance) return;
    catalogueChangedElsewhere(db, notice.change).catch((error: unknown) =>
      logger.error({ err: error }, 'catalogue change from another instance not applied'),
    );
  };

  const connect = async (resynchronise: boolean) => {
    const listener = new pg.Client({ connectionString: url });
    listener.on('notification', (message) => hear(message.payload));
    // 'error' is followed by 'end'; reconnecting happens there.
    listener.on('error', (error) => logger.warn({ err: error }, 'catalogue change listener lost'));
    listener.on('end', () => {
      if (client === listener) client = undefined;
      if (!stopped) reconnectLater();
    });
    try {
      await listener.connect();
      await listener.query(`listen ${CHANNEL}`);
    } catch (error) {
      logger.warn({ err: error }, 'catalogue change listener could not connect');
      await listener.end().catch(() => {});
      if (!stopped) reconnectLater();
      return;
    }
    client = listener;
    backoff = 500;
    if (resynchronise) {
      logger.info('catalogue change listener back: refreshing the whole catalogue');
      await catalogueChangedElsewhere(db, { all: true }).catch((error: unknown) =>
        logger.error({ err: error }, 'catalogue refresh after reconnect failed'),
      );
    }
  };

  let reconnecting = false;
  const reconnectLater = () => {
    if (reconnecting) return;
    reconnecting = true;
    const wait = backoff;
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    setTimeout(() => {
      reconnecting = false;
      if (!stopped) void connect(true);
    }, wait).unref();
  };

  await connect(false);

  publishCatalogueChanges(async (publishingDb, change) => {
    const sent: CatalogueChange =
      'variantIds' in change && change.variantIds.length > MAX_VARIANT_IDS ? { all: true } : change;
    const payload = JSON.stringify({ from: instance, change: sent } satisfies Notice);
    try {
      await publishingDb.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
    } catch (error) {
      // The change is made and this instance follows it; the others keep their copy until their next whole
      // refresh (a reconnect of their listener, or a restart): the error says so to the operator.
      logger.error(
        { err: error },
        'catalogue change not sent to the other instances: they show the old catalogue until restarted',
      );
    }
  });

  return {
    async stop() {
      stopped = true;
      publishCatalogueChanges(undefined);
      await client?.end();
    },
  };
}
