/**
 * Products of the catalogue: one variant by id, product lists with their filters
 * and pagination, a product by slug, recently viewed (per user or guest cookie) and frequently purchased
 * together. A "product" in these answers is one variant; `id` is the variant id, `product_id` its product.
 */
import { randomBytes } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { PRODUCT_SLUG, PRODUCT_SLUG_MAX } from '@/lib/catalogue/page-address';
import {
  DEFAULT_PAGE,
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
  MOST_SOLD_DEFAULT_PER_PAGE,
} from '@/lib/catalogue/pagination';
import { secureCookies } from '../auth/session-cookie';
import { clientIp, enforceThrottle, THROTTLE_RULES, type ThrottleRule } from '../auth/throttle';
import { cachedListProducts } from './product-list-cache';
import { coPurchasedProductIds, personalProductRanking } from './co-purchases';
import { PRODUCT_SORTS, frequentlyPurchasedTogether } from './product-lists';
import { findVariant, findVariantBySlug } from './variants';
import {
  guestVisitor,
  listRecentlyViewed,
  mergeGuestViews,
  recordView,
  userVisitor,
  type Visitor,
} from './product-views';
import { NotFoundError } from '@/lib/sales-api/errors';
import { INT4_MAX } from '@/lib/rules/ids';
import type { ApiApp, ApiEnv } from '../api/env';
import { OPTIONAL_SESSION } from '../api/openapi-document';
import { errorResponses, errorSchema, idParamSchema } from '@/lib/sales-api/openapi-parts';
import { productPageSchema, variantSchema } from '@/lib/sales-api/catalogue';

export const PRODUCT_NOT_FOUND = 'Esse produto não existe...';
/** The guest's random id for 'recently viewed' (httpOnly, one year). */
export const VISITOR_COOKIE = 'cdc_visitor';
const VISITOR_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
const GUEST_ID = /^[A-Za-z0-9_-]{16,64}$/;
/** Deep pages are never useful to a shopper and only cost the database. */
const MAX_PAGE = 10_000;

const booleanParam = (name: string) =>
  z
    .enum(['true', 'false', '1', '0'], { error: 'Use true ou false' })
    .transform((value) => value === 'true' || value === '1')
    .optional()
    .openapi({ param: { name, in: 'query' }, example: 'true' });

/** by_id=1,13,124 (also [1,13,124] or by_id repeated): up to 100 variant ids. */
const idListParam = z
  .union([z.string(), z.array(z.string())])
  .transform((value, ctx) => {
    const text = (Array.isArray(value) ? value.join(',') : value).trim().replace(/^\[(.*)\]$/, '$1');
    const parts = text.split(',').map((part) => part.trim());
    const ids = parts.map(Number);
    if (
      parts.some((part) => !/^\d+$/.test(part)) ||
      ids.some((id) => id < 1 || id > INT4_MAX) ||
      ids.length > MAX_PER_PAGE
    ) {
      ctx.addIssue({ code: 'custom', message: `Informe até ${MAX_PER_PAGE} identificadores válidos` });
      return z.NEVER;
    }
    return [...new Set(ids)];
  })
  .optional()
  .openapi({
    param: { name: 'by_id', in: 'query' },
    type: 'string',
    example: '1,13,124',
    description: 'Comma-separated variant ids, answered in this order',
  });

