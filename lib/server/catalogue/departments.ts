/** Department reads: the menu's tree, a department's page, and whether a department page exists. */
import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { groupBy } from '@/lib/group-by';
import type { DepartmentDetailJson, DepartmentJson } from '@/lib/sales-api/catalogue';
import type { Db } from '../db/database';
import * as t from './schema';
import { findVariants } from './variants';

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

/** One department with the products of each subdepartment (each product's first variant), or null. */
export async function findDepartment(db: Db, id: number): Promise<DepartmentDetailJson | null> {
  const [department] = await db.select().from(t.departments).where(eq(t.departments.id, id));
  if (!department) return null;
  const subRows = await db
    .select()
    .from(t.subdepartments)
    .where(eq(t.subdepartments.departmentId, id))
    .orderBy(asc(t.subdepartments.position), asc(t.subdepartments.id));
  const variants = await findVariants(
    db,
    and(eq(t.subdepartments.departmentId, id), eq(t.variants.position, 0)),
  );
  const variantsBySub = groupBy(variants, (variant) => variant.subdepartment_id);
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
      products: variantsBySub.get(sub.id) ?? [],
    })),
  };
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
