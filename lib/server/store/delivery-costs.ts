/**
 * The delivery terms the checkout prices and offers with (docs/business-rules.md, Shipping and pickup): the
 * cost of each city, the items total from which scheduled delivery is free, the express surcharge and hours,
 * the pickup hours. The manager's (/equipe/loja/entrega) once edited; until then the configuration's
 * (SHIPPING_COSTS, EXPRESS_SURCHARGE) and the shop's standard hours. Read synchronously from the server's
 * snapshot (./setting-values.ts), kept until a change notice of 'delivery' reaches this instance (the
 * catalogue change fan-out); a change never touches an order's rates already offered but its free
 * delivery, which follows the items (../checkout/shipping.ts, repriceScheduledRates).
 */
import 'server-only';
import { STANDARD_EXPRESS_HOURS, type ExpressHours } from '@/lib/checkout/delivery-windows';
import { PICKUP_HOURS } from '@/lib/checkout/shipping-methods';
import { FREE_SHIPPING_THRESHOLD_CENTS } from '@/lib/cart/totals';
import { formatCents, microsToCents, parseAmount } from '@/lib/money';
import { DELIVERY_CITIES } from '@/lib/rules/delivery-area';
import {
  deliveryBodySchema,
  type DeliveryBody,
  type DeliverySettingJson,
} from '@/lib/sales-api/delivery-terms';
import { announceCommittedChange } from '../catalogue/catalogue-changes';
import { config } from '../config';
import type { Db } from '../db/database';
import { settingChange, settingSnapshot, storedSetting, writeSetting } from './setting-values';
import { recordStoreChange } from './store-changes';

/** How the stored terms read (what the form sent, checked again). */
export const DELIVERY_SCHEMA = deliveryBodySchema;

/** The terms as the checkout uses them. */
export interface DeliveryTerms {
  /** BRL per city the shop delivers to. */
  costs: Readonly<Record<string, string>>;
  freeFromCents: bigint;
  expressSurchargeCents: bigint;
  express: ExpressHours;
  /** Pickup [open, close) per weekday, Sunday first (holidays take Sunday's). */
  pickupHours: readonly (readonly [number, number])[];
}

/** The configuration's and the shop's standard terms: the checkout's until the manager changes them. */
function deliveryDefaults(): DeliveryBody {
  const { SHIPPING_COSTS, EXPRESS_SURCHARGE } = config();
  const [sunday, weekday] = [PICKUP_HOURS[0]!, PICKUP_HOURS[1]!];
  return {
    costs: Object.fromEntries(
      DELIVERY_CITIES.map((city) => [city, SHIPPING_COSTS[city]!]),
    ) as DeliveryBody['costs'],
    free_from: formatCents(FREE_SHIPPING_THRESHOLD_CENTS),
    express_surcharge: EXPRESS_SURCHARGE,
    express_from: STANDARD_EXPRESS_HOURS.from,
    express_until: STANDARD_EXPRESS_HOURS.until,
    pickup_weekday_open: weekday[0],
    pickup_weekday_close: weekday[1],
    pickup_sunday_open: sunday[0],
    pickup_sunday_close: sunday[1],
  };
}

const cents = (amount: string) => microsToCents(parseAmount(amount));

function termsOf(body: DeliveryBody): DeliveryTerms {
  const weekday = [body.pickup_weekday_open, body.pickup_weekday_close] as const;
  return {
    costs: body.costs,
    freeFromCents: cents(body.free_from),
    expressSurchargeCents: cents(body.express_surcharge),
    express: { from: body.express_from, until: body.express_until },
    pickupHours: [
      [body.pickup_sunday_open, body.pickup_sunday_close],
      ...Array<typeof weekday>(6).fill(weekday),
    ],
  };
}

/** The terms the checkout uses now. */
export function deliveryTerms(): DeliveryTerms {
  return termsOf(settingSnapshot<DeliveryBody>('delivery') ?? deliveryDefaults());
}

/** The delivery cost (BRL) of a city the shop delivers to; null for any other city. */
export function cityDeliveryCost(city: string): string | null {
  return deliveryTerms().costs[city] ?? null;
}

/** Amounts as the API writes them: '9.90'. */
const normalized = (body: DeliveryBody): DeliveryBody => ({
  ...body,
  costs: Object.fromEntries(
    Object.entries(body.costs).map(([city, cost]) => [city, formatCents(cents(cost))]),
  ) as DeliveryBody['costs'],
  free_from: formatCents(cents(body.free_from)),
  express_surcharge: formatCents(cents(body.express_surcharge)),
});

/** GET /admin/store/delivery: the terms in use, the defaults, and whether they were changed. */
export async function deliverySetting(db: Db): Promise<DeliverySettingJson> {
  const stored = await storedSetting(db, 'delivery', DELIVERY_SCHEMA);
  const defaults = normalized(deliveryDefaults());
  return { delivery: stored ?? defaults, defaults, edited: stored !== null };
}

/**
 * PUT /admin/store/delivery (the form's values) or DELETE (null: back to the defaults). Rates offered from
 * the next checkout request on, on every instance, follow; the change is recorded in the store's audit
 * (./store-changes.ts), the terms in force before and after.
 */
export async function saveDeliveryTerms(
  deps: { db: Db; staffId: number; now: Date },
  body: DeliveryBody | null,
): Promise<DeliverySettingJson> {
  const before = await deliverySetting(deps.db);
  const value = body && normalized(body);
  await deps.db.transaction(async (tx) => {
    await writeSetting(tx, 'delivery', value, deps.now);
    await recordStoreChange(
      tx,
      deps.staffId,
      'delivery_terms',
      'delivery',
      settingChange(before.delivery, before.edited),
      settingChange(value ?? before.defaults, value !== null),
    );
  });
  await announceCommittedChange(deps.db, { variantIds: [], store: ['delivery'] }, { setting: 'delivery' });
  return deliverySetting(deps.db);
}
