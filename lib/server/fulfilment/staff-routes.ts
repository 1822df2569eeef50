/**
 * What every back-office route shares (docs/business-rules.md, Staff roles): access by capability
 * (lib/rules/staff-roles.ts; 403 for guests, customers and roles without it, before any input is
 * validated), the staff's dependencies, and the registration of an operation on one order answering the
 * order JSON.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { can, type StaffCapability } from '@/lib/rules/staff-roles';
import { jsonBody, jsonContent } from '@/lib/sales-api/accounts';
import { errorSchema, staffRefused } from '@/lib/sales-api/openapi-parts';
import { orderNumberSchema, orderSchema, plainOrderNumber, type OrderJson } from '@/lib/sales-api/order';
import { mailerOf } from '../accounts/account-access';
import { requireUser, staffCanAny } from '../api/authenticate';
import type { ApiApp, ApiEnv } from '../api/env';
import type { SessionUser } from '../auth/sessions';
import type { Mailer } from '../mail/mailer';
import { configuredGateway } from '../payments/configured-gateway';
import type { StaffDeps } from './staff-action';

export const tags = ['Back office'];
export const security = [{ bearer: [] }];
export const numberParams = z.object({ number: orderNumberSchema });

export const failures = {
  403: staffRefused(),
  404: jsonContent(errorSchema, 'No such order (or, for a driver, not one of theirs)'),
  409: jsonContent(errorSchema, 'Not allowed in the order’s state'),
  422: jsonContent(errorSchema, 'Invalid input, or more than authorised'),
} as const;
const orderAnswer = { 200: jsonContent(orderSchema, 'The order after the change'), ...failures };

/**
 * The staff member's deps for an operation open to `capabilities`. A caller who holds only 'deliver' of
 * them (a driver) acts on the orders assigned to them alone: any other is 404 (./staff-action.ts).
 */
export async function staffDeps(
  c: { var: ApiEnv['Variables'] },
  capabilities: readonly StaffCapability[],
): Promise<StaffDeps & { staff: SessionUser }> {
  const staff = await requireUser(c);
  const { deps } = c.var;
  const everyOrder = capabilities.some(
    (capability) => capability !== 'deliver' && can(staff.role, capability),
  );
  return {
    db: await deps.getDb(),
    gateway: deps.gateway ?? configuredGateway(deps.getDb),
    staffId: staff.id,
    jobs: deps.jobs,
    clock: deps.clock,
    ...(!everyOrder && { ownDeliveriesOf: staff.id }),
    staff,
  };
}

/**
 * An order as the back office sees it: without the customer's saved cards (holder, last digits, expiry,
 * the gateway's card id), which no staff task needs (docs/security.md, Card data). A payment still says
 * how the order was paid (the card's brand and last digits), not whose card it is nor until when.
 */
export function staffView(order: OrderJson): OrderJson {
  return {
    ...order,
    credit_cards: [],
    payments: order.payments.map((payment) =>
      payment.source
        ? { ...payment, source: { ...payment.source, name: null, month: null, year: null } }
        : payment,
    ),
  };
}

/** What an operation on one order is given: the staff's deps, the order's number, the request's body. */
export interface OrderCall<Body> {
  deps: StaffDeps & { staff: SessionUser };
  number: string;
  body: Body;
  mailer: Mailer;
  /** The request's headers the spec's `headers` schema read ({'idempotency-key': ...}); empty without one. */
  headers: Record<string, string | undefined>;
}

export interface OrderOperationSpec<B extends z.ZodType> {
  method: 'get' | 'put' | 'post';
  path: string;
  summary: string;
  /** Who may call it: a role with any of these; 'deliver' alone reaches the caller's own deliveries. */
  capabilities: readonly StaffCapability[];
  body?: B;
  /** Headers the operation reads (an Idempotency-Key), validated as the body is. */
  headers?: z.ZodObject<Record<string, z.ZodOptional<z.ZodString>>>;
}

/**
 * Registers an operation on one order: the order's number in the path, and a JSON body when `body` is
 * given. The action answers the order, sent as the staff see it (200, staffView).
 */
export function orderOperation<B extends z.ZodType = z.ZodUndefined>(
  app: ApiApp,
  spec: OrderOperationSpec<B>,
  act: (call: OrderCall<z.infer<B>>) => Promise<OrderJson>,
) {
  const route = createRoute({
    method: spec.method,
    path: spec.path,
    tags,
    security,
    middleware: staffCanAny(...spec.capabilities),
    summary: `${spec.summary} (${spec.capabilities.join(' or ')})`,
    request: {
      params: numberParams,
      ...(spec.headers && { headers: spec.headers }),
      ...(spec.body && { body: jsonBody(spec.body) }),
    },
    responses: orderAnswer,
  });
  app.openapi(route, async (c) => {
    const deps = await staffDeps(c, spec.capabilities);
    // The input's type is lost on a route built for any body: these are what the route validated.
    const params = c.req.valid('param' as never) as z.infer<typeof numberParams>;
    const body = (spec.body ? c.req.valid('json' as never) : undefined) as z.infer<B>;
    const headers = (spec.headers ? c.req.valid('header' as never) : {}) as OrderCall<B>['headers'];
    const number = plainOrderNumber(params.number);
    return c.json(staffView(await act({ deps, number, body, mailer: mailerOf(c), headers })), 200);
  });
}
