/**
 * The store settings of the back office (docs/business-rules.md, Delivery windows and holds; Coupons),
 * for the 'store' capability (managers): 403 for guests and anyone else, before the input is read. Bad input
 * is a 422 with the contract's pt-BR messages at the fields (lib/sales-api/store-settings.ts).
 */
import { createRoute } from '@hono/zod-openapi';
import { jsonBody, jsonContent } from '@/lib/sales-api/accounts';
import { errorSchema, idParamSchema, staffRefused } from '@/lib/sales-api/openapi-parts';
import {
  couponActiveSchema,
  couponBodySchema,
  couponSchema,
  couponsSchema,
  deliveryWindowBodySchema,
  deliveryWindowSchema,
  deliveryWindowsSchema,
  holidayBodySchema,
  holidaySchema,
  holidaysQuerySchema,
  holidaysSchema,
} from '@/lib/sales-api/store-settings';
import { requireUser, staffCan } from '../api/authenticate';
import { nowOf, type ApiApp, type ApiEnv } from '../api/env';
import {
  createHoliday,
  createWindow,
  deleteHoliday,
  deleteWindow,
  listHolidays,
  listWindows,
  updateHoliday,
  updateWindow,
  type SettingsDeps,
} from './store-settings';
import { createCoupon, listCoupons, setCouponActive, updateCoupon } from './coupons';

const tags = ['Store settings'];
const security = [{ bearer: [] }];
const middleware = staffCan('store');

const denied = {
  403: staffRefused('store'),
} as const;
const invalid = { 422: jsonContent(errorSchema, 'Invalid input: the pt-BR message of each field') } as const;
const missing = (what: string) => ({ 404: jsonContent(errorSchema, `No such ${what}`) }) as const;

async function settingsDeps(c: { var: ApiEnv['Variables'] }): Promise<SettingsDeps> {
  const staff = await requireUser(c);
  return { db: await c.var.deps.getDb(), staffId: staff.id, now: nowOf(c.var.deps) };
}

const HOLIDAY_RULE =
  "A 'holiday' has no scheduled delivery nor express and opens for pickup on its own hours (open_hour to close_hour, both or neither), Sunday's when it has none; a 'closed' day has no pickup either. Orders already booked on the day keep their booking (booked_orders says how many); new bookings are refused from the next checkout request on, on every instance.";

const listHolidaysRoute = createRoute({
  method: 'get',
  path: '/admin/store/holidays',
  tags,
  security,
  middleware,
  summary: "The shop's holidays and closed days, in date order (store)",
  description: HOLIDAY_RULE,
  request: { query: holidaysQuerySchema },
  responses: { 200: jsonContent(holidaysSchema, 'The holidays'), ...denied, ...invalid },
});

const createHolidayRoute = createRoute({
  method: 'post',
  path: '/admin/store/holidays',
  tags,
  security,
  middleware,
  summary: 'Add a holiday or closed day (store)',
  description: `${HOLIDAY_RULE} One per day: 'Já existe um feriado nesse dia' (422 at day). Hours must open before they close ('A abertura deve ser antes do fechamento.', 422 at close_hour) and only a holiday has them (422 at the hour given for a closed day).`,
  request: { body: jsonBody(holidayBodySchema) },
  responses: { 201: jsonContent(holidaySchema, 'The holiday'), ...denied, ...invalid },
});

const updateHolidayRoute = createRoute({
  method: 'put',
  path: '/admin/store/holidays/{id}',
  tags,
  security,
  middleware,
  summary: "Change a holiday's day, name, kind or pickup hours (store)",
  description: `${HOLIDAY_RULE} The request replaces the holiday: hours left out are Sunday's again.`,
  request: { params: idParamSchema, body: jsonBody(holidayBodySchema) },
  responses: {
    200: jsonContent(holidaySchema, 'The holiday'),
    ...denied,
    ...missing('holiday'),
    ...invalid,
  },
});

const deleteHolidayRoute = createRoute({
  method: 'delete',
  path: '/admin/store/holidays/{id}',
  tags,
  security,
  middleware,
  summary: 'Remove a holiday: the day has its weekday’s windows and hours again (store)',
  request: { params: idParamSchema },
  responses: { 204: { description: 'Removed' }, ...denied, ...missing('holiday'), ...invalid },
});

const WINDOW_RULE =
  "Whole hours in the shop's time zone (America/Bahia), offered on each weekday's days of the next 7 (not on holidays). The capacity is how many orders each day of the window takes; it never goes below what a future day of the window has booked (422 at capacity naming that day). Orders already booked in a window removed or moved keep their booking.";

const listWindowsRoute = createRoute({
  method: 'get',
  path: '/admin/store/delivery_windows',
  tags,
  security,
  middleware,
  summary: 'The scheduled delivery windows of each weekday with their capacity (store)',
  description: WINDOW_RULE,
  responses: { 200: jsonContent(deliveryWindowsSchema, 'The windows, Sunday first'), ...denied },
});

const createWindowRoute = createRoute({
  method: 'post',
  path: '/admin/store/delivery_windows',
  tags,
  security,
  middleware,
  summary: 'Add a delivery window to a weekday (store)',
  description: `${WINDOW_RULE} One window per weekday and hours: 'Esse dia já tem uma janela nesse horário'.`,
  request: { body: jsonBody(deliveryWindowBodySchema) },
  responses: { 201: jsonContent(deliveryWindowSchema, 'The window'), ...denied, ...invalid },
});

