/**
 * What every operation of the OpenAPI document says without each route repeating it, so that clients
 * generated from the document are right (docs/business-rules.md, Sales API conventions): the security
 * schemes, the server, an operationId, and the 4xx answer every operation can give. Routes still declare
 * their own security (in their createRoute); this step only completes the document from what they
 * declared.
 */
import { SESSION_COOKIE } from '../auth/session-cookie';

type SecurityRequirement = Record<string, string[]>;
interface Operation {
  operationId?: string;
  requestBody?: unknown;
  parameters?: ({ name?: string; in?: string } | { $ref: string })[];
  security?: SecurityRequirement[];
  responses?: Record<string, unknown>;
}
/** The parts of the generated OpenAPI 3.1 document this step reads and completes. */
interface Document {
  servers?: { url: string; description?: string }[];
  paths?: Record<string, Partial<Record<(typeof METHODS)[number], Operation>> | undefined>;
  components?: { securitySchemes?: Record<string, unknown>; [part: string]: unknown };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/**
 * An operation anyone may call, that answers a signed-in customer differently (their prices, their views,
 * their events): no requirement, or the session. Public operations declare nothing (`security: []` here).
 */
export const OPTIONAL_SESSION: SecurityRequirement[] = [{}, { bearer: [] }];

/** The session cookie is accepted wherever the bearer token is (lib/server/api/authenticate.ts). */
const SECURITY_SCHEMES = {
  bearer: { type: 'http', scheme: 'bearer', description: 'A session token from POST /v2/auth' },
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The storefront’s httpOnly session cookie; calls that change something must also send `X-App: sales-frontend`',
  },
  orderToken: {
    type: 'apiKey',
    in: 'query',
    name: 'order_token',
    description: 'A guest’s proof of owning one order: the token given when the order was created',
  },
} as const;

/**
 * `get /api/sales/api/v1/orders/{number}/line_items.json` → `postApiV1OrdersNumberLineItemsJson`: derived
 * from the method and the path alone, so it is unique (one operation per method and path) and stable.
 */
function operationIdOf(method: string, path: string, basePath: string): string {
  const words = path
    .slice(path.startsWith(basePath) ? basePath.length : 0)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

function hasOrderTokenParameter(operation: Operation): boolean {
  return (operation.parameters ?? []).some(
    (parameter) => !('$ref' in parameter) && parameter.name === 'order_token' && parameter.in === 'query',
  );
}

/**
 * A route's declared requirements, completed: the cookie wherever the bearer token is accepted, and the
 * order token wherever the operation reads ?order_token=. A route that declares none is public.
 */
function securityOf(operation: Operation): SecurityRequirement[] {
  const declared = operation.security ?? [];
  const completed: SecurityRequirement[] = [];
  const add = (requirement: SecurityRequirement) => {
    const key = JSON.stringify(requirement);
    if (!completed.some((existing) => JSON.stringify(existing) === key)) completed.push(requirement);
  };
  for (const requirement of declared) {
    add(requirement);
    if ('bearer' in requirement && Object.keys(requirement).length === 1) add({ session: [] });
  }
  if (hasOrderTokenParameter(operation)) add({ orderToken: [] });
  return completed;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/**
 * The errors answered before any route's own code (lib/server/app.ts), by the operation's kind: a NUL
 * character anywhere (422, nul-characters.ts); a body over the limit (413, body-limit.ts), not JSON (400)
 * or of another media type (415, the route's validator); a change sent with the session cookie but
 * without X-App (403, authenticate.ts); a guest where a session or order token is needed (401); the
 * database out of reach (503, app.ts).
 */
function middlewareAnswers(method: string, operation: Operation): Record<string, string> {
  const answers: Record<string, string> = {
    422: 'Invalid input',
    503: 'The database is unavailable for a moment',
  };
  if (operation.requestBody) {
    answers[400] = 'The body is not JSON';
    answers[413] = 'The body is too large';
    answers[415] = 'The body is not sent as application/json';
  }
  // A guest (no session, no order token) calling an operation that needs one (authenticate.ts).
  if (
    operation.security?.length &&
    !operation.security.some((requirement) => !Object.keys(requirement).length)
  ) {
    answers[401] = 'Not logged in';
  }
  if (!['get', 'head', 'options'].includes(method)) {
    answers[403] = 'A change sent with the session cookie but without `X-App: sales-frontend`';
  }
  return answers;
}

/**
 * Completes the generated document in place: servers, security schemes, each operation's operationId
 * (unless the route names one), security, and the errors the middleware answers for every operation.
 */
export function completeDocument<D extends object>(generated: D, basePath: string): D {
  const document = generated as Document;
  document.servers = [{ url: '/', description: 'The shop itself (paths include the API prefix)' }];
  document.components = {
    ...document.components,
    securitySchemes: { ...document.components?.securitySchemes, ...SECURITY_SCHEMES },
  };
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      operation.operationId ??= operationIdOf(method, path, basePath);
      operation.security = securityOf(operation);
      const responses = (operation.responses ??= {});
      for (const [status, description] of Object.entries(middlewareAnswers(method, operation))) {
        responses[status] ??= errorResponse(description);
      }
    }
  }
  return generated;
}