const productsQuerySchema = z.object({
  by_id: idListParam,
  'q[by_in_promotion]': booleanParam('q[by_in_promotion]'),
  'q[discounted_eq]': booleanParam('q[discounted_eq]'),
  'q[id_not_in]': idListParam.openapi({
    param: { name: 'q[id_not_in]', in: 'query' },
    type: 'string',
    example: '1,13,124',
    description: 'Comma-separated variant ids to leave out (the home: what its promotions show)',
  }),
  for_me: booleanParam('for_me').openapi({
    description:
      "Recommended for the caller: a logged-in customer's products come first, ranked by what they " +
      'bought (products bought together with theirs) and viewed; a guest gets the usual order',
  }),
  'q[s]': z
    .enum(PRODUCT_SORTS, { error: 'Ordenação inválida' })
    .optional()
    .openapi({ param: { name: 'q[s]', in: 'query' }, example: 'sales_volume desc' }),
  page: z.coerce
    .number({ error: 'Página inválida' })
    .int('Página inválida')
    .min(1, 'Página inválida')
    .max(MAX_PAGE, 'Página inválida')
    .default(DEFAULT_PAGE)
    .openapi({ param: { name: 'page', in: 'query' }, example: 1 }),
  per_page: z.coerce
    .number({ error: `Itens por página deve ser de 1 a ${MAX_PER_PAGE}` })
    .int(`Itens por página deve ser de 1 a ${MAX_PER_PAGE}`)
    .min(1, `Itens por página deve ser de 1 a ${MAX_PER_PAGE}`)
    .max(MAX_PER_PAGE, `Itens por página deve ser de 1 a ${MAX_PER_PAGE}`)
    .optional()
    .openapi({
      param: { name: 'per_page', in: 'query' },
      description: `Default ${MOST_SOLD_DEFAULT_PER_PAGE} when sorted by sales volume, else ${DEFAULT_PER_PAGE}`,
      example: 10,
    }),
});

const slugParamSchema = z.object({
  slug: z
    .string()
    .max(PRODUCT_SLUG_MAX, 'Produto inválido')
    .regex(PRODUCT_SLUG, 'Produto inválido')
    .openapi({ param: { name: 'slug', in: 'path' }, example: 'picanha-bovina' }),
});

const variantResponse = {
  200: { description: 'The product', content: { 'application/json': { schema: variantSchema } } },
  ...errorResponses,
};
const variantListResponse = (description: string) => ({
  200: { description, content: { 'application/json': { schema: z.array(variantSchema) } } },
});

const variantRoute = createRoute({
  method: 'get',
  path: '/api/v1/variants/{id}',
  tags: ['Catalogue'],
  security: OPTIONAL_SESSION,
  summary: 'One variant (a product of the storefront) by id',
  request: { params: idParamSchema },
  responses: variantResponse,
});

const listRoute = createRoute({
  method: 'get',
  path: '/v2/products',
  tags: ['Catalogue'],
  security: OPTIONAL_SESSION,
  summary: 'A page of products: by ids, on promotion, discounted (recommended) or by sales volume',
  description:
    'Lists each product once (its first variant) unless by_id names variants. Promotions without q[s] come ' +
    'biggest discount first. The storefront asks promotions and recommended 10 per page and most sold 20.',
  request: { query: productsQuerySchema },
  responses: {
    200: { description: 'One page', content: { 'application/json': { schema: productPageSchema } } },
    422: errorResponses[422],
  },
});

const recentlyViewedRoute = createRoute({
  method: 'get',
  path: '/v2/products/recently_viewed',
  tags: ['Catalogue'],
  security: OPTIONAL_SESSION,
  summary: "The caller's recently viewed products, latest first (user, or guest cookie)",
  responses: variantListResponse('Recently viewed products (empty for a new visitor)'),
});

const bySlugRoute = createRoute({
  method: 'get',
  path: '/v2/products/{slug}',
  tags: ['Catalogue'],
  summary: 'A product by its slug (the product page)',
  request: { params: slugParamSchema },
  responses: variantResponse,
});

const viewRoute = createRoute({
  method: 'post',
  path: '/v2/products/{id}/views',
  tags: ['Catalogue'],
  security: OPTIONAL_SESSION,
  summary: "Records that the caller viewed a product ('viewed product'); sets the guest cookie for guests",
  request: { params: idParamSchema },
  responses: {
    204: { description: 'Recorded' },
    ...errorResponses,
    429: {
      description: 'Too many guest views from this IP (the storefront ignores it)',
      content: { 'application/json': { schema: errorSchema } },
    },
  },
});

const frequentlyPurchasedRoute = createRoute({
  method: 'get',
  path: '/v2/products/{id}/frequently_purchased_together',
  tags: ['Catalogue'],
  summary: 'Products bought together with this one, topped up with best sellers of its subdepartment',
  request: { params: idParamSchema },
  responses: { ...variantListResponse('Up to 10 products'), ...errorResponses },
});

function readGuestId(c: Context<ApiEnv>): string | null {
  const id = getCookie(c, VISITOR_COOKIE);
  return id && GUEST_ID.test(id) ? id : null;
}

