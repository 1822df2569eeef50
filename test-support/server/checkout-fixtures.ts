/**
 * Customers and carts for the checkout's API tests. Customers are written straight to the database with
 * a session (registration through the API, captcha included, is accounts' tests' business, and the race
 * tests need fifty of them).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { createSession } from '../../lib/server/auth/sessions';
import * as accountTables from '../../lib/server/accounts/schema';
import * as authTables from '../../lib/server/auth/schema';
import * as catalogueTables from '../../lib/server/catalogue/schema';
import { GROUND_MEAT_OPTION_TYPE } from '@/lib/rules/blend-limits';
import type { OrderJson } from '@/lib/sales-api/order';
import type { CardTokenJson, TokenizedCardJson } from '@/lib/sales-api/checkout';
import { bearer, jsonRequest } from './account-fixtures';
import type { TestApi } from './test-api';

export interface Shopper {
  id: number;
  email: string;
  token: string;
  addressId: number;
  headers: Record<string, string>;
}

/** Monday 2026-11-23, 10:00 in Salvador: express is offered, scheduled windows start on Tuesday. */
export const MONDAY_MORNING = new Date('2026-11-23T10:00:00-03:00');

export const APPROVED_CARD = {
  name: 'Ana Souza',
  number: '4111111111111111',
  month: '12',
  year: '2030',
  verification_value: '123',
};
export const DECLINED_CARD = { ...APPROVED_CARD, number: '4000000000000002' };
export const FAILING_CARD = { ...APPROVED_CARD, number: '4000000000000119' };

export async function createShopper(
  api: TestApi,
  address: Partial<typeof accountTables.addresses.$inferInsert> = {},
): Promise<Shopper> {
  const { db } = api.database;
  const email = `comprador.${randomBytes(6).toString('hex')}@exemplo.com.br`;
  const [user] = await db
    .insert(authTables.users)
    .values({ email, firstName: 'Ana', lastName: 'Souza', passwordHash: 'not-a-login-account' })
    .returning({ id: authTables.users.id });
  const [row] = await db
    .insert(accountTables.addresses)
    .values({
      userId: user!.id,
      firstname: 'Ana Souza',
      address1: 'Rua das Hortênsias, 120',
      neighborhood: 'Pituba',
      city: 'Salvador',
      zipcode: '41810010',
      phone: '71999998888',
      reference: 'Em frente à padaria',
      ...address,
    })
    .returning({ id: accountTables.addresses.id });
  const { token } = await createSession(db, user!.id, { remember: false });
  return { id: user!.id, email, token, addressId: row!.id, headers: bearer(token) };
}

/** A unit product (1 to 99 units, steps of 1) and a weighed one, with their variant ids. */
export async function testProducts(api: TestApi) {
  const { db } = api.database;
  const pick = async (unit: 'g' | 'un') => {
    const [variant] = await db
      .select({
        id: catalogueTables.variants.id,
        name: catalogueTables.products.name,
        minimum: catalogueTables.variants.minimumQuantity,
        increment: catalogueTables.variants.incrementQuantity,
      })
      .from(catalogueTables.variants)
      .innerJoin(
        catalogueTables.products,
        eq(catalogueTables.products.id, catalogueTables.variants.productId),
      )
      .where(
        and(
          eq(catalogueTables.variants.unitForQuantity, unit),
          eq(catalogueTables.products.alcoholic, false),
          eq(catalogueTables.variants.minimumQuantity, unit === 'un' ? 1 : 500),
        ),
      )
      .orderBy(catalogueTables.variants.id)
      .limit(1);
    return variant!;
  };
  return { unit: await pick('un'), weighed: await pick('g') };
}

export async function setStock(api: TestApi, variantId: number, totalOnHand: number) {
  await api.database.db
    .update(catalogueTables.variants)
    .set({ totalOnHand })
    .where(eq(catalogueTables.variants.id, variantId));
}

/** Sets columns of the product of `variantId` (its status, as the back office does; its sales volume). */
export async function updateProductOf(
  api: TestApi,
  variantId: number,
  values: Partial<typeof catalogueTables.products.$inferInsert>,
) {
  const [variant] = await api.database.db
    .select({ productId: catalogueTables.variants.productId })
    .from(catalogueTables.variants)
    .where(eq(catalogueTables.variants.id, variantId));
  await api.database.db
    .update(catalogueTables.products)
    .set(values)
    .where(eq(catalogueTables.products.id, variant!.productId));
}