const updateWindowRoute = createRoute({
  method: 'put',
  path: '/admin/store/delivery_windows/{id}',
  tags,
  security,
  middleware,
  summary: "Change a delivery window's weekday, hours or capacity (store)",
  description: WINDOW_RULE,
  request: { params: idParamSchema, body: jsonBody(deliveryWindowBodySchema) },
  responses: {
    200: jsonContent(deliveryWindowSchema, 'The window'),
    ...denied,
    ...missing('window'),
    ...invalid,
  },
});

const deleteWindowRoute = createRoute({
  method: 'delete',
  path: '/admin/store/delivery_windows/{id}',
  tags,
  security,
  middleware,
  summary: 'Stop offering a delivery window; its bookings stay (store)',
  description: WINDOW_RULE,
  request: { params: idParamSchema },
  responses: { 204: { description: 'Removed' }, ...denied, ...missing('window'), ...invalid },
});

const COUPON_RULE =
  "A coupon takes a whole percent or a fixed amount off the items, or makes delivery free, from a minimum items total, from its first day to the end of its last (America/Bahia), up to a total number of uses and a number of uses per customer (both checked again at completion, under the coupon's row lock). A deactivated coupon is refused at checkout as 'Cupom inválido'; coupons are never deleted (their uses belong to orders). The total limit never goes below the uses counted ('Este cupom já foi usado n vezes: ...', 422 at usage_limit); a code is one coupon's ('Já existe um cupom com esse código').";

const listCouponsRoute = createRoute({
  method: 'get',
  path: '/admin/store/coupons',
  tags,
  security,
  middleware,
  summary: 'Every coupon by code, with its uses, the customers who used it and its status today (store)',
  description: COUPON_RULE,
  responses: { 200: jsonContent(couponsSchema, 'The coupons'), ...denied },
});

const createCouponRoute = createRoute({
  method: 'post',
  path: '/admin/store/coupons',
  tags,
  security,
  middleware,
  summary: 'Create a coupon (store)',
  description: COUPON_RULE,
  request: { body: jsonBody(couponBodySchema) },
  responses: { 201: jsonContent(couponSchema, 'The coupon'), ...denied, ...invalid },
});

const updateCouponRoute = createRoute({
  method: 'put',
  path: '/admin/store/coupons/{id}',
  tags,
  security,
  middleware,
  summary: "Change a coupon's terms, or deactivate it with active: false (store)",
  description: COUPON_RULE,
  request: { params: idParamSchema, body: jsonBody(couponBodySchema) },
  responses: {
    200: jsonContent(couponSchema, 'The coupon'),
    ...denied,
    ...missing('coupon'),
    ...invalid,
  },
});

const switchCouponRoute = createRoute({
  method: 'put',
  path: '/admin/store/coupons/{id}/active',
  tags,
  security,
  middleware,
  summary: 'Activate or deactivate a coupon, its terms left as they are (store)',
  description: COUPON_RULE,
  request: { params: idParamSchema, body: jsonBody(couponActiveSchema) },
  responses: {
    200: jsonContent(couponSchema, 'The coupon'),
    ...denied,
    ...missing('coupon'),
    ...invalid,
  },
});

export function registerAdminStoreSettingsRoutes(app: ApiApp) {
  app.openapi(listCouponsRoute, async (c) => {
    const coupons = await listCoupons(await c.var.deps.getDb(), nowOf(c.var.deps));
    return c.json({ coupons }, 200);
  });
  app.openapi(createCouponRoute, async (c) =>
    c.json(await createCoupon(await settingsDeps(c), c.req.valid('json')), 201),
  );
  app.openapi(updateCouponRoute, async (c) =>
    c.json(await updateCoupon(await settingsDeps(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(switchCouponRoute, async (c) =>
    c.json(await setCouponActive(await settingsDeps(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );

  app.openapi(listHolidaysRoute, async (c) => {
    const holidays = await listHolidays(await c.var.deps.getDb(), c.req.valid('query').year);
    return c.json({ holidays }, 200);
  });
  app.openapi(createHolidayRoute, async (c) =>
    c.json(await createHoliday(await settingsDeps(c), c.req.valid('json')), 201),
  );
  app.openapi(updateHolidayRoute, async (c) =>
    c.json(await updateHoliday(await settingsDeps(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(deleteHolidayRoute, async (c) => {
    await deleteHoliday(await settingsDeps(c), c.req.valid('param').id);
    return c.body(null, 204);
  });

  app.openapi(listWindowsRoute, async (c) => {
    const windows = await listWindows(await c.var.deps.getDb(), nowOf(c.var.deps));
    return c.json({ windows }, 200);
  });
  app.openapi(createWindowRoute, async (c) =>
    c.json(await createWindow(await settingsDeps(c), c.req.valid('json')), 201),
  );
  app.openapi(updateWindowRoute, async (c) =>
    c.json(await updateWindow(await settingsDeps(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(deleteWindowRoute, async (c) => {
    await deleteWindow(await settingsDeps(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
}
