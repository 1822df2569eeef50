import type { OpenAPIHono } from '@hono/zod-openapi';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import type { Geocoder } from '../geocoding/geocoder';
import type { ZipcodeLookup } from '../geocoding/zipcode-lookup';
import type { JobQueue } from '../jobs/job-queue';
import type { Mailer } from '../mail/mailer';
import type { MediaStorage } from '../media/image-storage';
import type { PaymentGateway } from '../payments/gateway';

/** What every request handler can reach: the database is opened lazily, once per process. */
export interface ApiDeps {
  getDb: () => Promise<Db>;
  /** Outgoing e-mail; the configured one (SMTP or the .eml outbox) when not given. */
  mailer?: Mailer;
  /** The payment gateway; the built-in test gateway when not given. */
  gateway?: PaymentGateway;
  /** Checks Mercado Pago's notices; MERCADOPAGO_WEBHOOK_SECRET's when not given (tests set their own). */
  mercadoPagoWebhookSecret?: string;
  /** Places addresses for their map; GOOGLE_MAPS_KEY's provider or the offline table when not given. */
  geocoder?: Geocoder;
  /** The address form's CEP autofill; ZIPCODE_SERVICE_URL's service and the bundled table when not given. */
  zipcodeLookup?: ZipcodeLookup;
  /** The time (tests fix it: slot windows and the 23:59 rule depend on it). */
  clock?: () => Date;
  /** The background jobs' queue; the server's when not given (lib/server/app.ts). */
  jobs?: JobQueue;
  /** Where uploaded pictures are kept; the data folder's store when not given (../media/image-storage.ts). */
  mediaStorage?: MediaStorage;
  /** Tests only: a crash injected at a named point of a completion (lib/server/checkout/completion.ts). */
  completionFault?: (point: string) => void;
}

/** The request's time: the injected clock's, or the real one. */
export function nowOf(deps: ApiDeps): Date {
  return deps.clock?.() ?? new Date();
}

export interface ApiEnv {
  /** What the production server's listener passes with a request (lib/server/api-listener.ts). */
  Bindings: {
    /** Set by the app when the answer is a public catalogue answer, the same for every caller of its address. */
    publicAnswer?: boolean;
  };
  Variables: {
    deps: ApiDeps;
    /** hono/request-id's id of this request (also the X-Request-Id answer header). */
    requestId: string;
    /** The caller's session user, or null for guests (resolved on first call; see api/authenticate.ts). */
    currentUser: () => Promise<SessionUser | null>;
  };
}

export type ApiApp = OpenAPIHono<ApiEnv>;
