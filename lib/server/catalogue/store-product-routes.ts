/**
 * The store back office's product calls (docs/business-rules.md, Store back office), for the 'store'
 * capability (the manager): 403 for guests and everyone else, before any input is read.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { jsonBody, jsonContent } from '@/lib/sales-api/accounts';
import { errorSchema, idParamSchema, staffRefused } from '@/lib/sales-api/openapi-parts';
import {
  imageChangeSchema,
  imageUploadSchema,
  productChangeSchema,
  productFormSchema,
  storeProductOptionsSchema,
  storeProductSchema,
  storeProductsQuerySchema,
  storeProductsSchema,
} from '@/lib/sales-api/store-products';
import { mailerOf } from '../accounts/account-access';
import { requireUser, staffCan } from '../api/authenticate';
import type { ApiApp, ApiEnv } from '../api/env';
import { mediaStorage } from '../media/image-storage';
import { addProductImage, changeProductImage, removeProductImage } from './product-images';
import {
  createStoreProduct,
  findStoreProduct,
  listStoreProducts,
  moveStoreProduct,
  storeProductOptions,
  updateStoreProduct,
  type StoreDeps,
} from './store-products';

const storeTags = ['Store back office'];
const storeSecurity = [{ bearer: [] }];

const storeFailures = {
  403: staffRefused('store'),
  404: jsonContent(errorSchema, 'No such product'),
  422: jsonContent(errorSchema, 'Invalid input: the pt-BR message of each field'),
} as const;

const productAnswer = (description: string) => jsonContent(storeProductSchema, description);

/** The acting manager's deps. */
async function storeDeps(c: { var: ApiEnv['Variables'] }): Promise<StoreDeps> {
  const staff = await requireUser(c);
  return { db: await c.var.deps.getDb(), staffId: staff.id, mailer: mailerOf(c) };
}

const route = <R extends Parameters<typeof createRoute>[0]>(spec: R) =>
  createRoute({ ...spec, tags: storeTags, security: storeSecurity, middleware: staffCan('store') });

const listRoute = route({
  method: 'get',
  path: '/admin/products',
  summary:
    'Products of every status, latest changed first, a page at a time (50 unless per_page says), by status and name (store)',
  request: { query: storeProductsQuerySchema },
  responses: { 200: jsonContent(storeProductsSchema, 'One page of products'), ...storeFailures },
});

const optionsRoute = route({
  method: 'get',
  path: '/admin/products/options',
  summary: 'What the product form chooses from: subdepartments, manufacturers, cooking methods (store)',
  responses: { 200: jsonContent(storeProductOptionsSchema, 'The choices'), ...storeFailures },
});

const readRoute = route({
  method: 'get',
  path: '/admin/products/{id}',
  summary: 'One product with its first variant and pictures, whatever its status (store)',
  request: { params: idParamSchema },
  responses: { 200: productAnswer('The product'), ...storeFailures },
});

const createRouteSpec = route({
  method: 'post',
  path: '/admin/products',
  summary: 'A new product, as a draft: not shown anywhere on the storefront until published (store)',
  description:
    'The product and its one variant. Answers 422 with the field messages of the form (pt-BR), ' +
    'a slug already used by another product included.',
  request: { body: jsonBody(productFormSchema) },
  responses: { 201: productAnswer('The draft'), ...storeFailures },
});

const updateRoute = route({
  method: 'put',
  path: '/admin/products/{id}',
  summary: 'Changes a product and its first variant (the whole form) (store)',
  description:
    'Sent with the `version` the form opened: 409 when the product changed since. The stock is written ' +
    'only when it differs from `total_on_hand_was`. A changed slug keeps the old address answering 301 to ' +
    'the new page. A restock mails the notify-me subscribers. Pages, search and sitemap follow at once ' +
    '(the catalogue change fan-out).',
  request: { params: idParamSchema, body: jsonBody(productChangeSchema) },
  responses: {
    200: productAnswer('The product after the change'),
    ...storeFailures,
    409: jsonContent(errorSchema, 'The product changed since the form opened: reload it'),
  },
});

const moveResponses = {
  200: productAnswer('The product after the change'),
  ...storeFailures,
  409: jsonContent(errorSchema, 'Already in that status'),
} as const;

const publishRoute = route({
  method: 'post',
  path: '/admin/products/{id}/publish',
  summary: 'Publishes a draft or an archived product: its page, lists, search and sitemap show it (store)',
  request: { params: idParamSchema },
  responses: moveResponses,
});

