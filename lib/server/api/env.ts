import type { OpenAPIHono } from '@hono/zod-openapi';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { PaymentGateway } from '../payments/gateway';
import type { CompletionPoint } from '../services/completion';

/** What every request handler can reach: the database is opened lazily, once per process. */
export interface ApiDeps {
  getDb: () => Promise<Db>;
  /** Outgoing e-mail; the configured one (SMTP or the .eml outbox) when not given. */
  mailer?: Mailer;
  /** The payment gateway; the built-in test gateway when not given. */
  gateway?: PaymentGateway;
  /** The time (tests fix it: slot windows and the 23:59 rule depend on it). */
  clock?: () => Date;
  /** Tests only: a crash injected at a point of completion. */
  completionFault?: (point: CompletionPoint) => void;
}

export interface ApiEnv {
  Variables: {
    deps: ApiDeps;
    /** The caller's session user, or null for guests (resolved on first call; see auth/authenticate.ts). */
    currentUser: () => Promise<SessionUser | null>;
  };
}

export type ApiApp = OpenAPIHono<ApiEnv>;
