import type { DepartmentDetailJson, DepartmentJson } from '@/lib/sales-api/catalogue';
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
