/**
 * Substitutions at packing (docs/business-rules.md, Substitutions): the suggested substitute of a missing
 * line (same subdepartment and unit, in stock, at most 10 % dearer per Kg, closest in price), the staff's
 * choice checked against the customer's preference and the rule, and the substitute charged as weighed.
 */
import { eq } from 'drizzle-orm';
import { lineTotalCents } from '@/lib/money';
import type { SubstitutesJson } from '@/lib/sales-api/admin';
import type { OrderJson } from '@/lib/sales-api/order';
import type { MultiSearchResponse } from '@/lib/sales-api/search';
import type { OrderHistoryJson } from '@/lib/sales-api/staff';
import { jsonRequest } from '@/test-support/server/account-fixtures';
import { catalogueChanged, onCatalogueChange, type CatalogueChange } from '../catalogue/catalogue-changes';
import * as catalogueTables from '../catalogue/schema';
import * as paymentTables from '../payments/schema';
import {
  APPROVED_CARD,
  checkoutToConfirm,
  createCart,
  createShopper,
  put,
  setStock,
  stockOf,
  type Shopper,
  salesOf,
} from '@/test-support/server/checkout-fixtures';
import { adminCall, createStaff, stockedShop, type TestProducts } from '@/test-support/server/order-fixtures';
import type { TestApi } from '@/test-support/server/test-api';

jest.setTimeout(90_000);

let api: TestApi;
let counter: Shopper;
let products: TestProducts;
/** The test's cuts, by name: their variant ids. */
let cuts: Record<string, number>;

/**
 * Two subdepartments of cuts priced per gram around the picanha's R$ 80,00/Kg, and the products that must
 * never be suggested for it (another unit, another subdepartment, no stock, archived, too dear).
 */
async function cutsShop(): Promise<Record<string, number>> {
  const { db } = api.database;
  const [department] = await db.select().from(catalogueTables.departments).limit(1);
  const [bovinos, suinos] = await db
    .insert(catalogueTables.subdepartments)
    .values([
      { departmentId: department!.id, slug: 'teste-bovinos', name: 'Bovinos de teste' },
      { departmentId: department!.id, slug: 'teste-suinos', name: 'Suínos de teste' },
    ])
    .returning();
  const cut = async (
    name: string,
    subdepartmentId: number,
    price: string,
    { unit = 'g', stock = 100_000, status = 'published' }: Partial<Record<string, string | number>> = {},
  ) => {
    const slug = `teste-${name.toLowerCase().replace(/[^a-z]+/g, '-')}`;
    const [product] = await db
      .insert(catalogueTables.products)
      .values({ slug, name, subdepartmentId, status: status as 'published' })
      .returning();
    const weighed = unit === 'g';
    const [variant] = await db
      .insert(catalogueTables.variants)
      .values({
        productId: product!.id,
        slug,
        sku: slug,
        unitForQuantity: unit as 'g' | 'un',
        price,
        minimumQuantity: weighed ? 500 : 1,
        incrementQuantity: weighed ? 100 : 1,
        maximumQuantity: weighed ? 10_000 : 20,
        defaultQuantity: weighed ? 1000 : 1,
        totalOnHand: Number(stock),
      })
      .returning();
    return [name, variant!.id] as const;
  };
  return Object.fromEntries([
    await cut('Picanha', bovinos!.id, '0.08'),
    await cut('Alcatra', bovinos!.id, '0.086'), // 7,5 % dearer
    await cut('Maminha', bovinos!.id, '0.076'), // 5 % cheaper: the closest
    await cut('Cupim', bovinos!.id, '0.0881'), // 10,1 % dearer: never
    await cut('Bife pronto', bovinos!.id, '0.0801', { unit: 'un' }),
    await cut('Fraldinha', bovinos!.id, '0.0802', { stock: 999 }), // not enough for 1 Kg
    await cut('Contrafilé', bovinos!.id, '0.0803', { status: 'archived' }),
    await cut('Lombo', suinos!.id, '0.0804'),
    await cut('Pernil', suinos!.id, '0.04'),
    await cut('Costela suína', suinos!.id, '0.0445'), // 11,25 % dearer than the pernil
  ]);
}