export const setProductStatusOf = (
  api: TestApi,
  variantId: number,
  status: 'draft' | 'published' | 'archived',
) => updateProductOf(api, variantId, { status });

/** The sales volume ('Mais vendidos') of the variant's product. */
export async function salesOf(api: TestApi, variantId: number): Promise<number> {
  const [row] = await api.database.db
    .select({ n: catalogueTables.products.salesVolume })
    .from(catalogueTables.products)
    .innerJoin(catalogueTables.variants, eq(catalogueTables.variants.productId, catalogueTables.products.id))
    .where(eq(catalogueTables.variants.id, variantId));
  return row!.n;
}

export async function stockOf(api: TestApi, variantId: number): Promise<number> {
  const [row] = await api.database.db
    .select({ n: catalogueTables.variants.totalOnHand })
    .from(catalogueTables.variants)
    .where(eq(catalogueTables.variants.id, variantId));
  return row!.n;
}

/** What the checkout's steps call: the API in process (TestApi) or a running server (the pages bench). */
type SalesApi = Pick<TestApi, 'json'>;

export async function createCart(
  api: SalesApi,
  shopper: Pick<Shopper, 'headers'>,
  lines: { variant_id: number; quantity: number }[],
) {
  const { status, body } = await api.json<OrderJson>(
    '/api/v1/orders.json',
    jsonRequest('POST', { order: { line_items: lines } }, shopper.headers),
  );
  if (status !== 201) throw new Error(`cart: ${status} ${JSON.stringify(body)}`);
  return body;
}

export function put(api: SalesApi, shopper: Pick<Shopper, 'headers'>, path: string, body?: unknown) {
  return api.json<OrderJson & { error?: string; errors?: Record<string, string[]> }>(
    path,
    jsonRequest('PUT', body, shopper.headers),
  );
}

/**
 * A card as the browser's form sends it to the test gateway's tokeniser (POST /v2/card_tokens), then as the
 * payment step receives it: the token with the brand, last digits, holder and expiry, never the number.
 * Throws with the tokeniser's answer when it refuses the card.
 */
export async function tokenizedCard(
  api: SalesApi,
  shopper: Pick<Shopper, 'headers'>,
  card: typeof APPROVED_CARD,
): Promise<TokenizedCardJson> {
  const { status, body } = await api.json<CardTokenJson>(
    '/v2/card_tokens',
    jsonRequest('POST', card, shopper.headers),
  );
  if (status !== 201) throw new Error(`card token: ${status} ${JSON.stringify(body)}`);
  return { ...body, name: card.name, month: card.month, year: card.year };
}

/**
 * A saved card's one-time token from its CVV, as the browser's CVV form asks the test gateway for it
 * (POST /v2/credit_cards/{id}/card_tokens). Throws with the answer when it is refused.
 */
export async function savedCardToken(
  api: SalesApi,
  shopper: Pick<Shopper, 'headers'>,
  cardId: number,
  cvv = '123',
): Promise<string> {
  const { status, body } = await api.json<CardTokenJson>(
    `/v2/credit_cards/${cardId}/card_tokens`,
    jsonRequest('POST', { verification_value: cvv }, shopper.headers),
  );
  if (status !== 201) throw new Error(`saved card token: ${status} ${JSON.stringify(body)}`);
  return body.token;
}

type PaymentChoice =
  | { card: typeof APPROVED_CARD }
  | { tokenized: TokenizedCardJson }
  /** A saved card; one kept at the gateway with the token of its CVV (savedCardToken). */
  | { existingCard: number; cardToken?: string }
  | { methodId: number };

/**
 * Takes the order through address, delivery (the rate `pickRate` chooses: the first scheduled one by
 * default) and payment, to confirm. Throws on any unexpected answer.
 */
