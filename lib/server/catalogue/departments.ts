/** Department reads: the menu's tree, a department's page, and whether a department page exists. */
import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { groupBy } from '@/lib/group-by';
import {
  parseProductCursor,
  productCursor,
  SUBDEPARTMENT_PAGE,
  type DepartmentDetailJson,
  type DepartmentJson,
  type SubdepartmentProductsJson,
} from '@/lib/sales-api/catalogue';
import type { Db } from '../db/database';
import * as t from './schema';
import { findVariants, published } from './variants';

/** Every department in shop order, with its subdepartments. */
export async function listDepartments(db: Db): Promise<DepartmentJson[]> {
  const [departmentRows, subRows] = await Promise.all([
    db.select().from(t.departments).orderBy(asc(t.departments.position), asc(t.departments.id)),
    db.select().from(t.subdepartments).orderBy(asc(t.subdepartments.position), asc(t.subdepartments.id)),
  ]);
  const subsByDepartment = groupBy(subRows, (sub) => sub.departmentId);
  return departmentRows.map((department) => ({
    id: department.id,
    name: department.name,
    slug: department.slug,
    image_url: department.imageUrl,
    subdepartments: (subsByDepartment.get(department.id) ?? []).map(({ id, name, slug }) => ({
      id,
      name,
      slug,
    })),
  }));
}

/**
 * One department with the first SUBDEPARTMENT_PAGE products of each subdepartment (each product's first
 * variant), their count and where the next page starts (listSubdepartmentProducts), or null. A big shop's
 * department holds thousands of products: its answer and page stay the same size whatever their number
 * (docs/performance.md, A big shop's data).
 */
export async function findDepartment(db: Db, id: number): Promise<DepartmentDetailJson | null> {
  // For each subdepartment of the department, its first products in shop order (one more than a page
  // tells whether a next one exists) and its count of published products, both read from
  // products_subdepartment_shop_order_idx (and the page's first variants by key): the rest of the
  // department's products are counted in the index, not read, sorted nor numbered (docs/performance.md,
  // A big shop's data). A product is listed as its one first variant (position 0: ./store-products.ts,
  // ./sibling-variants.ts and the seed give every product exactly one), so the products counted are the
  // entries listed.
  const page = db
    .select({
      // Aliased: a subquery's columns need names of their own, apart from the subdepartment's (both ids are
      // "id", and a subdepartment has a position too).
      variantId: sql<number>`${t.variants.id}`.as('variant_id'),
      productId: sql<number>`${t.products.id}`.as('product_id'),
      position: sql<number>`${t.products.position}`.as('product_position'),
    })
    .from(t.products)
    .innerJoin(t.variants, and(eq(t.variants.productId, t.products.id), firstVariant()))
    .where(and(eq(t.products.subdepartmentId, t.subdepartments.id), published()))
    .orderBy(asc(t.products.position), asc(t.products.id))
    .limit(SUBDEPARTMENT_PAGE + 1)
    .as('page');
  const total = db
    .select({ count: sql<number>`count(*)::int`.as('count') })
    .from(t.products)
    .where(and(eq(t.products.subdepartmentId, t.subdepartments.id), published()))
    .as('total');
  // Asked at once: none needs another's answer (an unknown department's are empty).
  const [[department], subRows, firsts] = await Promise.all([
    db.select().from(t.departments).where(eq(t.departments.id, id)),
    db
      .select()
      .from(t.subdepartments)
      .where(eq(t.subdepartments.departmentId, id))
      .orderBy(asc(t.subdepartments.position), asc(t.subdepartments.id)),
    db
      .select({
        variantId: page.variantId,
        productId: page.productId,
        position: page.position,
        subdepartmentId: t.subdepartments.id,
        count: total.count,
      })
      .from(t.subdepartments)
      .crossJoinLateral(page)
      .crossJoinLateral(total)
      .where(eq(t.subdepartments.departmentId, id)),
  ]);
  if (!department) return null;
  const pages = await readPages(db, firsts);
  const countOf = new Map(firsts.map((row) => [row.subdepartmentId, Number(row.count)]));
  return {
    id: department.id,
    name: department.name,
    slug: department.slug,
    image_url: department.imageUrl,
    subdepartments: subRows.map((sub) => ({
      id: sub.id,
      name: sub.name,
      slug: sub.slug,
      image_url: sub.imageUrl,
      ...(pages.get(sub.id) ?? { products: [], next_cursor: null }),
      products_count: countOf.get(sub.id) ?? 0,
    })),
  };
}

