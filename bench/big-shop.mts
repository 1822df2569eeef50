/**
 * A big shop's data for the scale bench (bench/scale.bench.mts), written in SQL on top of a migrated and
 * seeded demo shop (INSERT ... SELECT over generate_series: no row goes through Node), with every
 * constraint, index and foreign key of the migrations in place.
 *
 * Two parts:
 * - the measured subjects (seedSubjects), written to the demo shop and to the big one alike, so that each
 *   measured call reads the same rows on both and the ratio says what the rest of the data costs it: a busy
 *   delivery day (lib/server/seed/orders-seed.ts), a year of delivery slots, a regular customer with 50
 *   pages of past orders and ten recent product views;
 * - the bulk (seedBulk): generated products (two variants each), customers, a year of completed orders with
 *   their lines, chosen rates, slot bookings and payments, and product views of customers and guests.
 *
 * Past orders lie on the days before today (America/Bahia), in six two-hour windows a day; the delivery
 * day's orders (today or the next day with windows) are the only ones the staff board of that day shows.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../lib/server/db/database.ts';
import { seedDemoOrders } from '../lib/server/seed/orders-seed.ts';
import { QUALIFIERS } from './generated-catalogue.mts';

export interface BigShopSize {
  products: number;
  customers: number;
  orders: number;
  linesPerOrder: number;
  views: number;
}

/** The issue's shop (docs/performance.md, A big shop's data), times `scale`. */
export function bigShopSize(scale: number): BigShopSize {
  const of = (n: number) => Math.max(1, Math.round(n * scale));
  return {
    products: of(10_000),
    customers: of(100_000),
    orders: of(500_000),
    linesPerOrder: 6,
    views: of(2_000_000),
  };
}

const DAYS = 365;
/** Six two-hour windows a day, from 8:00 (America/Bahia). */
const WINDOWS_PER_DAY = 6;
const DEMO_DAY_ORDERS = 40;
const HISTORY_EMAIL = 'historico@escala.exemplo.com.br';
/** The regular customer's past orders: 50 pages of the API's default 10. */
const HISTORY_ORDERS = 500;
const HISTORY_VIEWS = 10;
const SLOT_CAPACITY_FLOOR = 50;

/** An integer written into the statement: the SQL's arithmetic needs its type, which a parameter lacks. */
const int = (n: number) => sql.raw(String(Math.trunc(n)));

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function one<T>(db: Db, query: SQL): Promise<T> {
  const [row] = await rows<T>(db, query);
  if (!row) throw new Error('no row');
  return row;
}

/** Midnight of the shop's day `daysAgo` days before today, as a timestamptz expression. */
const shopDay = (daysAgo: SQL) =>
  sql`((date_trunc('day', now() at time zone 'America/Bahia') - make_interval(days => ${daysAgo})) at time zone 'America/Bahia')`;

/**
 * A year of delivery slots before today, six windows a day, each with room for `perSlot` orders (the
 * bookings of seedPastOrders raise `booked` afterwards).
 */
async function seedSlots(db: Db, perSlot: number): Promise<void> {
  await db.execute(sql`
    insert into delivery_slots (window_start, window_end, capacity)
    select ${shopDay(sql`d`)} + make_interval(hours => 8 + 2 * w),
           ${shopDay(sql`d`)} + make_interval(hours => 10 + 2 * w),
           ${int(Math.max(SLOT_CAPACITY_FLOOR, perSlot))}
    from generate_series(1, ${int(DAYS)}) d, generate_series(0, ${int(WINDOWS_PER_DAY - 1)}) w
    on conflict do nothing`);
}

/**
 * A numbering of the published variants (1..n) for picking them by arithmetic: a table (a big array read
 * per row would be copied per row), not a temporary one (the pool's statements go to any connection).
 */
async function numberVariants(db: Db): Promise<number> {
  await db.execute(sql`drop table if exists bench_variants`);
  await db.execute(sql`
    create table bench_variants as
    select row_number() over (order by v.id)::int as n, v.id, v.price, v.unit_for_quantity, v.minimum_quantity
    from variants v join products p on p.id = v.product_id
    where p.status = 'published' and not p.alcoholic`);
  await db.execute(sql`create unique index on bench_variants (n)`);
  return (await one<{ n: number }>(db, sql`select count(*)::int as n from bench_variants`)).n;
}

/**
 * `count` completed orders of the users first..first+users-1 (in turn), order g on day 1 + g mod 365
 * before today in window (g div 365) mod 6, each with `lines` lines of distinct variants, its chosen
 * scheduled rate, its slot booking and a payment on delivery. Ids are taken from the sequences' ends.
 */
