import type { OpenAPIHono } from '@hono/zod-openapi';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import type { Mailer } from '../mail/mailer';

/** What every request handler can reach: the database is opened lazily, once per process. */
export interface ApiDeps {
  getDb: () => Promise<Db>;
  /** Outgoing e-mail; the configured one (SMTP or the .eml outbox) when not given. */
  mailer?: Mailer;
}

export interface ApiEnv {
  Variables: {
    deps: ApiDeps;
    /** The caller's session user, or null for guests (resolved on first call; see auth/authenticate.ts). */
    currentUser: () => Promise<SessionUser | null>;
  };
}

export type ApiApp = OpenAPIHono<ApiEnv>;