/**
 * The subdepartment's products after `after` (a next_cursor), SUBDEPARTMENT_PAGE of them in shop order
 * with where the next page starts; null when the subdepartment does not exist. Read by keyset, through the
 * products' subdepartment index: the tenth page costs what the first does.
 */
export async function listSubdepartmentProducts(
  db: Db,
  subdepartmentId: number,
  after?: string,
): Promise<SubdepartmentProductsJson | null> {
  const from = after === undefined ? undefined : parseProductCursor(after);
  const [[sub], rows] = await Promise.all([
    db
      .select({ id: t.subdepartments.id })
      .from(t.subdepartments)
      .where(eq(t.subdepartments.id, subdepartmentId)),
    db
      .select(listedColumns)
      .from(t.variants)
      .innerJoin(t.products, eq(t.products.id, t.variants.productId))
      .where(
        and(
          eq(t.products.subdepartmentId, subdepartmentId),
          firstVariant(),
          published(),
          from && sql`(${t.products.position}, ${t.products.id}) > (${from.position}, ${from.id})`,
        ),
      )
      .orderBy(asc(t.products.position), asc(t.products.id))
      .limit(SUBDEPARTMENT_PAGE + 1),
  ]);
  if (!sub) return null;
  return (await readPages(db, rows)).get(subdepartmentId) ?? { products: [], next_cursor: null };
}

/** What a page is read by: the variant, and its product's subdepartment and place in shop order. */
const listedColumns = {
  variantId: t.variants.id,
  productId: t.products.id,
  position: t.products.position,
  subdepartmentId: t.products.subdepartmentId,
};

const firstVariant = () => eq(t.variants.position, 0);

/**
 * The variants of rows read a page and one more per subdepartment (in shop order), as each
 * subdepartment's page and the cursor of its last product when more follow.
 */
async function readPages(
  db: Db,
  rows: readonly { variantId: number; productId: number; position: number; subdepartmentId: number }[],
): Promise<Map<number, SubdepartmentProductsJson>> {
  const bySub = groupBy(
    [...rows].sort((a, b) => a.position - b.position || a.productId - b.productId),
    (row) => row.subdepartmentId,
  );
  const shown = [...bySub.values()].flatMap((subRows) => subRows.slice(0, SUBDEPARTMENT_PAGE));
  const variants =
    shown.length === 0
      ? []
      : await findVariants(
          db,
          inArray(
            t.variants.id,
            shown.map((row) => row.variantId),
          ),
        );
  const variantById = new Map(variants.map((variant) => [variant.id, variant]));
  return new Map(
    [...bySub].map(([subId, subRows]) => {
      const page = subRows.slice(0, SUBDEPARTMENT_PAGE);
      const last = page.at(-1)!;
      return [
        subId,
        {
          // A product changed between the two reads (unpublished) is left out, as the storefront would.
          products: page.flatMap((row) => variantById.get(row.variantId) ?? []),
          next_cursor:
            subRows.length > SUBDEPARTMENT_PAGE
              ? productCursor({ position: last.position, id: last.productId })
              : null,
        },
      ];
    }),
  );
}

/**
 * Whether the department page has something to show: the department and, when the address names one,
 * that subdepartment of it (findDepartment's department, one of its subdepartments' slugs).
 */
export async function departmentPageExists(db: Db, id: number, subdepartmentSlug?: string): Promise<boolean> {
  const rows =
    subdepartmentSlug === undefined
      ? await db.select({ id: t.departments.id }).from(t.departments).where(eq(t.departments.id, id))
      : await db
          .select({ id: t.subdepartments.id })
          .from(t.subdepartments)
          .where(and(eq(t.subdepartments.departmentId, id), eq(t.subdepartments.slug, subdepartmentSlug)));
  return rows.length > 0;
}
