/**
 * A working day for the demo's staff screens: `count` complete orders of demo customers on the windows of
 * one delivery day (today, or the next day with scheduled windows), at every stage of the staff's day
 * (docs/business-rules.md, Order and delivery states). Off by default (DEMO_ORDERS=0): `npm start` asks for
 * a couple of dozen and the pages bench for a busy day's 300. Orders are paid on delivery, so that packing
 * them captures nothing at the gateway; their windows are written as the orders' rates, without taking
 * slot capacity away from shoppers. Seeds only when no demo-day customer exists yet.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, isSameDay, startOfDay, subDays } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import { lineTotalCents, formatCents } from '@/lib/money';
import {
  pickupWindows,
  scheduledWindows,
  SHIPPING_METHODS,
  type TimeWindow,
} from '@/lib/checkout/delivery-windows';
import { loadShopSchedule, type ShopSchedule } from '../store/shop-schedule';
import { SHOP_TIME_ZONE } from '@/lib/shop-time-zone';
import type { Db } from '../db/database';
import { hashPassword } from '../auth/password-hash';
import { users } from '../auth/schema';
import * as catalogueTables from '../catalogue/schema';
import * as checkoutTables from '../checkout/schema';
import * as orderTables from '../orders/schema';
import { cityDeliveryCost } from '../store/delivery-costs';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const EMAIL_DOMAIN = 'pedidos-demo.exemplo.com.br';
const ON_DELIVERY_METHOD_ID = 2;

/** First and last name, neighbourhood, city and a CEP of that city. */
const PEOPLE = [
  ['Ana', 'Ribeiro', 'Pituba', 'Salvador', '41810010'],
  ['Bruno', 'Cardoso', 'Itaigara', 'Salvador', '41815000'],
  ['Carla', 'Menezes', 'Rio Vermelho', 'Salvador', '41940000'],
  ['Diego', 'Nascimento', 'Vilas do Atlântico', 'Lauro de Freitas', '42700000'],
  ['Elaine', 'Barreto', 'Stella Maris', 'Salvador', '41600000'],
  ['Fábio', 'Queiroz', 'Ipitanga', 'Lauro de Freitas', '42700000'],
  ['Gabriela', 'Teles', 'Graça', 'Salvador', '40150000'],
  ['Heitor', 'Pinheiro', 'Vila de Abrantes', 'Vila de Abrantes', '42840000'],
] as const;

/** The stages the day's orders are spread over: [fulfillment, delivery], in the order of the day. */
const STAGES: readonly (readonly [string, string | null])[] = [
  ['pending', null],
  ['preparation_queue', null],
  ['preparation', null],
  ['packaging', null],
  ['ready', null],
  ['ready', 'planned'],
  ['ready', 'in_progress'],
  ['ready', 'success'],
];

/** Today when it has scheduled windows, otherwise the next day that has (within a week), else none. */
function deliveryDay(
  now: Date,
  { calendar, weekdays }: ShopSchedule,
): { windows: TimeWindow[]; pickup: TimeWindow } | null {
  let day = startOfDay(new TZDate(now, SHOP_TIME_ZONE));
  for (let tries = 0; tries < 7; tries++) {
    const windows = scheduledWindows(subDays(day, 1), calendar, weekdays).filter((window) =>
      isSameDay(new TZDate(window.start, SHOP_TIME_ZONE), day),
    );
    const pickup = pickupWindows(day, calendar)[0];
    if (windows.length > 0 && pickup) return { windows, pickup };
    day = addDays(day, 1);
  }
  return null;
}