/**
 * Who is looking: the logged-in user (whose account takes over the guest cookie's views), else the
 * guest cookie, created when `create` is set. Null for a first-time guest that is only reading.
 */
async function resolveVisitor(c: Context<ApiEnv>, { create }: { create: boolean }): Promise<Visitor | null> {
  const user = await c.var.currentUser();
  const guestId = readGuestId(c);
  const db = await c.var.deps.getDb();
  if (user) {
    if (guestId) {
      await mergeGuestViews(db, guestVisitor(guestId), userVisitor(user.id));
      deleteCookie(c, VISITOR_COOKIE, { path: '/' });
    }
    return userVisitor(user.id);
  }
  if (guestId) return guestVisitor(guestId);
  if (!create) return null;
  const newId = randomBytes(18).toString('base64url');
  setCookie(c, VISITOR_COOKIE, newId, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: secureCookies(),
    maxAge: VISITOR_COOKIE_MAX_AGE,
  });
  return guestVisitor(newId);
}

export function registerProductRoutes(app: ApiApp) {
  app.openapi(variantRoute, async (c) => {
    const user = await c.var.currentUser();
    const variant = await findVariant(await c.var.deps.getDb(), c.req.valid('param').id, user?.id);
    if (!variant) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return c.json(variant, 200);
  });

  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const db = await c.var.deps.getDb();
    // A list asked for the caller is theirs: never kept by the answer cache (whatever spelling of the
    // address brought it here) nor by a shared cache.
    if (query.for_me) c.header('Cache-Control', 'private, no-store');
    const user = query.for_me ? await c.var.currentUser() : null;
    // Lists for anyone come from memory until the catalogue changes (product-list-cache.ts).
    const page = await cachedListProducts(db, {
      ids: query.by_id,
      excludeIds: query['q[id_not_in]'],
      rankedProductIds: user ? await personalProductRanking(db, user.id) : undefined,
      inPromotion: query['q[by_in_promotion]'],
      discounted: query['q[discounted_eq]'],
      sort: query['q[s]'],
      page: query.page,
      perPage:
        query.per_page ?? (query['q[s]'] === undefined ? DEFAULT_PER_PAGE : MOST_SOLD_DEFAULT_PER_PAGE),
    });
    return c.json(page, 200);
  });

  // Before /v2/products/{slug}, which would otherwise take 'recently_viewed' for a slug.
  app.openapi(recentlyViewedRoute, async (c) => {
    // Personal: never stored by a shared cache.
    c.header('Cache-Control', 'private, no-store');
    const visitor = await resolveVisitor(c, { create: false });
    if (!visitor) return c.json([], 200);
    return c.json(await listRecentlyViewed(await c.var.deps.getDb(), visitor), 200);
  });

  app.openapi(bySlugRoute, async (c) => {
    const variant = await findVariantBySlug(await c.var.deps.getDb(), c.req.valid('param').slug);
    if (!variant) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return c.json(variant, 200);
  });

  app.openapi(viewRoute, async (c) => {
    const db = await c.var.deps.getDb();
    // A guest view may create a guest id and always writes a row: counted per address before either,
    // so a loop without cookies cannot fill the table.
    // A guest with the cookie is counted on its own too: the address's count is sized for a carrier's NAT.
    if (!(await c.var.currentUser())) {
      const guestId = readGuestId(c);
      await enforceThrottle(db, [
        [`product-view:ip:${clientIp(c.req.raw.headers)}`, THROTTLE_RULES.guestProductViewPerIp],
        ...(guestId
          ? [
              [`product-view:guest:${guestId}`, THROTTLE_RULES.guestProductViewPerGuest] as [
                string,
                ThrottleRule,
              ],
            ]
          : []),
      ]);
    }
    const visitor = await resolveVisitor(c, { create: true });
    const recorded = await recordView(db, visitor!, c.req.valid('param').id);
    if (!recorded) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return c.body(null, 204);
  });

  app.openapi(frequentlyPurchasedRoute, async (c) => {
    const products = await frequentlyPurchasedTogether(
      await c.var.deps.getDb(),
      c.req.valid('param').id,
      coPurchasedProductIds,
    );
    if (!products) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return c.json(products, 200);
  });
}
