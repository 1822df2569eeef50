import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Db } from '../db/database';

/** What every request handler can reach: the database is opened lazily, once per process. */
export interface ApiDeps {
  getDb: () => Promise<Db>;
}

export interface ApiEnv {
  Variables: { deps: ApiDeps };
}

export type ApiApp = OpenAPIHono<ApiEnv>;