/** Seeds the demo day (see the module's comment) unless one was seeded before. */
export async function seedDemoOrders(db: Db, count: number, now = new Date()): Promise<void> {
  if (count <= 0) return;
  const [seeded] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} like ${'%@' + EMAIL_DOMAIN}`)
    .limit(1);
  if (seeded) return;
  const day = deliveryDay(now, await loadShopSchedule(db, now));
  if (!day) return;
  const { windows, pickup } = day;
  // Orders on their way or delivered went with the demo driver (lib/server/seed/accounts-seed.ts).
  const [driver] = await db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(eq(users.role, 'driver'))
    .orderBy(users.id)
    .limit(1);
  const variants = await db
    .select()
    .from(catalogueTables.variants)
    .where(sql`${catalogueTables.variants.totalOnHand} > 0`)
    .orderBy(catalogueTables.variants.id)
    .limit(40);
  // Nobody logs in as a demo-day customer: one unknown password's hash serves them all.
  const passwordHash = await hashPassword(crypto.randomUUID());
  await db.transaction(async (tx) => {
    const customers = await tx
      .insert(users)
      .values(
        PEOPLE.map(([firstName, lastName], index) => ({
          email: `${firstName.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}${index}@${EMAIL_DOMAIN}`,
          firstName,
          lastName,
          phone: `7199${String(1_000_000 + index * 7_919).slice(-7)}`,
          passwordHash,
        })),
      )
      .returning({ id: users.id, email: users.email });
    for (let index = 0; index < count; index++) {
      await seedOrder(tx, index, { customers, variants, windows, pickup, driver, now });
    }
  });
}

async function seedOrder(
  tx: Tx,
  index: number,
  day: {
    customers: { id: number; email: string }[];
    variants: (typeof catalogueTables.variants.$inferSelect)[];
    windows: TimeWindow[];
    pickup: TimeWindow;
    driver: { id: number; firstName: string } | undefined;
    now: Date;
  },
) {
  const person = PEOPLE[index % PEOPLE.length]!;
  const customer = day.customers[index % day.customers.length]!;
  // One order in ten is picked up at the shop; the others fill the windows in turn.
  const isPickup = index % 10 === 9;
  const window = isPickup ? day.pickup : day.windows[index % day.windows.length]!;
  const [fulfillment, delivery] = STAGES[index % STAGES.length]!;
  const lines = [0, 1, 2].slice(0, 2 + (index % 2)).map((offset) => {
    const variant = day.variants[(index * 3 + offset * 7) % day.variants.length]!;
    const quantity =
      variant.unitForQuantity === 'g'
        ? Math.max(variant.minimumQuantity, variant.defaultQuantity)
        : variant.defaultQuantity;
    return { variant, quantity };
  });
  const itemCents = lines.reduce((sum, line) => sum + lineTotalCents(line.quantity, line.variant.price), 0n);
  const shipCents = isPickup ? 0n : BigInt(Math.round(Number(cityDeliveryCost(person[3]) ?? 0) * 100));
  const total = formatCents(itemCents + shipCents);
  const [order] = await tx
    .insert(orderTables.orders)
    .values({
      number: `R${String(900_000_000 + index).padStart(9, '0')}`,
      token: crypto.randomUUID().replaceAll('-', ''),
      userId: customer.id,
      email: customer.email,
      state: 'complete',
      itemTotal: formatCents(itemCents),
      shipTotal: formatCents(shipCents),
      total,
      shipAddress: {
        id: 0,
        receiver_name: `${person[0]} ${person[1]}`,
        company: null,
        full_name: `${person[0]} ${person[1]}`,
        address1: `Rua das Mangueiras, ${100 + index}`,
        address2: null,
        neighborhood: person[2],
        reference: null,
        additional_information: null,
        city: person[3],
        telephone: `7199${String(1_000_000 + (index % PEOPLE.length) * 7_919).slice(-7)}`,
        zipcode: person[4],
        latitude: null,
        longitude: null,
        cnpj: null,
        ie_company: null,
        delivery_cost: formatCents(shipCents),
      },
      paymentMethodId: ON_DELIVERY_METHOD_ID,
      fulfillmentState: fulfillment,
      deliveryState: isPickup ? (delivery === 'success' ? 'success' : null) : delivery,
      ...(!isPickup &&
        delivery !== null &&
        day.driver && {
          driverId: day.driver.id,
          driverName: day.driver.firstName,
          vehicleLicensePlate: 'PJD1E23',
          visitState:
            delivery === 'success' ? 'arrived' : delivery === 'in_progress' ? 'on_the_way' : 'assigned',
          routePosition: Math.floor(index / STAGES.length) + 1,
        }),
      completedAt: day.now,
    })
    .returning({ id: orderTables.orders.id });
  const method = isPickup ? SHIPPING_METHODS.pickup : SHIPPING_METHODS.scheduled;
  const [rate] = await tx
    .insert(checkoutTables.shippingRates)
    .values({
      orderId: order!.id,
      shippingMethodId: method.id,
      name: method.name,
      cost: formatCents(shipCents),
      windowStart: window.start,
      windowEnd: window.end,
    })
    .returning({ id: checkoutTables.shippingRates.id });
  await tx
    .update(orderTables.orders)
    .set({ selectedShippingRateId: rate!.id })
    .where(eq(orderTables.orders.id, order!.id));
  await tx.insert(orderTables.lineItems).values(
    lines.map((line) => ({
      orderId: order!.id,
      variantId: line.variant.id,
      quantity: line.quantity,
      price: line.variant.price,
    })),
  );
  await tx.insert(checkoutTables.payments).values({
    orderId: order!.id,
    paymentMethodId: ON_DELIVERY_METHOD_ID,
    amount: total,
    state: delivery === 'success' ? 'completed' : 'pending',
    idempotencyKey: `demo-day-${order!.id}`,
  });
}
