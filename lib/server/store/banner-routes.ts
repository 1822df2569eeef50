/**
 * The home's banners in the back office (docs/business-rules.md, Store back office), for the 'store'
 * capability (the manager): 403 for guests and everyone else, before any input is read. Bad input is a
 * 422 with the contract's pt-BR messages at the fields (lib/sales-api/store-banners.ts).
 */
import { jsonBody, jsonContent } from '@/lib/sales-api/accounts';
import { errorSchema, idParamSchema } from '@/lib/sales-api/openapi-parts';
import { bannerBodySchema, bannerSchema, bannersSchema } from '@/lib/sales-api/store-banners';
import { orderBodySchema, pictureUploadSchema } from '@/lib/sales-api/store-departments';
import { nowOf, type ApiApp, type ApiEnv } from '../api/env';
import { mediaStorage } from '../media/image-storage';
import {
  createBanner,
  deleteBanner,
  listBanners,
  orderBanners,
  setBannerImage,
  updateBanner,
  type BannerDeps,
} from './banners';
import { storeDeps, storeFailures, storeRoute } from './store-routes';

const failures = { ...storeFailures, 404: jsonContent(errorSchema, 'No such banner') } as const;

async function bannerDeps(c: { var: ApiEnv['Variables'] }): Promise<BannerDeps> {
  return { ...(await storeDeps(c)), storage: c.var.deps.mediaStorage ?? mediaStorage() };
}

const RULE =
  "The home shows, in order, the active banners that have a picture and whose days include today (America/Bahia); every instance's home follows a change within moments. A link is a path of the shop ('/busca?q=picanha') or a plain https:// address.";

const listRoute = storeRoute({
  method: 'get',
  path: '/admin/store/banners',
  summary: "The home's banners in carousel order, with where each stands today (store)",
  description: RULE,
  responses: { 200: jsonContent(bannersSchema, 'The banners'), ...failures },
});

const createBannerRoute = storeRoute({
  method: 'post',
  path: '/admin/store/banners',
  summary: 'A new banner, last of the carousel: it shows once its picture is sent (store)',
  description: RULE,
  request: { body: jsonBody(bannerBodySchema) },
  responses: { 201: jsonContent(bannerSchema, 'The banner'), ...failures },
});

const orderRoute = storeRoute({
  method: 'put',
  path: '/admin/store/banners/order',
  summary: "The carousel's order: every banner's id once, first shown first (store)",
  request: { body: jsonBody(orderBodySchema) },
  responses: { 200: jsonContent(bannersSchema, 'The banners in their new order'), ...failures },
});

const updateRoute = storeRoute({
  method: 'put',
  path: '/admin/store/banners/{id}',
  summary: "A banner's text, link, days and active flag (store)",
  description: RULE,
  request: { params: idParamSchema, body: jsonBody(bannerBodySchema) },
  responses: { 200: jsonContent(bannerSchema, 'The banner'), ...failures },
});

const deleteRoute = storeRoute({
  method: 'delete',
  path: '/admin/store/banners/{id}',
  summary: 'Deletes a banner and its stored picture (store)',
  request: { params: idParamSchema },
  responses: { 204: { description: 'Deleted' }, ...failures },
});

const imageRoute = storeRoute({
  method: 'post',
  path: '/admin/store/banners/{id}/image',
  summary: "The banner's picture: JPEG, PNG or WebP up to 5 MB, replacing the one it had (store)",
  description:
    'Re-encoded to a 1440×480 WebP (cropped to 3:1) in the media storage, as product pictures are. Another type, a file that is no picture or one over 5 MB: 422 on `file`.',
  request: {
    params: idParamSchema,
    body: { required: true, content: { 'multipart/form-data': { schema: pictureUploadSchema } } },
  },
  responses: {
    200: jsonContent(bannerSchema, 'The banner with its picture'),
    ...failures,
    413: jsonContent(errorSchema, "Body over 12 MB, not read: 'A imagem deve ter até 5 MB' on `file`"),
  },
});

export function registerAdminBannerRoutes(app: ApiApp) {
  app.openapi(listRoute, async (c) =>
    c.json(await listBanners(await c.var.deps.getDb(), nowOf(c.var.deps)), 200),
  );
  app.openapi(createBannerRoute, async (c) =>
    c.json(await createBanner(await bannerDeps(c), c.req.valid('json')), 201),
  );
  // Before /{id}: "order" is no id.
  app.openapi(orderRoute, async (c) =>
    c.json(await orderBanners(await bannerDeps(c), c.req.valid('json').ids), 200),
  );
  app.openapi(updateRoute, async (c) =>
    c.json(await updateBanner(await bannerDeps(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(deleteRoute, async (c) => {
    await deleteBanner(await bannerDeps(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(imageRoute, async (c) => {
    const deps = await bannerDeps(c);
    const { file } = c.req.valid('form');
    const upload = { bytes: Buffer.from(await file.arrayBuffer()), type: file.type };
    return c.json(await setBannerImage(deps, c.req.valid('param').id, upload), 200);
  });
}
