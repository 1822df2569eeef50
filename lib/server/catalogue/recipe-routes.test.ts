import type { RecipeJson, VariantJson } from '@/lib/sales-api/catalogue';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import type { ErrorBody } from '@/lib/sales-api/errors';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.database.close());

describe('GET /v2/recipes?by_product=', () => {
  it("lists a product's recipes with their lines and video", async () => {
    const { body: picanha } = await api.json<VariantJson>('/v2/products/picanha-bovina-angus');
    const { status, body } = await api.json<RecipeJson[]>(`/v2/recipes?by_product=${picanha.product_id}`);
    expect(status).toBe(200);
    expect(body.map((r) => r.title)).toEqual([
      'Picanha na brasa com sal grosso',
      'Picanha na manteiga de alho',
    ]);
    expect(body[0]!.text.split('\n')).toHaveLength(4);
    expect(body[0]).toMatchObject({ vimeo_url: 'https://vimeo.com/76979871', video_url: null });
    expect(body[1]).toMatchObject({ vimeo_url: null, video_url: expect.stringContaining('youtube.com') });
    expect(body.every((r) => r.product_id === picanha.product_id)).toBe(true);
  });

  it('is empty for a product without recipes', async () => {
    const { body: contrafile } = await api.json<VariantJson>('/v2/products/contrafile-bovino');
    expect((await api.json(`/v2/recipes?by_product=${contrafile.product_id}`)).body).toEqual([]);
  });

  it.each([
    ['', 422],
    ['?by_product=', 422],
    ['?by_product=abc', 422],
    ['?by_product=0', 422],
    ['?by_product=999999', 404],
  ])('answers %s with %i', async (query, expected) => {
    const { status, body } = await api.json<ErrorBody>(`/v2/recipes${query}`);
    expect(status).toBe(expected);
    if (expected === 422) expect(body.errors.by_product).toEqual(['Produto inválido']);
  });
});