async function seedPastOrders(
  db: Db,
  {
    count,
    firstUser,
    users,
    lines,
    numberPrefix,
  }: { count: number; firstUser: number; users: number; lines: number; numberPrefix: string },
): Promise<void> {
  const variants = await numberVariants(db);
  const sample = await one<{ ship_address: unknown; payment_method_id: number }>(
    db,
    sql`select ship_address, payment_method_id from orders
        where ship_address is not null and payment_method_id is not null order by id limit 1`,
  );
  const base = await one<{ order_id: number; rate_id: number }>(
    db,
    sql`select (select coalesce(max(id), 0) from orders)::int as order_id,
               (select coalesce(max(id), 0) from shipping_rates)::int as rate_id`,
  );
  const day = sql`(1 + g % ${int(DAYS)})`;
  const windowOf = sql`((g / ${int(DAYS)}) % ${int(WINDOWS_PER_DAY)})`;
  const start = sql`${shopDay(day)} + make_interval(hours => 8 + 2 * ${windowOf})`;
  await db.execute(sql`
    insert into orders (id, number, token, user_id, email, state, item_total, ship_total, total,
                        ship_address, payment_method_id, selected_shipping_rate_id, fulfillment_state,
                        delivery_state, visit_state, completed_at, created_at, updated_at)
    select ${int(base.order_id)} + g,
           ${numberPrefix}::text || lpad(g::text, 8, '0'),
           md5(${numberPrefix}::text || g::text) || md5(g::text || ${numberPrefix}::text),
           u.id, u.email, 'complete', 150.00, 10.00, 160.00,
           ${JSON.stringify(sample.ship_address)}::jsonb, ${int(sample.payment_method_id)},
           ${int(base.rate_id)} + g, 'ready', 'success', 'arrived',
           ${start} - interval '1 day', ${start} - interval '1 day', ${start} + interval '2 hours'
    from generate_series(1, ${int(count)}) g
    join users u on u.id = ${int(firstUser)} + g % ${int(users)}`);
  await db.execute(sql`
    insert into shipping_rates (id, order_id, shipping_method_id, name, cost, window_start, window_end, slot_id)
    select ${int(base.rate_id)} + g, ${int(base.order_id)} + g, 1, 'Entrega agendada', 10.00, ${start},
           ${start} + interval '2 hours', s.id
    from generate_series(1, ${int(count)}) g
    join delivery_slots s on s.window_start = ${start} and s.window_end = ${start} + interval '2 hours'`);
  await db.execute(sql`
    insert into slot_bookings (order_id, slot_id)
    select order_id, slot_id from shipping_rates where id > ${int(base.rate_id)}`);
  await db.execute(sql`
    update delivery_slots s set booked = s.booked + b.n
    from (select slot_id, count(*)::int as n from shipping_rates where id > ${int(base.rate_id)} group by slot_id) b
    where s.id = b.slot_id`);
  // Distinct variants per order: offsets k * (n div lines) apart, from a start that moves with the order.
  await db.execute(sql`
    insert into line_items (order_id, variant_id, quantity, price, produced_quantity)
    select ${int(base.order_id)} + g, v.id,
           case when v.unit_for_quantity = 'g' then greatest(v.minimum_quantity, 500) else 1 + g % 3 end,
           v.price,
           case when v.unit_for_quantity = 'g' then greatest(v.minimum_quantity, 500) else 1 + g % 3 end
    from generate_series(1, ${int(count)}) g
    cross join generate_series(0, ${int(lines - 1)}) k
    join bench_variants v on v.n = 1 + ((g::bigint * 7919 + k * (${int(variants)} / ${int(lines)})) % ${int(variants)})`);
  await db.execute(sql`
    insert into payments (order_id, payment_method_id, amount, state, idempotency_key)
    select ${int(base.order_id)} + g, ${int(sample.payment_method_id)}, 160.00, 'completed',
           ${numberPrefix}::text || '-payment-' || g
    from generate_series(1, ${int(count)}) g`);
  await db.execute(sql`select setval('orders_id_seq', (select max(id) from orders))`);
  await db.execute(sql`select setval('shipping_rates_id_seq', (select max(id) from shipping_rates))`);
}

/** `perVisitor` views of distinct variants for each visitor, at times within the last `days` days. */
async function seedViews(
  db: Db,
  { visitors, perVisitor, days }: { visitors: SQL; perVisitor: number; days: number },
): Promise<void> {
  const variants = await numberVariants(db);
  await db.execute(sql`
    insert into product_views (visitor, variant_id, viewed_at)
    select who.visitor, v.id, now() - make_interval(mins => ((who.n * 131 + k * 977) % (${int(days)} * 1440))::int)
    from (${visitors}) who
    cross join generate_series(0, ${int(perVisitor - 1)}) k
    join bench_variants v on v.n = 1 + ((who.n * 31 + k * (${int(variants)} / ${int(perVisitor)})) % ${int(variants)})
    on conflict do nothing`);
}

export interface Subjects {
  /** The regular customer with HISTORY_ORDERS past orders and HISTORY_VIEWS views. */
  historyUserId: number;
  /** The delivery day of the demo's busy day (yyyy-MM-dd, America/Bahia). */
  boardDate: string;
}

