/**
 * The churrascômetro's calls (docs/business-rules.md, Barbecue): the complement categories, the cut types and
 * the barbecue planned for a meat weight. A barbecue is computed, not stored: POST answers 200.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  barbecueCategorySchema,
  barbecueOptionValueSchema,
  barbecueRequestSchema,
  barbecueSchema,
} from '@/lib/sales-api/barbecue';
import { createBarbecue, listCalculatorCategories, listOptionValues } from './barbecue';
import type { ApiApp } from '../api/env';
import { errorResponses, errorSchema } from '@/lib/sales-api/openapi-parts';

const tags = ['Barbecue'];
const json = <T>(schema: T) => ({ content: { 'application/json': { schema } } });

const categoriesRoute = createRoute({
  method: 'get',
  path: '/barbecue/calculator_categories',
  tags,
  summary: 'The complement categories of step 3 (carvão, pão de alho, bebidas, linguiças...)',
  responses: { 200: { description: 'The categories, in order', ...json(z.array(barbecueCategorySchema)) } },
});

const optionValuesRoute = createRoute({
  method: 'get',
  path: '/barbecue/option_values',
  tags,
  summary: 'The cut types of step 2, with their pictures',
  responses: {
    200: { description: 'The cut types, in order', ...json(z.array(barbecueOptionValueSchema)) },
  },
});

const planRoute = createRoute({
  method: 'post',
  path: '/barbecue/barbecues',
  tags,
  summary: 'Plan a barbecue: the variants and quantities for a meat weight, cut type and categories',
  description:
    'The meat is split between fatty and lean cuts by fat_percentage (and the chosen meat categories by ' +
    'their share), at least total_desired_quantity and as little above it as the increments allow; complements are sized per person or per ' +
    'kilo of meat; only products in stock; quantities are valid cart quantities. Deterministic.',
  request: { body: { required: true, ...json(barbecueRequestSchema) } },
  responses: {
    200: { description: 'The barbecue', ...json(barbecueSchema) },
    409: { description: 'Not enough meat in stock for this barbecue', ...json(errorSchema) },
    422: errorResponses[422],
  },
});

export function registerBarbecueRoutes(app: ApiApp) {
  app.openapi(categoriesRoute, async (c) =>
    c.json(await listCalculatorCategories(await c.var.deps.getDb()), 200),
  );
  app.openapi(optionValuesRoute, async (c) => c.json(await listOptionValues(await c.var.deps.getDb()), 200));
  app.openapi(planRoute, async (c) =>
    c.json(await createBarbecue(await c.var.deps.getDb(), c.req.valid('json')), 200),
  );
}