beforeAll(async () => {
  ({ api, products } = await stockedShop());
  counter = await createStaff(api, 'counter');
  cuts = await cutsShop();
});
afterAll(() => api.database.close());

const call = <T = OrderJson>(method: 'GET' | 'PUT', path: string, body?: unknown) =>
  adminCall<T>(api, counter, method, `/admin/orders${path}`, body);

/**
 * A complete order (a card by default; 2 pays on delivery) of a picanha (1 Kg), a pernil (1 Kg) and 2 units
 * of the unit product, whose line the customer set to 'não substituir' in the cart; in preparation.
 */
async function orderInPreparation({ methodId = 1 } = {}) {
  const customer = await createShopper(api);
  const cart = await createCart(api, customer, [
    { variant_id: cuts.Picanha!, quantity: 1000 },
    { variant_id: cuts.Pernil!, quantity: 1000 },
    { variant_id: products.unit.id, quantity: 2 },
  ]);
  const unit = cart.line_items.find((line) => line.variant_id === products.unit.id)!;
  const changed = await put(api, customer, `/api/v1/orders/${cart.number}/line_items/${unit.id}`, {
    line_item: { substitution: 'none' },
  });
  expect(changed.status).toBe(200);
  await checkoutToConfirm(api, customer, cart.number, {
    payment: methodId === 1 ? { card: APPROVED_CARD } : { methodId },
  });
  const done = await put(api, customer, `/api/v1/checkouts/${cart.number}/next`);
  expect(done.body.state).toBe('complete');
  await call('PUT', `/${cart.number}/fulfillment`, { state: 'pending' });
  return { customer, order: done.body };
}

const lineOf = (order: OrderJson, variantId: number) =>
  order.line_items.find((line) => line.variant_id === variantId)!;

/** The packing body: every line as ordered, the picanha missing and replaced by `substitute`. */
function packedWith(order: OrderJson, substitute: { variant_id: number; quantity: number }) {
  return {
    line_items: order.line_items.map((line) =>
      line.variant_id === cuts.Picanha
        ? { id: line.id, quantity: 0, substitute }
        : { id: line.id, quantity: line.quantity },
    ),
  };
}

async function gatewayRow(number: string) {
  const rows = await api.database.db.select().from(paymentTables.testGatewayTransactions);
  return rows.find((row) => row.idempotencyKey.startsWith(`${number}-`));
}

describe('GET /admin/orders/{number}/substitutes', () => {
  it('suggests the closest product of the same subdepartment and unit, at most 10 % dearer per Kg', async () => {
    const { order } = await orderInPreparation();
    const { status, body } = await call<SubstitutesJson>('GET', `/${order.number}/substitutes`);
    expect(status).toBe(200);
    const byLine = new Map(body.substitutes.map((entry) => [entry.line_item_id, entry.variant?.id ?? null]));
    // Maminha: not the closer Bife pronto (by unit), Fraldinha (short of 1 Kg), Contrafilé (archived) nor
    // Lombo (another subdepartment); Cupim is more than 10 % dearer.
    expect(byLine.get(lineOf(order, cuts.Picanha!).id)).toBe(cuts.Maminha);
    // The only pork within reach is 11,25 % dearer: none is offered.
    expect(byLine.has(lineOf(order, cuts.Pernil!).id)).toBe(true);
    expect(byLine.get(lineOf(order, cuts.Pernil!).id)).toBeNull();
    // 'Não substituir': the line is not offered anything.
    expect(byLine.has(lineOf(order, products.unit.id).id)).toBe(false);
  });

  it('leaves out products already in the order, and a line already replaced', async () => {
    const { order } = await orderInPreparation();
    await call(
      'PUT',
      `/${order.number}/packed`,
      packedWith(order, { variant_id: cuts.Maminha!, quantity: 1000 }),
    );
    const { body } = await call<SubstitutesJson>('GET', `/${order.number}/substitutes`);
    expect(body.substitutes.map((entry) => entry.line_item_id)).toEqual([lineOf(order, cuts.Pernil!).id]);
  });
});

