import { createRoute, z } from '@hono/zod-openapi';
import { listRecipes } from './recipes';
import { NotFoundError } from '@/lib/sales-api/errors';
import type { ApiApp } from '../api/env';
import { errorResponses } from '@/lib/sales-api/openapi-parts';
import { idText } from '@/lib/sales-api/common-fields';
import { recipeSchema } from '@/lib/sales-api/catalogue';
import { PRODUCT_NOT_FOUND } from './product-routes';

const recipesQuerySchema = z.object({
  by_product: idText('Produto inválido').openapi({
    param: { name: 'by_product', in: 'query', required: true },
    example: 1,
  }),
});

const listRoute = createRoute({
  method: 'get',
  path: '/v2/recipes',
  tags: ['Catalogue'],
  summary: "A product's recipe tips (by product id, the `product_id` of a product)",
  request: { query: recipesQuerySchema },
  responses: {
    200: { description: 'Recipes', content: { 'application/json': { schema: z.array(recipeSchema) } } },
    ...errorResponses,
  },
});

export function registerRecipeRoutes(app: ApiApp) {
  app.openapi(listRoute, async (c) => {
    const recipes = await listRecipes(await c.var.deps.getDb(), c.req.valid('query').by_product);
    if (!recipes) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return c.json(recipes, 200);
  });
}
