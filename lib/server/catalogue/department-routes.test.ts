import { and, asc, eq } from 'drizzle-orm';
import {
  SUBDEPARTMENT_PAGE,
  type DepartmentDetailJson,
  type DepartmentJson,
  type SubdepartmentProductsJson,
} from '@/lib/sales-api/catalogue';
import * as t from './schema';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import { DEPARTMENTS } from '@/demo/catalogue/catalogue-data';
import type { ErrorBody } from '@/lib/sales-api/errors';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.database.close());

describe('GET /v2/departments', () => {
  it('lists every seeded department in shop order with its subdepartments', async () => {
    const { status, body } = await api.json<DepartmentJson[]>('/v2/departments');
    expect(status).toBe(200);
    expect(body.map((d) => d.name)).toEqual(DEPARTMENTS.map((d) => d.name));
    expect(body[0]!.subdepartments.map((s) => s.name)).toEqual(
      DEPARTMENTS[0]!.subdepartments.map((s) => s.name),
    );
    expect(body[0]!.image_url).toMatch(/^\/media\/departments\/.+\.webp$/);
  });
});

describe('GET /v2/departments/{id}', () => {
  it('returns one department with the products of each subdepartment', async () => {
    const { body: list } = await api.json<DepartmentJson[]>('/v2/departments');
    const { status, body } = await api.json<DepartmentDetailJson>(`/v2/departments/${list[0]!.id}`);
    expect(status).toBe(200);
    expect(body.name).toBe(DEPARTMENTS[0]!.name);
    const products = body.subdepartments.flatMap((s) => s.products);
    expect(products.length).toBeGreaterThan(0);
    for (const sub of body.subdepartments) {
      for (const product of sub.products) expect(product.subdepartment_id).toBe(sub.id);
    }
    const weighed = products.find((p) => p.unit_for_quantity === 'g')!;
    // Prices of weighed products are per gram, exact: a few reais per kilo is well under 1 per gram.
    expect(weighed.price).toMatch(/^0\.\d{2,6}$/);
    expect(weighed.in_stock).toBe(weighed.total_on_hand >= weighed.minimum_quantity);
  });

  it.each([
    ['abc', 422],
    ['1.5', 422],
    ['-3', 422],
    ['0', 422],
    ['99999999999', 422],
    ['999999', 404],
  ])('answers %s with %i and the error shape, never a 500', async (id, expected) => {
    const { status, body } = await api.json<ErrorBody>(`/v2/departments/${id}`);
    expect(status).toBe(expected);
    expect(typeof body.error).toBe('string');
    expect(body.errors).toEqual(expected === 422 ? { id: ['Identificador inválido'] } : {});
  });

  it('says the department could not be loaded, in Portuguese, when it does not exist', async () => {
    const { body } = await api.json<ErrorBody>('/v2/departments/999999');
    expect(body.error).toBe('Não foi possível carregar esse departamento.');
  });
});

describe("a subdepartment's products page by page", () => {
  /** Every published product of the subdepartment, as its first variant's id, in shop order. */
  async function allOf(subdepartmentId: number): Promise<number[]> {
    const rows = await api.database.db
      .select({ id: t.variants.id })
      .from(t.variants)
      .innerJoin(t.products, eq(t.products.id, t.variants.productId))
      .where(
        and(
          eq(t.products.subdepartmentId, subdepartmentId),
          eq(t.variants.position, 0),
          eq(t.products.status, 'published'),
        ),
      )
      .orderBy(asc(t.products.position), asc(t.products.id));
    return rows.map((row) => row.id);
  }

  it("answers a department with each subdepartment's first page, its count, and the rest by 'after'", async () => {
    const { body: list } = await api.json<DepartmentJson[]>('/v2/departments');
    const { body } = await api.json<DepartmentDetailJson>(`/v2/departments/${list[0]!.id}`);
    const big = body.subdepartments.find((sub) => sub.products_count > SUBDEPARTMENT_PAGE)!;
    const small = body.subdepartments.find((sub) => sub.products_count <= SUBDEPARTMENT_PAGE)!;
    const all = await allOf(big.id);
    expect(big.products_count).toBe(all.length);
    expect(big.products.map((product) => product.id)).toEqual(all.slice(0, SUBDEPARTMENT_PAGE));
    expect(big.next_cursor).toEqual(expect.any(String));
    expect(small.products.map((product) => product.id)).toEqual(await allOf(small.id));
    expect(small.next_cursor).toBeNull();

    const seen = big.products.map((product) => product.id);
    let cursor = big.next_cursor;
    while (cursor) {
      const page = await api.json<SubdepartmentProductsJson>(
        `/v2/subdepartments/${big.id}/products?after=${cursor}`,
      );
      expect(page.status).toBe(200);
      expect(page.body.products.length).toBeLessThanOrEqual(SUBDEPARTMENT_PAGE);
      seen.push(...page.body.products.map((product) => product.id));
      cursor = page.body.next_cursor;
    }
    expect(seen).toEqual(all);
    // Without 'after': the first page, as the department shows it.
    const first = await api.json<SubdepartmentProductsJson>(`/v2/subdepartments/${big.id}/products`);
    expect(first.body).toEqual({ products: big.products, next_cursor: big.next_cursor });
  });

  it.each([
    ['abc', 422],
    ['1', 422],
    ['1.2.3', 422],
    ['99999999999.1', 422],
    ['1.1', 404],
  ])(
    'answers after=%s on an unknown or known subdepartment with %i, never a 500',
    async (after, expected) => {
      const { body: list } = await api.json<DepartmentJson[]>('/v2/departments');
      const subId = expected === 404 ? 999_999 : list[0]!.subdepartments[0]!.id;
      const { status, body } = await api.json<ErrorBody>(
        `/v2/subdepartments/${subId}/products?after=${after}`,
      );
      expect(status).toBe(expected);
      expect(body.errors).toEqual(
        expected === 422 ? { after: ['Posição inválida na lista de produtos'] } : {},
      );
      if (expected === 404) expect(body.error).toBe('Subdepartamento não encontrado');
    },
  );
});