describe('a substitute chosen at the weighing', () => {
  it('replaces the missing line, charged as weighed: captured, its stock taken, recorded', async () => {
    const { order } = await orderInPreparation();
    const picanha = lineOf(order, cuts.Picanha!);
    const stockBefore = await stockOf(api, cuts.Maminha!);
    const mails = api.mail.length;
    const packed = await call(
      'PUT',
      `/${order.number}/packed`,
      packedWith(order, { variant_id: cuts.Maminha!, quantity: 1050 }),
    );
    expect(packed.status).toBe(200);
    // The customer reads what replaced the picanha, as weighed.
    const told = api.mail.slice(mails).find((mail) => mail.subject.includes('item em falta'));
    expect(told?.text).toContain(
      `- ${picanha.variant.name}: Substituído por ${lineOf(packed.body, cuts.Maminha!).variant.name} · 1,05 kg — R$\u00a079,80`,
    );
    const substitute = packed.body.line_items.find((line) => line.substitute_for === picanha.id)!;
    expect(substitute).toMatchObject({
      variant_id: cuts.Maminha,
      quantity: 1050,
      produced_quantity: 1050,
      price: '0.076',
      substituted_by: null,
    });
    expect(lineOf(packed.body, cuts.Picanha!)).toMatchObject({
      produced_quantity: 0,
      substituted_by: substitute.id,
    });
    // R$ 79,80 of maminha instead of R$ 80,00 of picanha, with the pernil, the units and the delivery.
    const items =
      lineTotalCents(1050, '0.076') +
      lineTotalCents(1000, lineOf(order, cuts.Pernil!).price) +
      lineTotalCents(2, lineOf(order, products.unit.id).price);
    const due = Number(items) + Math.round(Number(order.ship_total) * 100);
    expect(Math.round(Number(packed.body.produced_amount) * 100)).toBe(due);
    expect(await gatewayRow(order.number)).toMatchObject({ state: 'captured', capturedCents: due });
    // The authorisation shown is still what completion authorised.
    expect(packed.body.authorization_total).toBe(order.authorization_total);
    expect(await stockOf(api, cuts.Maminha!)).toBe(stockBefore - 1050);

    const history = await adminCall<OrderHistoryJson>(
      api,
      counter,
      'GET',
      `/admin/orders/${order.number}/history`,
    );
    const event = history.body.events.find((entry) => entry.action === 'substitution');
    expect(event).toMatchObject({
      staff: { id: counter.id },
      before: { item: { id: picanha.id, name: 'Picanha' } },
      after: { item: { id: substitute.id, name: 'Maminha' }, quantity: 1050 },
    });
  });

  it('shows the customer what replaced the line', async () => {
    const { customer, order } = await orderInPreparation();
    await call(
      'PUT',
      `/${order.number}/packed`,
      packedWith(order, { variant_id: cuts.Alcatra!, quantity: 900 }),
    );
    const { status, body } = await api.json<OrderJson>(`/api/v1/orders/${order.number}`, {
      headers: customer.headers,
    });
    expect(status).toBe(200);
    const replaced = lineOf(body, cuts.Picanha!);
    const by = body.line_items.find((line) => line.id === replaced.substituted_by);
    expect(by).toMatchObject({
      variant_id: cuts.Alcatra,
      produced_quantity: 900,
      substitute_for: replaced.id,
    });
    expect(replaced.substitution).toBe('similar');
    expect(lineOf(body, products.unit.id).substitution).toBe('none');
  });

  it('makes the driver collect the weighed amount with the substitute (paid on delivery)', async () => {
    const { order } = await orderInPreparation({ methodId: 2 });
    const packed = await call(
      'PUT',
      `/${order.number}/packed`,
      packedWith(order, { variant_id: cuts.Maminha!, quantity: 800 }),
    );
    expect(packed.status).toBe(200);
    const items =
      lineTotalCents(800, '0.076') +
      lineTotalCents(1000, lineOf(order, cuts.Pernil!).price) +
      lineTotalCents(2, lineOf(order, products.unit.id).price);
    const due = Number(items) + Math.round(Number(order.ship_total) * 100);
    expect(Math.round(Number(packed.body.payments.at(-1)!.amount) * 100)).toBe(due);
  });

  it('a cancel after a substitution takes back the sales its completion counted, not the substitute', async () => {
    const maminha = await api.database.db
      .select({ productId: catalogueTables.variants.productId })
      .from(catalogueTables.variants)
      .where(eq(catalogueTables.variants.id, cuts.Maminha!));
    await api.database.db
      .update(catalogueTables.products)
      .set({ salesVolume: 5 })
      .where(eq(catalogueTables.products.id, maminha[0]!.productId));
    const sold = [cuts.Picanha!, cuts.Pernil!, cuts.Maminha!, products.unit.id];
    const before = await Promise.all(sold.map((id) => salesOf(api, id)));
    const { order } = await orderInPreparation({ methodId: 2 });
    expect(await Promise.all(sold.map((id) => salesOf(api, id)))).toEqual([
      before[0]! + 1,
      before[1]! + 1,
      before[2],
      before[3]! + 2,
    ]);
    const packed = await call(
      'PUT',
      `/${order.number}/packed`,
      packedWith(order, { variant_id: cuts.Maminha!, quantity: 1000 }),
    );
    expect(packed.status).toBe(200);
    expect((await call('PUT', `/${order.number}/cancel`)).status).toBe(200);
    expect(await Promise.all(sold.map((id) => salesOf(api, id)))).toEqual(before);
  });

  it('refuses what the customer or the rule does not allow, and writes nothing', async () => {
    const { order } = await orderInPreparation();
    const stockBefore = await stockOf(api, cuts.Cupim!);
    const refused = async (body: unknown) => {
      const answer = await call('PUT', `/${order.number}/packed`, body);
      return [answer.status, answer.body.error];
    };
    const unit = lineOf(order, products.unit.id);
    expect(
      await refused({
        line_items: [{ id: unit.id, quantity: 0, substitute: { variant_id: cuts.Maminha, quantity: 2 } }],
      }),
    ).toEqual([422, `O cliente pediu para não substituir ${unit.variant.name}`]);
    const invalid =
      'Substituto inválido para Picanha: escolha um produto da mesma seção e unidade, no máximo 10 % mais caro';
    for (const name of ['Cupim', 'Lombo', 'Bife pronto', 'Contrafilé', 'Pernil', 'Picanha']) {
      expect([name, await refused(packedWith(order, { variant_id: cuts[name]!, quantity: 1000 }))]).toEqual([
        name,
        [422, invalid],
      ]);
    }
    await setStock(api, cuts.Fraldinha!, 700);
    expect(await refused(packedWith(order, { variant_id: cuts.Fraldinha!, quantity: 1000 }))).toEqual([
      409,
      'Estoque insuficiente de Fraldinha: disponível 0,7 Kg',
    ]);
    const notZero = await call('PUT', `/${order.number}/packed`, {
      line_items: [
        {
          id: lineOf(order, cuts.Picanha!).id,
          quantity: 1000,
          substitute: { variant_id: cuts.Maminha, quantity: 900 },
        },
      ],
    });
    expect(notZero.status).toBe(422);
    expect(notZero.body.errors).toEqual({
      'line_items.0.quantity': ['O item substituído sai do pedido: a quantidade dele é 0'],
    });

    const { body: after } = await call('GET', `/${order.number}`);
    expect(after.line_items).toHaveLength(order.line_items.length);
    expect(after.fulfillment_state).toBe('pending');
    expect(await stockOf(api, cuts.Cupim!)).toBe(stockBefore);
    expect(await stockOf(api, cuts.Fraldinha!)).toBe(700);
  });

  it('refuses a second substitute for a line already replaced (409)', async () => {
    const { order } = await orderInPreparation();
    await call('PUT', `/${order.number}/fulfillment`, { state: 'preparation_queue' });
    for (const state of ['preparation', 'packaging_queue', 'packaging']) {
      await call('PUT', `/${order.number}/fulfillment`, { state });
    }
    const first = await call(
      'PUT',
      `/${order.number}/produced`,
      packedWith(order, { variant_id: cuts.Maminha!, quantity: 1000 }),
    );
    expect(first.status).toBe(200);
    const again = await call(
      'PUT',
      `/${order.number}/produced`,
      packedWith(order, { variant_id: cuts.Alcatra!, quantity: 1000 }),
    );
    expect([again.status, again.body.error]).toEqual([409, 'Este item já foi substituído']);
  });
});

