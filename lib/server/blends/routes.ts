/**
 * Blends' calls (docs/business-rules.md, Blends): templates, their items and mixes. Every call is a
 * customer's: 401 without a session (before the input is read), 404 for another customer's template,
 * item, mix or order.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { requireUser, signedIn } from '../api/authenticate';
import {
  addTemplateItem,
  createMix,
  createTemplate,
  deleteMix,
  deleteTemplate,
  deleteTemplateItem,
  findTemplate,
  listMixes,
  listTemplateItems,
  listTemplates,
  updateMix,
  updateTemplate,
  updateTemplateItem,
} from './blends';
import type { ApiApp } from '../api/env';
import { jsonBody, jsonContent } from '@/lib/sales-api/accounts';
import {
  createMixBodySchema,
  createTemplateBodySchema,
  createTemplateItemBodySchema,
  itemsQuerySchema,
  mixesQuerySchema,
  mixSchema,
  quantityBodySchema,
  templateItemSchema,
  templatePageSchema,
  templateSchema,
  templatesQuerySchema,
  updateTemplateBodySchema,
} from '@/lib/sales-api/blends';
import { mixChangeSchema } from '@/lib/sales-api/order';
import { errorResponses, errorSchema, idParamSchema } from '@/lib/sales-api/openapi-parts';

const tags = ['Blends'];
const security = [{ bearer: [] }];
const unauthorized = { 401: jsonContent(errorSchema, "You're not logged in.") };
const frozen = { 409: jsonContent(errorSchema, 'The template is saved and can no longer change') };
const failures = { ...unauthorized, ...errorResponses };

const listTemplatesRoute = createRoute({
  method: 'get',
  path: '/mixes/templates',
  tags,
  security,
  middleware: signedIn,
  summary: "The customer's blend templates: open ones first, then saved, newest change first",
  request: { query: templatesQuerySchema },
  responses: {
    200: jsonContent(templatePageSchema, 'A page of templates'),
    ...unauthorized,
    422: errorResponses[422],
  },
});

const createTemplateRoute = createRoute({
  method: 'post',
  path: '/mixes/templates',
  tags,
  security,
  middleware: signedIn,
  summary: 'Create a template (the calculator creates it empty and fills it item by item)',
  request: { body: jsonBody(createTemplateBodySchema) },
  responses: {
    201: jsonContent(templateSchema, 'The new template'),
    ...unauthorized,
    422: errorResponses[422],
  },
});

const showTemplateRoute = createRoute({
  method: 'get',
  path: '/mixes/templates/{id}',
  tags,
  security,
  middleware: signedIn,
  summary: 'One template with its items, price per gram, amount and the quantities a mix of it takes',
  request: { params: idParamSchema },
  responses: { 200: jsonContent(templateSchema, 'The template'), ...failures },
});

const updateTemplateRoute = createRoute({
  method: 'put',
  path: '/mixes/templates/{id}',
  tags,
  security,
  middleware: signedIn,
  summary: 'Change an open template; complete: true saves it (a name and at least 1 item) and freezes it',
  request: { params: idParamSchema, body: jsonBody(updateTemplateBodySchema) },
  responses: { 200: jsonContent(templateSchema, 'The template'), ...failures, ...frozen },
});

const deleteTemplateRoute = createRoute({
  method: 'delete',
  path: '/mixes/templates/{id}',
  tags,
  security,
  middleware: signedIn,
  summary: 'Delete an open template',
  request: { params: idParamSchema },
  responses: { 204: { description: 'Deleted' }, ...failures, ...frozen },
});

const addItemRoute = createRoute({
  method: 'post',
  path: '/mixes/templates/{id}/items',
  tags,
  security,
  middleware: signedIn,
  summary: 'Add grams of a ground meat to an open template (the same meat again grows its item)',
  request: { params: idParamSchema, body: jsonBody(createTemplateItemBodySchema) },
  responses: { 201: jsonContent(templateSchema, 'The template with its new totals'), ...failures, ...frozen },
});

const listItemsRoute = createRoute({
  method: 'get',
  path: '/mixes/items',
  tags,
  security,
  middleware: signedIn,
  summary: "A template's items",
  request: { query: itemsQuerySchema },
  responses: { 200: jsonContent(z.array(templateItemSchema), 'The items, oldest first'), ...failures },
});

const updateItemRoute = createRoute({
  method: 'put',
  path: '/mixes/items/{id}',
  tags,
  security,
  middleware: signedIn,
  summary: "Change an item's grams (a valid quantity of its product)",
  request: { params: idParamSchema, body: jsonBody(quantityBodySchema) },
  responses: { 200: jsonContent(templateSchema, 'The template with its new totals'), ...failures, ...frozen },
});

const deleteItemRoute = createRoute({
  method: 'delete',
  path: '/mixes/items/{id}',
  tags,
  security,
  middleware: signedIn,
  summary: 'Remove an item from an open template',
  request: { params: idParamSchema },
  responses: { 200: jsonContent(templateSchema, 'The template with its new totals'), ...failures, ...frozen },
});

const listMixesRoute = createRoute({
  method: 'get',
  path: '/mixes/mixes',
  tags,
  security,
  middleware: signedIn,
  summary: "The blends of one of the customer's orders",
  request: { query: mixesQuerySchema },
  responses: { 200: jsonContent(z.array(mixSchema), 'The mixes, oldest first'), ...failures },
});

const stock = { 409: jsonContent(errorSchema, 'Template not saved yet, or a meat is short in stock') };

const createMixRoute = createRoute({
  method: 'post',
  path: '/mixes/mixes',
  tags,
  security,
  middleware: signedIn,
  summary: 'Put grams of a saved template in the current order (the same template again grows its mix)',
  request: { body: jsonBody(createMixBodySchema) },
  responses: { 201: jsonContent(mixChangeSchema, 'The mix and the order'), ...failures, ...stock },
});

const updateMixRoute = createRoute({
  method: 'put',
  path: '/mixes/mixes/{id}',
  tags,
  security,
  middleware: signedIn,
  summary: 'Change the grams of a whole blend in the cart (every meat keeps its share)',
  request: { params: idParamSchema, body: jsonBody(quantityBodySchema) },
  responses: { 200: jsonContent(mixChangeSchema, 'The mix and the order'), ...failures, ...stock },
});

const deleteMixRoute = createRoute({
  method: 'delete',
  path: '/mixes/mixes/{id}',
  tags,
  security,
  middleware: signedIn,
  summary: 'Remove a blend and its lines from the cart',
  request: { params: idParamSchema },
  responses: { 200: jsonContent(mixChangeSchema, 'The order (mix: null)'), ...failures },
});

export function registerBlendRoutes(app: ApiApp) {
  app.openapi(listTemplatesRoute, async (c) => {
    const user = await requireUser(c);
    const { page, per_page: perPage } = c.req.valid('query');
    return c.json(await listTemplates(await c.var.deps.getDb(), user.id, { page, perPage }), 200);
  });
  app.openapi(createTemplateRoute, async (c) => {
    const user = await requireUser(c);
    return c.json(await createTemplate(await c.var.deps.getDb(), user.id, c.req.valid('json')), 201);
  });
  app.openapi(showTemplateRoute, async (c) => {
    const user = await requireUser(c);
    return c.json(await findTemplate(await c.var.deps.getDb(), user.id, c.req.valid('param').id), 200);
  });
  app.openapi(updateTemplateRoute, async (c) => {
    const user = await requireUser(c);
    const db = await c.var.deps.getDb();
    return c.json(await updateTemplate(db, user.id, c.req.valid('param').id, c.req.valid('json')), 200);
  });
  app.openapi(deleteTemplateRoute, async (c) => {
    const user = await requireUser(c);
    await deleteTemplate(await c.var.deps.getDb(), user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(addItemRoute, async (c) => {
    const user = await requireUser(c);
    const db = await c.var.deps.getDb();
    return c.json(await addTemplateItem(db, user.id, c.req.valid('param').id, c.req.valid('json')), 201);
  });
  app.openapi(listItemsRoute, async (c) => {
    const user = await requireUser(c);
    const db = await c.var.deps.getDb();
    return c.json(await listTemplateItems(db, user.id, c.req.valid('query').by_template), 200);
  });
  app.openapi(updateItemRoute, async (c) => {
    const user = await requireUser(c);
    const db = await c.var.deps.getDb();
    const { quantity } = c.req.valid('json');
    return c.json(await updateTemplateItem(db, user.id, c.req.valid('param').id, quantity), 200);
  });
  app.openapi(deleteItemRoute, async (c) => {
    const user = await requireUser(c);
    return c.json(await deleteTemplateItem(await c.var.deps.getDb(), user.id, c.req.valid('param').id), 200);
  });
  app.openapi(listMixesRoute, async (c) => {
    const user = await requireUser(c);
    return c.json(await listMixes(await c.var.deps.getDb(), user, c.req.valid('query').by_order), 200);
  });
  app.openapi(createMixRoute, async (c) => {
    const user = await requireUser(c);
    return c.json(await createMix(await c.var.deps.getDb(), user, c.req.valid('json')), 201);
  });
  app.openapi(updateMixRoute, async (c) => {
    const user = await requireUser(c);
    const db = await c.var.deps.getDb();
    return c.json(await updateMix(db, user, c.req.valid('param').id, c.req.valid('json').quantity), 200);
  });
  app.openapi(deleteMixRoute, async (c) => {
    const user = await requireUser(c);
    return c.json(await deleteMix(await c.var.deps.getDb(), user, c.req.valid('param').id), 200);
  });
}
