/**
 * The catalogue as the server-rendered pages read it: the catalogue service's reads, cached by Next
 * (unstable_cache) under tags so that a change revalidates exactly the pages that showed it.
 *
 * Nothing here is personal: these reads know no user, so caching them never leaks anything.
 * Pages are rendered per request (each carries its response's CSP nonce) over these cached reads;
 * revalidateCatalogue() (../catalogue/revalidate.ts) runs on every catalogue-changed notice
 * (../catalogue/follow-catalogue-changes.ts). Each app instance has its own cache; with several instances on
 * PostgreSQL every change reaches the others' caches too (../catalogue/catalogue-fanout.ts).
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { connection } from 'next/server';
import { config } from '../config';
import type { Db } from '../db/database';
import { getDb } from '../server-database';
import { listCalculatorCategories, listOptionValues } from '../barbecue/barbecue';
import { coPurchasedProductIds } from '../catalogue/co-purchases';
import {
  departmentPageExists,
  findDepartment,
  listDepartments,
  listSubdepartmentProducts,
} from '../catalogue/departments';
import { frequentlyPurchasedTogether, listProducts, type ProductListQuery } from '../catalogue/product-lists';
import { listRecipes } from '../catalogue/recipes';
import { relatedVariantIds } from '../catalogue/related-products';
import { findVariantBySlug, variantSlugExists } from '../catalogue/variants';
import { catalogueTags } from '../catalogue/revalidate';
import { activeBanners, showingOn } from '../store/banners';

/** Seconds after which a cached catalogue read is refreshed even without a change notice. */
const CATALOGUE_REVALIDATE_SECONDS = 300;

/**
 * `next build` prerenders every page that does not opt out, and the database is not available then.
 * Every page showing the shop's header reads departments for its navigation, so under the build such
 * pages are marked dynamic (rendered at request time) instead of failing. At run time this is a no-op.
 */
async function requireRequestDuringBuild(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') await connection();
}

const cached =
  <A extends unknown[], R>(
    name: string,
    read: (...args: A) => Promise<R>,
    tags: (...args: A) => string[] = () => [],
  ) =>
  async (...args: A): Promise<R> => {
    await requireRequestDuringBuild();
    return unstable_cache(() => read(...args), [name, JSON.stringify(args)], {
      tags: [catalogueTags.all, ...tags(...args)],
      revalidate: CATALOGUE_REVALIDATE_SECONDS,
    })();
  };

export const getDepartments = cached(
  'departments',
  async () => listDepartments(await getDb()),
  () => [catalogueTags.store('departments')],
);

/**
 * A cached read keyed by a visitor's address (a product's slug, a department's id), cached only when the
 * address names something. Next keeps every cache entry on disk (.next/cache/fetch-cache) and never
 * removes it, and anyone can ask for endless made-up addresses (proxy.ts checks existence for page loads
 * only, not for the router's fetches or the product's opengraph-image): each would leave a file behind.
 * So one cheap uncached indexed read (the one proxy.ts uses) answers a missing address with null first.
 */
const cachedIfExists =
  <A extends unknown[], R>(
    exists: (db: Db, ...args: A) => Promise<boolean>,
    read: (...args: A) => Promise<R>,
  ) =>
  async (...args: A): Promise<R | null> => {
    await requireRequestDuringBuild();
    if (!(await exists(await getDb(), ...args))) return null;
    return read(...args);
  };

export const getDepartment = cachedIfExists(
  departmentPageExists,
  cached(
    'department',
    async (id: number) => findDepartment(await getDb(), id),
    (id) => [catalogueTags.department(id)],
  ),
);

/**
 * A subdepartment's page after a cursor: the department page's 'Ver mais' followed without scripts
 * (`?depois=`). Read each time, not kept by Next: the cursor is the visitor's to make up (see
 * cachedIfExists), and the read is one page by keyset.
 */
export async function getSubdepartmentPage(subdepartmentId: number, after: string) {
  await requireRequestDuringBuild();
  return listSubdepartmentProducts(await getDb(), subdepartmentId, after);
}

export const getProductBySlug = cachedIfExists(
  variantSlugExists,
  cached(
    'product',
    async (slug: string) => findVariantBySlug(await getDb(), slug),
    (slug) => [catalogueTags.product(slug)],
  ),
);

export const getProductPage = cached('products', async (query: ProductListQuery) =>
  listProducts(await getDb(), query),
);

export const getFrequentlyPurchased = cached('frequently-purchased', async (variantId: number) =>
  frequentlyPurchasedTogether(await getDb(), variantId, coPurchasedProductIds),
);

/**
 * What the product's page shows below it from the back office's form: its recipe tips and the variant
 * ids of its related products. Tagged with the product's address, so that an edit shows at the next visit.
 */
export const getProductExtras = cached(
  'product-extras',
  async ({ productId }: { productId: number; slug: string }) => {
    const db = await getDb();
    const [recipes, relatedIds] = await Promise.all([
      listRecipes(db, productId),
      relatedVariantIds(db, productId),
    ]);
    return { recipes: recipes ?? [], relatedIds };
  },
  ({ slug }) => [catalogueTags.product(slug)],
);

/** The configured related products (a fixed list of 12 ids). */
export function relatedProductIds(): number[] {
  return config().RELATED_PRODUCT_IDS;
}

/** The churrascômetro's lists (complement categories and cut types), the same for every visitor. */
export const getBarbecueLists = cached('barbecue-lists', async () => {
  const db = await getDb();
  const [categories, cutTypes] = await Promise.all([listCalculatorCategories(db), listOptionValues(db)]);
  return { categories, cutTypes };
});

const getActiveBanners = cached(
  'home-banners',
  async () => activeBanners(await getDb()),
  () => [catalogueTags.store('banners')],
);

/**
 * The home's banners today, in order (docs/business-rules.md, Store back office). The active ones are kept
 * cached until the manager changes one; today's are picked at each render, so a banner's first and last
 * days take effect at midnight (America/Bahia) without a change notice.
 */
export async function getHomeBanners(now: Date = new Date()) {
  return showingOn(await getActiveBanners(), now).map(({ href, image, alt }) => ({ href, image, alt }));
}