describe("a substitute's stock, told to the catalogue's readers", () => {
  /** The stock the storefront's search shows of the test cut `name`. */
  async function searchedStock(name: string) {
    const { status, body } = await api.json<MultiSearchResponse>(
      '/v2/search/queries',
      jsonRequest('POST', {
        requests: [{ indexName: 'product_sales', params: { query: name, hitsPerPage: 50 } }],
      }),
    );
    expect(status).toBe(200);
    const hit = body.results[0]!.hits.find((entry) => entry.id === cuts[name]);
    return hit && { in_stock: hit.in_stock, total_on_hand: hit.total_on_hand };
  }

  it('shows the substitute out of stock in the search once packing took the last of it', async () => {
    const { order } = await orderInPreparation();
    await setStock(api, cuts.Alcatra!, 1000);
    await catalogueChanged(api.database.db, { variantIds: [cuts.Alcatra!] });
    expect(await searchedStock('Alcatra')).toEqual({ in_stock: true, total_on_hand: 1000 });
    const packed = await call(
      'PUT',
      `/${order.number}/packed`,
      packedWith(order, { variant_id: cuts.Alcatra!, quantity: 1000 }),
    );
    expect(packed.status).toBe(200);
    // No shopper is offered the alcatra the order took.
    expect(await searchedStock('Alcatra')).toEqual({ in_stock: false, total_on_hand: 0 });
    await setStock(api, cuts.Alcatra!, 100_000);
    await catalogueChanged(api.database.db, { variantIds: [cuts.Alcatra!] });
  });

  it('tells the readers of a weighing recorded at packaging, the pages only when one shows it', async () => {
    const heard: CatalogueChange[] = [];
    const stop = onCatalogueChange((_db, change) => {
      if ('variantIds' in change && change.variantIds.includes(cuts.Maminha!)) heard.push(change);
    });
    try {
      for (const stock of [100_000, 10_000]) {
        const { order } = await orderInPreparation();
        await call('PUT', `/${order.number}/fulfillment`, { state: 'preparation_queue' });
        for (const state of ['preparation', 'packaging_queue', 'packaging']) {
          await call('PUT', `/${order.number}/fulfillment`, { state });
        }
        await setStock(api, cuts.Maminha!, stock);
        const produced = await call(
          'PUT',
          `/${order.number}/produced`,
          packedWith(order, { variant_id: cuts.Maminha!, quantity: 1000 }),
        );
        expect(produced.status).toBe(200);
      }
    } finally {
      stop();
    }
    // 99 Kg left is more than a page offers (10 Kg at most); 9 Kg left is what the pages now show.
    expect(heard).toEqual([
      { variantIds: [cuts.Maminha], pagesUnchanged: true },
      { variantIds: [cuts.Maminha] },
    ]);
  });
});