const archiveRoute = route({
  method: 'post',
  path: '/admin/products/{id}/archive',
  summary: 'Archives a product: it leaves the storefront, its page answers 410 (store)',
  description: 'Carts that hold it show it unavailable (variant `available` false) and cannot check out.',
  request: { params: idParamSchema },
  responses: moveResponses,
});

export function registerStoreProductRoutes(app: ApiApp) {
  app.openapi(listRoute, async (c) => {
    const deps = await storeDeps(c);
    return c.json(await listStoreProducts(deps.db, c.req.valid('query')), 200);
  });
  app.openapi(optionsRoute, async (c) => {
    const deps = await storeDeps(c);
    return c.json(await storeProductOptions(deps.db), 200);
  });
  app.openapi(readRoute, async (c) => {
    const deps = await storeDeps(c);
    return c.json(await findStoreProduct(deps.db, c.req.valid('param').id), 200);
  });
  app.openapi(createRouteSpec, async (c) => {
    const deps = await storeDeps(c);
    return c.json(await createStoreProduct(deps, c.req.valid('json')), 201);
  });
  app.openapi(updateRoute, async (c) => {
    const deps = await storeDeps(c);
    return c.json(await updateStoreProduct(deps, c.req.valid('param').id, c.req.valid('json')), 200);
  });
  app.openapi(publishRoute, async (c) => {
    const deps = await storeDeps(c);
    return c.json(await moveStoreProduct(deps, c.req.valid('param').id, 'publish'), 200);
  });
  app.openapi(archiveRoute, async (c) => {
    const deps = await storeDeps(c);
    return c.json(await moveStoreProduct(deps, c.req.valid('param').id, 'archive'), 200);
  });
}

/** A picture of a product: /admin/products/{id}/images/{imageId}. */
const imageParams = z.object({
  id: idParamSchema.shape.id,
  imageId: idParamSchema.shape.id.openapi({ param: { name: 'imageId', in: 'path' }, example: 1 }),
});

const imageAnswers = {
  200: productAnswer('The product with its pictures after the change'),
  ...storeFailures,
  404: jsonContent(errorSchema, 'No such product, or no such picture of it'),
} as const;

const uploadRoute = route({
  method: 'post',
  path: '/admin/products/{id}/images',
  summary: 'Adds a picture, last of the product’s: JPEG, PNG or WebP up to 5 MB (store)',
  description:
    'Re-encoded to WebP in the three sizes the shop serves (mini 24×18 for the blur placeholder, small ' +
    '400×300, large 1200×900, cropped to 4:3) and kept in the media storage. Another type, a file sharp ' +
    'cannot read or one over 5 MB: 422 on `file`. The body may be up to 12 MB (plus the form) here only, ' +
    'so that a file over 5 MB gets that 422 rather than a 413.',
  request: {
    params: idParamSchema,
    body: { required: true, content: { 'multipart/form-data': { schema: imageUploadSchema } } },
  },
  responses: {
    201: productAnswer('The product with the new picture'),
    ...storeFailures,
    413: jsonContent(errorSchema, "Body over 12 MB, not read: 'A imagem deve ter até 5 MB' on `file`"),
  },
});

const imageChangeRoute = route({
  method: 'put',
  path: '/admin/products/{id}/images/{imageId}',
  summary: 'A picture’s alt text and place (0 first: the product’s photo) (store)',
  request: { params: imageParams, body: jsonBody(imageChangeSchema) },
  responses: imageAnswers,
});

const imageRemoveRoute = route({
  method: 'delete',
  path: '/admin/products/{id}/images/{imageId}',
  summary: 'Removes a picture and its stored files (store)',
  request: { params: imageParams },
  responses: imageAnswers,
});

export function registerStoreImageRoutes(app: ApiApp) {
  app.openapi(uploadRoute, async (c) => {
    const deps = await storeDeps(c);
    const { file, alt } = c.req.valid('form');
    const upload = { bytes: Buffer.from(await file.arrayBuffer()), type: file.type };
    const storage = c.var.deps.mediaStorage ?? mediaStorage();
    return c.json(await addProductImage({ ...deps, storage }, c.req.valid('param').id, upload, alt), 201);
  });
  app.openapi(imageChangeRoute, async (c) => {
    const deps = await storeDeps(c);
    const { id, imageId } = c.req.valid('param');
    return c.json(await changeProductImage(deps, id, imageId, c.req.valid('json')), 200);
  });
  app.openapi(imageRemoveRoute, async (c) => {
    const deps = await storeDeps(c);
    const { id, imageId } = c.req.valid('param');
    const storage = c.var.deps.mediaStorage ?? mediaStorage();
    return c.json(await removeProductImage({ ...deps, storage }, id, imageId), 200);
  });
}
