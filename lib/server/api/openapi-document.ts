/**
 * What every operation of the OpenAPI document says without each route repeating it, so that clients
 * generated from the document are right (docs/business-rules.md, Sales API conventions): the security
 * schemes, the server, an operationId, and the 4xx answer every operation can give. Routes still declare
 * their own security (in their createRoute); this step only completes the document from what they
 * declared.
 */
import { can, ROLE_LABELS, STAFF_ROLES, type StaffCapability } from '@/lib/rules/staff-roles';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { staffCapabilitiesOf } from './authenticate';
import type { ApiApp } from './env';

type SecurityRequirement = Record<string, string[]>;
interface Operation {
  operationId?: string;
  description?: string;
  /** The back office's capabilities, any of which the caller's role needs (declareStaffCapabilities). */
  'x-staff-capability'?: readonly StaffCapability[];
  'x-staff-roles'?: string[];
  requestBody?: unknown;
  parameters?: ({ name?: string; in?: string } | { $ref: string })[];
  security?: SecurityRequirement[];
  responses?: Record<string, unknown>;
}
/** The parts of the generated OpenAPI 3.1 document this step reads and completes. */
interface Document {
  servers?: { url: string; description?: string }[];
  paths?: Record<string, Partial<Record<(typeof METHODS)[number], Operation>> | undefined>;
  components?: {
    securitySchemes?: Record<string, unknown>;
    responses?: Record<string, unknown>;
    [part: string]: unknown;
  };
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

/** Seconds to wait before asking again, as both shared answers below send it. */
const retryAfterHeader = (description: string) => ({
  'Retry-After': { description, required: true, schema: { type: 'integer', minimum: 1 } },
});

/**
 * The answers many operations share, declared once (components.responses) and referenced: the database
 * out of reach (lib/server/app.ts, lib/server/db/outage.ts) and a limit spent (lib/server/auth/throttle.ts).
 */
const SHARED_RESPONSES = {
  DatabaseUnavailable: {
    description:
      'The database cannot be reached for a moment (a restart, a failover): the same request goes through ' +
      "once it is back. 'Estamos com uma instabilidade. Tente novamente em instantes.'",
    headers: retryAfterHeader('Seconds to wait before sending the same request again (5)'),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  },
  Throttled: {
    description: "Too many requests: 'Muitas tentativas. Tente novamente em instantes.'",
    headers: retryAfterHeader('Seconds until the refusing window ends'),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  },
} as const;
const DATABASE_UNAVAILABLE = { $ref: '#/components/responses/DatabaseUnavailable' };
const THROTTLED = { $ref: '#/components/responses/Throttled' };

/**
 * The operations that answer without the database (configuration, or a signed challenge kept nowhere): no
 * 503. Every other one reads or writes it, or resolves the caller's session there.
 */
const WITHOUT_DATABASE = new Set(['get /v2/store', 'get /v2/captcha/challenge']);

/**
 * Declares, on each back-office operation registered from now on, the staff capabilities its middleware
 * checks (staffCan, staffCanAny in ./authenticate.ts) as `x-staff-capability`, so that the document
 * says who may call it from the one place the server checks it. completeDocument then names the roles.
 */
export function declareStaffCapabilities(app: ApiApp): void {
  const register = app.openapi;
  app.openapi = ((route: Parameters<ApiApp['openapi']>[0], ...rest: unknown[]) => {
    const capabilities = staffCapabilitiesOf(route.middleware);
    if (!capabilities) return (register as (...args: unknown[]) => unknown)(route, ...rest);
    const declared = { ...route, 'x-staff-capability': capabilities };
    // createRoute's routing path helper is not enumerable: carried over as it was.
    const routingPath = (route as { getRoutingPath?: unknown }).getRoutingPath;
    Object.defineProperty(declared, 'getRoutingPath', { value: routingPath, enumerable: false });
    return (register as (...args: unknown[]) => unknown)(declared, ...rest);
  }) as ApiApp['openapi'];
}

/** The roles holding any of `capabilities` (lib/rules/staff-roles.ts). */
function rolesWith(capabilities: readonly StaffCapability[]) {
  return STAFF_ROLES.filter((role) => capabilities.some((capability) => can(role, capability)));
}

/** What a back-office operation's description says of who may call it. */
function staffNote(capabilities: readonly StaffCapability[]): string {
  const roles = rolesWith(capabilities).map((role) => `${role} (${ROLE_LABELS[role]})`);
  const driverOnly = capabilities.includes('deliver')
    ? ' A driver holding only `deliver` reaches the orders given to them alone (any other is a 404).'
    : '';
  return (
    `Back office: needs the staff capability ${capabilities.map((c) => `\`${c}\``).join(' or ')} ` +
    `(roles: ${roles.join(', ')}); 403 for guests, customers and the other roles.${driverOnly}`
  );
}

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
 * without X-App (403, authenticate.ts); a guest where a session or order token is needed (401), but for
 * the back office, which answers guests 403 as it does customers (staffCan). The database out of reach
 * (503) is the shared DatabaseUnavailable answer (completeDocument).
 */
function middlewareAnswers(method: string, operation: Operation): Record<string, string> {
  const answers: Record<string, string> = { 422: 'Invalid input' };
  if (operation.requestBody) {
    answers[400] = 'The body is not JSON';
    answers[413] = 'The body is too large';
    answers[415] = 'The body is not sent as application/json';
  }
  // A guest (no session, no order token) calling an operation that needs one (authenticate.ts).
  if (
    !operation['x-staff-capability'] &&
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
 * Completes the generated document in place: servers, security schemes, the shared answers, each
 * operation's operationId (unless the route names one), security, the errors the middleware answers for
 * every operation, the 503 of those that touch the database, and who in the staff may call the back
 * office's.
 */
export function completeDocument<D extends object>(generated: D, basePath: string): D {
  const document = generated as Document;
  document.servers = [{ url: '/', description: 'The shop itself (paths include the API prefix)' }];
  document.components = {
    ...document.components,
    securitySchemes: { ...document.components?.securitySchemes, ...SECURITY_SCHEMES },
    responses: { ...document.components?.responses, ...SHARED_RESPONSES },
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
      // The route's own words on its limit stay beside the shared answer (OpenAPI 3.1 allows it).
      const limit = responses[429] as { description?: string } | undefined;
      if (limit) {
        responses[429] = limit.description ? { ...THROTTLED, description: limit.description } : THROTTLED;
      }
      const route = `${method} ${path.startsWith(basePath) ? path.slice(basePath.length) : path}`;
      if (WITHOUT_DATABASE.has(route)) delete responses[503];
      else responses[503] = DATABASE_UNAVAILABLE;
      const capabilities = operation['x-staff-capability'];
      if (capabilities) {
        operation['x-staff-roles'] = rolesWith(capabilities);
        const note = staffNote(capabilities);
        operation.description = operation.description ? `${operation.description}\n\n${note}` : note;
        responses[403] ??= errorResponse('A guest, a customer, or a staff role without the capability');
      }
    }
  }
  return generated;
}
