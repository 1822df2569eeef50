import { eq, inArray } from 'drizzle-orm';
import type { Barbecue, BarbecueCategory, BarbecueOptionValue } from '@/lib/sales-api/barbecue';
import * as barbecueTables from './schema';
import * as catalogueTables from '../catalogue/schema';
import type { OrderJson } from '@/lib/sales-api/order';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import type { ErrorBody } from '@/lib/sales-api/errors';

let api: TestApi;
let categories: BarbecueCategory[];
let cutTypes: BarbecueOptionValue[];

beforeAll(async () => {
  api = await createTestApi();
  categories = (await api.json<BarbecueCategory[]>('/barbecue/calculator_categories')).body;
  cutTypes = (await api.json<BarbecueOptionValue[]>('/barbecue/option_values')).body;
});
afterAll(() => api.database.close());

function post<T>(path: string, body: unknown) {
  return api.json<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const categoryId = (name: string) => categories.find((c) => c.name === name)!.id;
const cutTypeId = (name: string) => cutTypes.find((c) => c.name === name)!.id;
const meatGrams = (barbecue: Barbecue) => barbecue.meat_quantity;

function barbecueFor(total: number, names: string[] = [], cut = 'Peça inteira') {
  return post<Barbecue>('/barbecue/barbecues/', {
    total_desired_quantity: total,
    preferred_option_value_id: cutTypeId(cut),
    desired_categories_attributes: names.map((name) => ({ category_id: categoryId(name) })),
    fat_percentage: 50,
  });
}

describe('GET /barbecue/calculator_categories and /barbecue/option_values', () => {
  it('lists the complement categories and the cut types with their pictures', () => {
    expect(categories.map((c) => c.name)).toEqual([
      'Carvão e acendedores',
      'Pão de alho',
      'Queijo coalho',
      'Farofa e acompanhamentos',
      'Bebidas',
      'Linguiças',
      'Frango',
    ]);
    expect(cutTypes).toEqual([
      { id: expect.any(Number), name: 'Peça inteira', image_url: '/media/barbecue/peca-inteira.webp' },
      { id: expect.any(Number), name: 'Fatiada / em bifes', image_url: '/media/barbecue/fatiada.webp' },
      { id: expect.any(Number), name: 'Em cubos / espetinho', image_url: '/media/barbecue/em-cubos.webp' },
    ]);
  });
});

it('documents the barbecue calls and the batch add in the OpenAPI document', async () => {
  const { body } = await api.json<{ paths: Record<string, Record<string, unknown>> }>('/openapi.json');
  expect(Object.keys(body.paths)).toEqual(
    expect.arrayContaining([
      '/api/sales/barbecue/calculator_categories',
      '/api/sales/barbecue/option_values',
      '/api/sales/barbecue/barbecues',
      '/api/sales/api/v1/orders/{number}/line_items/batch',
    ]),
  );
});

describe('POST /barbecue/barbecues', () => {
  it('plans 10 adults and 3 children: enough meat, valid quantities, in-stock variants', async () => {
    const { status, body } = await barbecueFor(4600, ['Carvão e acendedores', 'Pão de alho', 'Linguiças']);
    expect(status).toBe(200);
    expect(meatGrams(body)).toBeGreaterThanOrEqual(4600);
    expect(meatGrams(body)).toBeLessThanOrEqual(4600 + 460);
    const meat = body.selected_variants.filter((s) => s.variant.unit_for_quantity === 'g');
    expect(meat.reduce((sum, s) => sum + s.desired_quantity, 0)).toBe(meatGrams(body));
    for (const { variant, desired_quantity } of body.selected_variants) {
      expect(variant.in_stock).toBe(true);
      expect(desired_quantity).toBeGreaterThanOrEqual(variant.minimum_quantity);
      expect(desired_quantity).toBeLessThanOrEqual(Math.min(variant.maximum_quantity, variant.total_on_hand));
      expect((desired_quantity - variant.minimum_quantity) % variant.increment_quantity).toBe(0);
    }
    const names = body.selected_variants.map((s) => s.variant.name);
    expect(names).toEqual(expect.arrayContaining(['Carvão Vegetal 5 kg', 'Pão de Alho', 'Linguiça Toscana']));
    expect(names).not.toContain('Queijo Coalho');
    expect(body.products.map((p) => p.id)).toEqual(
      expect.arrayContaining(body.selected_variants.map((s) => s.variant.id)),
    );
  });

  it('plans the smallest and the largest barbecue with every category from the demo catalogue', async () => {
    for (const total of [1600, 60_000]) {
      const { status, body } = await barbecueFor(
        total,
        categories.map((c) => c.name),
      );
      expect(status).toBe(200);
      expect(meatGrams(body)).toBeGreaterThanOrEqual(total);
      expect(meatGrams(body) - total).toBeLessThanOrEqual(total / 10);
    }
  });

  it('never lists less meat than the guests need, from 4 to 30 adults (the full grid is distribution.test.ts)', async () => {
    const short: string[] = [];
    for (let adults = 4; adults <= 30; adults++) {
      for (const children of [0, 3, 20]) {
        const total = 400 * adults + 200 * children;
        // With no category, and with every one (linguiças and frango take their share of the meat).
        const names = (adults + children) % 2 ? [] : categories.map((c) => c.name);
        const { status, body } = await barbecueFor(total, names);
        expect(status).toBe(200);
        if (meatGrams(body) < total)
          short.push(`${adults} adults, ${children} children: ${meatGrams(body)} g for ${total} g`);
      }
    }
    expect(short).toEqual([]);
  });

  it('chooses the preferred cut type where the product has it', async () => {
    const { body } = await barbecueFor(8000, [], 'Em cubos / espetinho');
    const slugs = body.selected_variants.map((s) => s.variant.slug);
    expect(slugs).toContain('alcatra-bovina-em-cubos');
    expect(slugs).toContain('picanha-bovina');
    const sliced = await barbecueFor(8000, [], 'Fatiada / em bifes');
    expect(sliced.body.selected_variants.map((s) => s.variant.slug)).toContain('picanha-bovina-fatiada');
  });

  it('answers the same barbecue for the same request', async () => {
    const first = await barbecueFor(6200, ['Bebidas', 'Frango']);
    const second = await barbecueFor(6200, ['Frango', 'Bebidas']);
    expect(second.body.selected_variants).toEqual(first.body.selected_variants);
  });

  it('leaves out a cut that is out of stock', async () => {
    const [picanha] = await api.database.db
      .select({ id: catalogueTables.products.id })
      .from(catalogueTables.products)
      .where(eq(catalogueTables.products.slug, 'picanha-bovina'));
    await api.database.db
      .update(catalogueTables.variants)
      .set({ totalOnHand: 0 })
      .where(eq(catalogueTables.variants.productId, picanha!.id));
    const { status, body } = await barbecueFor(8000);
    expect(status).toBe(200);
    expect(body.selected_variants.some((s) => s.variant.product_id === picanha!.id)).toBe(false);
    expect(Math.abs(meatGrams(body) - 8000)).toBeLessThanOrEqual(800);
    await api.database.db
      .update(catalogueTables.variants)
      .set({ totalOnHand: 30_000 })
      .where(eq(catalogueTables.variants.productId, picanha!.id));
  });

  it('leaves out a cut no longer sold', async () => {
    const [picanha] = await api.database.db
      .select({ id: catalogueTables.products.id })
      .from(catalogueTables.products)
      .where(eq(catalogueTables.products.slug, 'picanha-bovina'));
    const status = (to: 'archived' | 'published') =>
      api.database.db
        .update(catalogueTables.products)
        .set({ status: to })
        .where(eq(catalogueTables.products.id, picanha!.id));
    await status('archived');
    try {
      const { status: answered, body } = await barbecueFor(8000);
      expect(answered).toBe(200);
      expect(body.selected_variants.every((s) => s.variant && s.variant.product_id !== picanha!.id)).toBe(
        true,
      );
      expect(body.products.every((p) => p && p.product_id !== picanha!.id)).toBe(true);
      expect(Math.abs(meatGrams(body) - 8000)).toBeLessThanOrEqual(800);
    } finally {
      await status('published');
    }
  });

  it('answers 422 with the reasons for too few adults, absurd totals and unknown ids', async () => {
    const small = await post<ErrorBody>('/barbecue/barbecues', {
      total_desired_quantity: 1400,
      preferred_option_value_id: cutTypeId('Peça inteira'),
    });
    expect(small.status).toBe(422);
    expect(small.body.errors.total_desired_quantity).toEqual([
      'O churrasco precisa de pelo menos 4 adultos (1,6 Kg de carne)',
    ]);

    for (const total of [10_000_000, 1750, -400, 'muito']) {
      const { status, body } = await post<ErrorBody>('/barbecue/barbecues', {
        total_desired_quantity: total,
        preferred_option_value_id: cutTypeId('Peça inteira'),
      });
      expect(status).toBe(422);
      expect(body.errors.total_desired_quantity?.length).toBeGreaterThan(0);
    }

    const unknown = await post<ErrorBody>('/barbecue/barbecues', {
      total_desired_quantity: 2000,
      preferred_option_value_id: 999_999,
      desired_categories_attributes: [{ category_id: categoryId('Bebidas') }, { category_id: 888_888 }],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({
      preferred_option_value_id: ['Tipo de corte não encontrado'],
      'desired_categories_attributes.1.category_id': ['Categoria não encontrada'],
    });

    const fat = await post<ErrorBody>('/barbecue/barbecues', {
      total_desired_quantity: 2000,
      preferred_option_value_id: cutTypeId('Peça inteira'),
      fat_percentage: 140,
    });
    expect(fat.status).toBe(422);
    expect(fat.body.errors.fat_percentage).toEqual(['Percentual de gordura inválido']);
  });

  it('answers 409 when the stock cannot cover the meat asked', async () => {
    const meatIds = (
      await api.database.db
        .select({ id: barbecueTables.barbecueProducts.productId })
        .from(barbecueTables.barbecueProducts)
    ).map((row) => row.id);
    const saved = await api.database.db
      .select({ id: catalogueTables.variants.id, stock: catalogueTables.variants.totalOnHand })
      .from(catalogueTables.variants)
      .where(inArray(catalogueTables.variants.productId, meatIds));
    await api.database.db
      .update(catalogueTables.variants)
      .set({ totalOnHand: 0 })
      .where(inArray(catalogueTables.variants.productId, meatIds));
    const { status, body } = await barbecueFor(4000);
    expect(status).toBe(409);
    expect(body).toMatchObject({ error: expect.stringContaining('Não temos carne suficiente') });
    for (const row of saved)
      await api.database.db
        .update(catalogueTables.variants)
        .set({ totalOnHand: row.stock })
        .where(eq(catalogueTables.variants.id, row.id));
  });
});

describe('POST /api/v1/orders/{number}/line_items/batch', () => {
  async function guestCart(lines: { variant_id: number; quantity: number }[]) {
    const { status, body } = await post<OrderJson>('/api/v1/orders.json', { order: { line_items: lines } });
    expect(status).toBe(201);
    return body;
  }

  it('adds a whole barbecue in one request, merging with lines already in the cart', async () => {
    const { body: barbecue } = await barbecueFor(4600, ['Carvão e acendedores', 'Bebidas']);
    const first = barbecue.selected_variants[0]!;
    const cart = await guestCart([{ variant_id: first.variant.id, quantity: first.desired_quantity }]);
    const { status, body } = await post<OrderJson>(
      `/api/v1/orders/${cart.number}/line_items/batch?order_token=${cart.token}`,
      {
        line_items: barbecue.selected_variants.map((s) => ({
          variant_id: s.variant.id,
          quantity: s.desired_quantity,
        })),
      },
    );
    expect(status).toBe(201);
    expect(body.line_items).toHaveLength(barbecue.selected_variants.length);
    expect(body.line_items.find((line) => line.variant_id === first.variant.id)!.quantity).toBe(
      first.desired_quantity * 2,
    );
    for (const { variant, desired_quantity } of barbecue.selected_variants.slice(1)) {
      expect(body.line_items.find((line) => line.variant_id === variant.id)!.quantity).toBe(desired_quantity);
    }
  });

  it('adds nothing when one line is refused (422 keyed by its index)', async () => {
    const { body: barbecue } = await barbecueFor(2000);
    const [good, already] = barbecue.selected_variants;
    const cart = await guestCart([{ variant_id: already!.variant.id, quantity: already!.desired_quantity }]);
    const { status, body } = await post<ErrorBody>(
      `/api/v1/orders/${cart.number}/line_items/batch?order_token=${cart.token}`,
      {
        line_items: [
          { variant_id: good!.variant.id, quantity: good!.desired_quantity },
          { variant_id: good!.variant.id + 100_000, quantity: 1 },
        ],
      },
    );
    expect(status).toBe(422);
    expect(body.errors['line_items.1.variant_id']).toEqual(['Produto não encontrado']);
    const after = await api.json<OrderJson>(`/api/v1/orders/${cart.number}?order_token=${cart.token}`);
    expect(after.body.line_items.map((line) => line.variant_id)).toEqual([already!.variant.id]);
  });

  it('refuses a guest cart without its token', async () => {
    const { body: barbecue } = await barbecueFor(2000);
    const [line] = barbecue.selected_variants;
    const cart = await guestCart([{ variant_id: line!.variant.id, quantity: line!.desired_quantity }]);
    const { status } = await post<ErrorBody>(`/api/v1/orders/${cart.number}/line_items/batch`, {
      line_items: [{ variant_id: 1, quantity: 1 }],
    });
    expect(status).toBe(404);
  });
});