/**
 * Vacuumed and analyzed, as a running shop's tables are kept by autovacuum: otherwise autovacuum takes the
 * millions of rows just written during the first measured cases (their p95 then says when it ran), and
 * index-only reads visit the table for rows not yet marked visible.
 */
async function settle(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}

/** The measured subjects, the same on the demo shop and the big one (see the module's comment). */
export async function seedSubjects(db: Db, size: BigShopSize): Promise<Subjects> {
  await seedDemoOrders(db, DEMO_DAY_ORDERS);
  await seedSlots(db, Math.ceil(size.orders / (DAYS * WINDOWS_PER_DAY)) * 2 + HISTORY_ORDERS);
  const { id: historyUserId } = await one<{ id: number }>(
    db,
    sql`insert into users (email, first_name, last_name, password_hash)
        values (${HISTORY_EMAIL}, 'Helena', 'Histórico', 'not-a-login-account') returning id`,
  );
  await seedPastOrders(db, {
    count: HISTORY_ORDERS,
    firstUser: historyUserId,
    users: 1,
    lines: size.linesPerOrder,
    numberPrefix: 'R8',
  });
  await seedViews(db, {
    visitors: sql`select 'user:' || ${int(historyUserId)} as visitor, 1 as n`,
    perVisitor: HISTORY_VIEWS,
    days: 7,
  });
  await db.execute(sql`drop table if exists bench_variants`);
  const { date } = await one<{ date: string }>(
    db,
    sql`select to_char(r.window_start at time zone 'America/Bahia', 'YYYY-MM-DD') as date
        from orders o join shipping_rates r on r.id = o.selected_shipping_rate_id
        where o.number like 'R9%' order by o.id limit 1`,
  );
  await settle(db);
  return { historyUserId, boardDate: date };
}

/**
 * The bulk of the big shop (see the module's comment). Products are named after the demo's ("Picanha Bovina
 * Premium Marca 12") in their subdepartments, so that words and departments grow as in a real catalogue.
 */
export async function seedBulk(db: Db, size: BigShopSize): Promise<void> {
  const qualifiers = sql.raw(`array[${QUALIFIERS.map((q) => `'${q}'`).join(', ')}]`);
  await db.execute(sql`
    insert into products (slug, name, description, subdepartment_id, sales_volume, position)
    select 'escala-' || g, demo.name || ' ' || (${qualifiers})[1 + g % ${int(QUALIFIERS.length)}] || ' Marca ' || (1 + g % 40),
           demo.description, demo.subdepartment_id, (g * 7919) % 5000, 10000 + g
    from generate_series(1, ${int(size.products)}) g
    join (select row_number() over (order by id)::int - 1 as i, count(*) over ()::int as n, name, description,
                 subdepartment_id
          from products where status = 'published' and not alcoholic) demo on demo.i = g % demo.n`);
  await db.execute(sql`
    insert into variants (product_id, slug, sku, unit_for_quantity, price, list_price, minimum_quantity,
                          increment_quantity, maximum_quantity, default_quantity, total_on_hand, position)
    select p.id, p.slug || '-' || k, 'ESC-' || p.id || '-' || k, 'un', 5 + (p.id * 37 + k * 11) % 150,
           case when p.id % 7 = 0 then 10 + (p.id * 37 + k * 11) % 150 end, 1, 1, 99, 1,
           case when p.id % 20 = 0 then 0 else 1000 end, k
    from products p cross join generate_series(0, 1) k
    where p.slug like 'escala-%'`);
  await db.execute(sql`
    insert into users (email, first_name, last_name, password_hash)
    select 'cliente' || g || '@escala.exemplo.com.br', 'Cliente', 'Número ' || g, 'not-a-login-account'
    from generate_series(1, ${int(size.customers)}) g`);
  // One statement's serial ids are consecutive here: nothing else writes users meanwhile.
  const { first } = await one<{ first: number }>(
    db,
    sql`select min(id)::int as first from users where email like 'cliente%@escala.exemplo.com.br'`,
  );
  await seedPastOrders(db, {
    count: size.orders,
    firstUser: first,
    users: size.customers,
    lines: size.linesPerOrder,
    numberPrefix: 'R7',
  });
  // Half the views are customers' (ten each, over the year), half guests' (ten each, in the 30 days a
  // guest's views are kept: the retention job's steady state).
  const perVisitor = 10;
  const visitors = Math.max(1, Math.round(size.views / 2 / perVisitor));
  await seedViews(db, {
    visitors: sql`select 'user:' || (${int(first)} + g % ${int(size.customers)}) as visitor, g as n
                  from generate_series(1, least(${int(visitors)}, ${int(size.customers)})) g`,
    perVisitor,
    days: DAYS,
  });
  await seedViews(db, {
    visitors: sql`select 'guest:' || md5('guest' || g) as visitor, g as n from generate_series(1, ${int(visitors)}) g`,
    perVisitor,
    days: 29,
  });
  await db.execute(sql`drop table if exists bench_variants`);
  await settle(db);
}