export async function checkoutToConfirm(
  api: SalesApi,
  shopper: Pick<Shopper, 'headers' | 'addressId'>,
  number: string,
  {
    payment = { card: APPROVED_CARD },
    pickRate = (order: OrderJson) =>
      order.shipments[0]!.shipping_rates.find((r) => r.shipping_method_id === 1)!.id,
  }: { payment?: PaymentChoice; pickRate?: (order: OrderJson) => number } = {},
): Promise<OrderJson> {
  const expect200 = <T extends { status: number; body: unknown }>(step: string, answer: T) => {
    if (answer.status !== 200) throw new Error(`${step}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body as OrderJson;
  };
  const addressed = expect200(
    'address',
    await put(api, shopper, `/api/v1/checkouts/${number}.json`, {
      state: 'address',
      order: {
        ship_address_attributes: { id: shopper.addressId, state_id: 1, country_id: 1 },
        bill_address_attributes: { id: shopper.addressId, state_id: 1, country_id: 1 },
      },
    }),
  );
  expect200(
    'delivery',
    await put(api, shopper, `/api/v1/checkouts/${number}.json`, {
      state: 'delivery',
      order: {
        shipments_attributes: [
          { id: addressed.shipments[0]!.id, selected_shipping_rate_id: pickRate(addressed) },
        ],
      },
    }),
  );
  const newCard =
    'card' in payment
      ? await tokenizedCard(api, shopper, payment.card)
      : 'tokenized' in payment
        ? payment.tokenized
        : null;
  const paymentBody = newCard
    ? {
        state: 'payment',
        order: { payments_attributes: [{ payment_method_id: 1 }] },
        payment_source: { '1': newCard },
      }
    : 'existingCard' in payment
      ? {
          state: 'payment',
          order: {
            payments_attributes: [{ payment_method_id: 1 }],
            existing_card: payment.existingCard,
            ...(payment.cardToken !== undefined && { card_token: payment.cardToken }),
          },
        }
      : {
          state: 'payment',
          order: {
            payments_attributes: [{ payment_method_id: 'methodId' in payment ? payment.methodId : 1 }],
          },
        };
  return expect200('payment', await put(api, shopper, `/api/v1/checkouts/${number}.json`, paymentBody));
}

/**
 * `count` customers at the confirm step, each with a cart of two products (2 units and 1 Kg, with stock
 * for all of them): the benches' completions. `stepsOf(i)` gives customer i's payment and window.
 */
export async function customersAtConfirm(
  api: TestApi,
  count: number,
  stepsOf: (i: number) => Parameters<typeof checkoutToConfirm>[3],
): Promise<{ shopper: Shopper; number: string }[]> {
  const products = await testProducts(api);
  await setStock(api, products.unit.id, 1_000_000);
  await setStock(api, products.weighed.id, 100_000_000);
  const ready: { shopper: Shopper; number: string }[] = [];
  for (let i = 0; i < count; i++) {
    const shopper = await createShopper(api);
    const cart = await createCart(api, shopper, [
      { variant_id: products.unit.id, quantity: 2 },
      { variant_id: products.weighed.id, quantity: 1000 },
    ]);
    await checkoutToConfirm(api, shopper, cart.number, stepsOf(i));
    ready.push({ shopper, number: cart.number });
  }
  return ready;
}

/**
 * The demo's ground meats sold from 300 g (what a blend is made of: lib/rules/blend-limits.ts), in id
 * order, each given 100 kg in stock.
 */
export async function stockedGroundMeats(api: TestApi): Promise<{ id: number; name: string }[]> {
  const t = catalogueTables;
  const meats = await api.database.db
    .selectDistinct({ id: t.variants.id, name: t.products.name })
    .from(t.variants)
    .innerJoin(t.products, eq(t.products.id, t.variants.productId))
    .innerJoin(t.variantOptionValues, eq(t.variantOptionValues.variantId, t.variants.id))
    .innerJoin(t.optionValues, eq(t.optionValues.id, t.variantOptionValues.optionValueId))
    .innerJoin(t.optionTypes, eq(t.optionTypes.id, t.optionValues.optionTypeId))
    .where(and(eq(t.optionTypes.name, GROUND_MEAT_OPTION_TYPE), eq(t.variants.minimumQuantity, 300)))
    .orderBy(t.variants.id);
  await api.database.db
    .update(t.variants)
    .set({ totalOnHand: 100_000 })
    .where(
      inArray(
        t.variants.id,
        meats.map((meat) => meat.id),
      ),
    );
  return meats;
}
