/**
 * The store back office's departments and subdepartments (docs/business-rules.md, Store back office): the
 * manager names, orders and pictures them. A department's address is its id; a subdepartment's slug is made
 * from its name once, when it is created, and kept (links to /departamentos/{id}/{slug} keep working). One
 * that holds products, of any status, is not deleted (409 naming how many): its products would lose their
 * place. Every change is recorded in the store's audit (../store/store-changes.ts) in the transaction that
 * makes it, and announced to the catalogue's readers: the menus,
 * the department pages, the search records (which carry the department's and subdepartment's names) and
 * the sitemap follow on every instance (./catalogue-changes.ts).
 */
import 'server-only';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { SUBDEPARTMENT_PICTURE } from '@/lib/catalogue/department';
import { slugOf } from '@/lib/rules/store-products';
import { NotFoundError, SalesError, ValidationError } from '@/lib/sales-api/errors';
import {
  DEPARTMENT_MESSAGES,
  type DepartmentBody,
  type StoreDepartmentJson,
  type StoreDepartmentsJson,
} from '@/lib/sales-api/store-departments';
import type { Db } from '../db/database';
import type { MediaStorage } from '../media/image-storage';
import { storePicture, type Upload } from '../media/uploaded-picture';
import { recordStoreChange } from '../store/store-changes';
import { announceCommittedChange } from './catalogue-changes';
import * as t from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type DepartmentRow = typeof t.departments.$inferSelect;
type SubdepartmentRow = typeof t.subdepartments.$inferSelect;

/** A department in the audit: as GET /admin/store/departments answers it, without its counts and children. */
const departmentSnapshot = (row: DepartmentRow) => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  position: row.position,
  image_url: row.imageUrl,
});

/** A subdepartment in the audit: as the admin API answers it (without its count), with its department. */
const subdepartmentSnapshot = (row: SubdepartmentRow) => ({
  id: row.id,
  department_id: row.departmentId,
  name: row.name,
  slug: row.slug,
  position: row.position,
  image_url: row.imageUrl,
});

/** An order in the audit: the names, first shown first. */
const orderSnapshot = (rows: readonly { id: number; name: string }[], ids: readonly number[]) => ({
  order: ids.map((id) => rows.find((row) => row.id === id)?.name ?? String(id)),
});

/** The ids of `rows` in their stored order. */
const storedOrder = (rows: readonly { id: number; position: number }[]) =>
  [...rows].sort((a, b) => a.position - b.position || a.id - b.id).map((row) => row.id);

export interface DepartmentDeps {
  db: Db;
  staffId: number;
  storage: MediaStorage;
}

const DEPARTMENT_NOT_FOUND = 'Departamento não encontrado';
const SUBDEPARTMENT_NOT_FOUND = 'Subdepartamento não encontrado';

/** A department's picture: the department cards' 3:2 (lib/media/media-paths.ts's demo pictures' size). */
const DEPARTMENT_PICTURE = { width: 600, height: 400 };

/** Products of every status per subdepartment. */
async function productCounts(db: Db | Tx): Promise<Map<number, number>> {
  const rows = await db
    .select({ subdepartmentId: t.products.subdepartmentId, n: count() })
    .from(t.products)
    .groupBy(t.products.subdepartmentId);
  return new Map(rows.map((row) => [row.subdepartmentId, row.n]));
}

/** GET /admin/store/departments: every department in shop order, with its subdepartments and products. */
export async function listStoreDepartments(db: Db): Promise<StoreDepartmentsJson> {
  const [departments, subdepartments, counts] = await Promise.all([
    db.select().from(t.departments).orderBy(asc(t.departments.position), asc(t.departments.id)),
    db.select().from(t.subdepartments).orderBy(asc(t.subdepartments.position), asc(t.subdepartments.id)),
    productCounts(db),
  ]);
  return {
    departments: departments.map((department) => {
      const subs = subdepartments
        .filter((sub) => sub.departmentId === department.id)
        .map((sub) => ({
          id: sub.id,
          name: sub.name,
          slug: sub.slug,
          position: sub.position,
          image_url: sub.imageUrl,
          product_count: counts.get(sub.id) ?? 0,
        }));
      return {
        id: department.id,
        name: department.name,
        slug: department.slug,
        position: department.position,
        image_url: department.imageUrl,
        product_count: subs.reduce((sum, sub) => sum + sub.product_count, 0),
        subdepartments: subs,
      };
    }),
  };
}

async function storeDepartment(db: Db, id: number): Promise<StoreDepartmentJson> {
  const department = (await listStoreDepartments(db)).departments.find((d) => d.id === id);
  if (!department) throw new NotFoundError(DEPARTMENT_NOT_FOUND);
  return department;
}

/** The variants of a department's (or one subdepartment's) products: their search records carry its name. */
async function variantsUnder(db: Db, where: { departmentId: number } | { subdepartmentId: number }) {
  const rows = await db
    .select({ id: t.variants.id })
    .from(t.variants)
    .innerJoin(t.products, eq(t.products.id, t.variants.productId))
    .innerJoin(t.subdepartments, eq(t.subdepartments.id, t.products.subdepartmentId))
    .where(
      'departmentId' in where
        ? eq(t.subdepartments.departmentId, where.departmentId)
        : eq(t.subdepartments.id, where.subdepartmentId),
    );
  return rows.map((row) => row.id);
}

/** Menus, the department's page and sitemap, and (when named) the search records of its products follow. */
async function announce(db: Db, departmentId: number, variantIds: number[] = []) {
  await announceCommittedChange(
    db,
    { variantIds, departmentIds: [departmentId], store: ['departments'] },
    { departmentId },
  );
}

const folded = (name: string) => slugOf(name);
const nameTaken = (message: string) => new ValidationError({ name: [message] }, message);

/** `base`, or `base-2`, `base-3`... : the first that is not taken. */
function freeSlug(base: string, taken: ReadonlySet<string>, fallback: string): string {
  const root = base || fallback;
  if (!taken.has(root)) return root;
  for (let n = 2; ; n += 1) if (!taken.has(`${root}-${n}`)) return `${root}-${n}`;
}

/** 422 at the name when another department (other than `own`) is called the same (case and accents aside). */
async function checkDepartmentName(tx: Tx, name: string, own?: number) {
  const others = await tx
    .select({ name: t.departments.name })
    .from(t.departments)
    .where(own === undefined ? undefined : ne(t.departments.id, own));
  if (others.some((other) => folded(other.name) === folded(name)))
    throw nameTaken(DEPARTMENT_MESSAGES.nameTaken);
}

/** A department's row, locked until the transaction ends (404 when there is none). */
async function lockedDepartment(tx: Tx, id: number): Promise<DepartmentRow> {
  const [department] = await tx.select().from(t.departments).where(eq(t.departments.id, id)).for('update');
  if (!department) throw new NotFoundError(DEPARTMENT_NOT_FOUND);
  return department;
}

/** POST /admin/store/departments: a new department, last in the menu, without subdepartments yet. */
export async function createDepartment(
  deps: DepartmentDeps,
  { name: rawName }: DepartmentBody,
): Promise<StoreDepartmentJson> {
  const name = rawName.trim();
  const id = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${t.departments} in share row exclusive mode`);
    await checkDepartmentName(tx, name);
    const existing = await tx
      .select({ slug: t.departments.slug, position: t.departments.position })
      .from(t.departments);
    const [row] = await tx
      .insert(t.departments)
      .values({
        name,
        slug: freeSlug(slugOf(name), new Set(existing.map((d) => d.slug)), 'departamento'),
        position: Math.max(-1, ...existing.map((d) => d.position)) + 1,
      })
      .returning();
    await recordStoreChange(tx, deps.staffId, 'department', row!.id, null, departmentSnapshot(row!));
    return row!.id;
  });
  await announce(deps.db, id);
  return storeDepartment(deps.db, id);
}

/** PUT /admin/store/departments/{id}: its name (its address, the id, stays). */
export async function renameDepartment(
  deps: DepartmentDeps,
  id: number,
  { name: rawName }: DepartmentBody,
): Promise<StoreDepartmentJson> {
  const name = rawName.trim();
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${t.departments} in share row exclusive mode`);
    const before = await lockedDepartment(tx, id);
    await checkDepartmentName(tx, name, id);
    const [after] = await tx
      .update(t.departments)
      .set({ name, updatedAt: new Date() })
      .where(eq(t.departments.id, id))
      .returning();
    await recordStoreChange(
      tx,
      deps.staffId,
      'department',
      id,
      departmentSnapshot(before),
      departmentSnapshot(after!),
    );
  });
  await announce(deps.db, id, await variantsUnder(deps.db, { departmentId: id }));
  return storeDepartment(deps.db, id);
}

/** Removes a picture this storage gave (the demo's /media pictures are files of the build, left alone). */
async function removeStored(storage: MediaStorage, url: string | null) {
  const key = url && storage.keyOf(url);
  if (key) await storage.delete(key);
}

/** DELETE /admin/store/departments/{id}: only when none of its subdepartments holds a product (409). */
export async function deleteDepartment(deps: DepartmentDeps, id: number): Promise<void> {
  const removed = await deps.db.transaction(async (tx) => {
    const department = await lockedDepartment(tx, id);
    // Its subdepartments locked: a product being put in one meanwhile waits (its foreign key), then fails.
    await tx
      .select({ id: t.subdepartments.id })
      .from(t.subdepartments)
      .where(eq(t.subdepartments.departmentId, id))
      .for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(t.products)
      .innerJoin(t.subdepartments, eq(t.subdepartments.id, t.products.subdepartmentId))
      .where(eq(t.subdepartments.departmentId, id));
    if ((held?.n ?? 0) > 0) {
      const message = DEPARTMENT_MESSAGES.departmentHasProducts(held!.n);
      throw new SalesError('conflict', message, { department: [message] });
    }
    const subPictures = await tx
      .select({ imageUrl: t.subdepartments.imageUrl })
      .from(t.subdepartments)
      .where(eq(t.subdepartments.departmentId, id));
    await tx.delete(t.departments).where(eq(t.departments.id, id));
    await recordStoreChange(tx, deps.staffId, 'department', id, departmentSnapshot(department), null);
    return { department, pictures: [department.imageUrl, ...subPictures.map((sub) => sub.imageUrl)] };
  });
  // Its subdepartments went with it (cascade): their pictures too.
  for (const url of removed.pictures) await removeStored(deps.storage, url);
  await announce(deps.db, id);
}

/** 422 at `ids` unless they are exactly `own`, each once (the whole list, in its new order). */
function checkOrder(ids: readonly number[], own: readonly number[]) {
  const wanted = new Set(own);
  if (ids.length !== wanted.size || ids.some((id) => !wanted.has(id)))
    throw new ValidationError({ ids: [DEPARTMENT_MESSAGES.order] }, DEPARTMENT_MESSAGES.order);
}

async function setPositions(tx: Tx, table: typeof t.departments | typeof t.subdepartments, ids: number[]) {
  for (const [position, id] of ids.entries())
    await tx.update(table).set({ position, updatedAt: new Date() }).where(eq(table.id, id));
}

/** PUT /admin/store/departments/order: the menu's order, every department once. */
export async function orderDepartments(deps: DepartmentDeps, ids: number[]): Promise<StoreDepartmentsJson> {
  await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: t.departments.id, name: t.departments.name, position: t.departments.position })
      .from(t.departments)
      .for('update');
    checkOrder(
      ids,
      rows.map((row) => row.id),
    );
    await setPositions(tx, t.departments, ids);
    await recordStoreChange(
      tx,
      deps.staffId,
      'department_order',
      'menu',
      orderSnapshot(rows, storedOrder(rows)),
      orderSnapshot(rows, ids),
    );
  });
  await announceCommittedChange(
    deps.db,
    { variantIds: [], store: ['departments'] },
    { departments: 'order' },
  );
  return listStoreDepartments(deps.db);
}

/** Sets (or, null, removes) a department's picture, recorded; answers the picture it had. */
async function writeDepartmentImage(deps: DepartmentDeps, id: number, url: string | null) {
  return deps.db.transaction(async (tx) => {
    const before = await lockedDepartment(tx, id);
    const [after] = await tx
      .update(t.departments)
      .set({ imageUrl: url, updatedAt: new Date() })
      .where(eq(t.departments.id, id))
      .returning();
    await recordStoreChange(
      tx,
      deps.staffId,
      'department',
      id,
      departmentSnapshot(before),
      departmentSnapshot(after!),
    );
    return before.imageUrl;
  });
}

/** POST /admin/store/departments/{id}/image: its picture, replacing the one it had. */
export async function setDepartmentImage(
  deps: DepartmentDeps,
  id: number,
  upload: Upload,
): Promise<StoreDepartmentJson> {
  const before = await storeDepartment(deps.db, id);
  const url = await storePicture(deps.storage, upload, {
    folder: 'departments',
    name: before.slug,
    ...DEPARTMENT_PICTURE,
  });
  await removeStored(deps.storage, await writeDepartmentImage(deps, id, url));
  await announce(deps.db, id);
  return storeDepartment(deps.db, id);
}

/** DELETE /admin/store/departments/{id}/image: the cards show 'Sem imagem'. */
export async function removeDepartmentImage(deps: DepartmentDeps, id: number): Promise<StoreDepartmentJson> {
  await removeStored(deps.storage, await writeDepartmentImage(deps, id, null));
  await announce(deps.db, id);
  return storeDepartment(deps.db, id);
}

/** 422 at the name when a sibling (other than `own`) is called the same (case and accents aside). */
async function checkSubdepartmentName(tx: Tx, departmentId: number, name: string, own?: number) {
  const siblings = await tx
    .select({ name: t.subdepartments.name })
    .from(t.subdepartments)
    .where(
      and(
        eq(t.subdepartments.departmentId, departmentId),
        own === undefined ? undefined : ne(t.subdepartments.id, own),
      ),
    );
  if (siblings.some((sibling) => folded(sibling.name) === folded(name)))
    throw nameTaken(DEPARTMENT_MESSAGES.subdepartmentNameTaken);
}

/** POST /admin/store/departments/{id}/subdepartments: a new subdepartment, last of its department. */
export async function createSubdepartment(
  deps: DepartmentDeps,
  departmentId: number,
  { name: rawName }: DepartmentBody,
): Promise<StoreDepartmentJson> {
  const name = rawName.trim();
  await deps.db.transaction(async (tx) => {
    const [department] = await tx
      .select({ id: t.departments.id })
      .from(t.departments)
      .where(eq(t.departments.id, departmentId))
      .for('update');
    if (!department) throw new NotFoundError(DEPARTMENT_NOT_FOUND);
    await checkSubdepartmentName(tx, departmentId, name);
    const siblings = await tx
      .select({ slug: t.subdepartments.slug, position: t.subdepartments.position })
      .from(t.subdepartments)
      .where(eq(t.subdepartments.departmentId, departmentId));
    const [row] = await tx
      .insert(t.subdepartments)
      .values({
        departmentId,
        name,
        slug: freeSlug(slugOf(name), new Set(siblings.map((s) => s.slug)), 'subdepartamento'),
        position: Math.max(-1, ...siblings.map((s) => s.position)) + 1,
      })
      .returning();
    await recordStoreChange(tx, deps.staffId, 'subdepartment', row!.id, null, subdepartmentSnapshot(row!));
  });
  await announce(deps.db, departmentId);
  return storeDepartment(deps.db, departmentId);
}

/** A subdepartment and its department's row, locked (siblings are named and ordered under that lock). */
async function lockedSubdepartment(tx: Tx, id: number) {
  const [found] = await tx
    .select({ departmentId: t.subdepartments.departmentId })
    .from(t.subdepartments)
    .where(eq(t.subdepartments.id, id));
  if (!found) throw new NotFoundError(SUBDEPARTMENT_NOT_FOUND);
  // The department first, then the subdepartment: the order deleteDepartment takes them in.
  await tx
    .select({ id: t.departments.id })
    .from(t.departments)
    .where(eq(t.departments.id, found.departmentId))
    .for('update');
  const [sub] = await tx.select().from(t.subdepartments).where(eq(t.subdepartments.id, id)).for('update');
  if (!sub) throw new NotFoundError(SUBDEPARTMENT_NOT_FOUND);
  return sub;
}

/** PUT /admin/store/subdepartments/{id}: its name (its slug, in the links, stays). */
export async function renameSubdepartment(
  deps: DepartmentDeps,
  id: number,
  { name: rawName }: DepartmentBody,
): Promise<StoreDepartmentJson> {
  const name = rawName.trim();
  const before = await deps.db.transaction(async (tx) => {
    const sub = await lockedSubdepartment(tx, id);
    await checkSubdepartmentName(tx, sub.departmentId, name, id);
    const [after] = await tx
      .update(t.subdepartments)
      .set({ name, updatedAt: new Date() })
      .where(eq(t.subdepartments.id, id))
      .returning();
    await recordStoreChange(
      tx,
      deps.staffId,
      'subdepartment',
      id,
      subdepartmentSnapshot(sub),
      subdepartmentSnapshot(after!),
    );
    return sub;
  });
  await announce(deps.db, before.departmentId, await variantsUnder(deps.db, { subdepartmentId: id }));
  return storeDepartment(deps.db, before.departmentId);
}

/** DELETE /admin/store/subdepartments/{id}: only when it holds no product (409). */
export async function deleteSubdepartment(deps: DepartmentDeps, id: number): Promise<StoreDepartmentJson> {
  const removed = await deps.db.transaction(async (tx) => {
    const sub = await lockedSubdepartment(tx, id);
    const [held] = await tx.select({ n: count() }).from(t.products).where(eq(t.products.subdepartmentId, id));
    if ((held?.n ?? 0) > 0) {
      const message = DEPARTMENT_MESSAGES.subdepartmentHasProducts(held!.n);
      throw new SalesError('conflict', message, { subdepartment: [message] });
    }
    await tx.delete(t.subdepartments).where(eq(t.subdepartments.id, id));
    await recordStoreChange(tx, deps.staffId, 'subdepartment', id, subdepartmentSnapshot(sub), null);
    return sub;
  });
  await removeStored(deps.storage, removed.imageUrl);
  await announce(deps.db, removed.departmentId);
  return storeDepartment(deps.db, removed.departmentId);
}

/** PUT /admin/store/departments/{id}/subdepartments/order: its subdepartments' order, each once. */
export async function orderSubdepartments(
  deps: DepartmentDeps,
  departmentId: number,
  ids: number[],
): Promise<StoreDepartmentJson> {
  await deps.db.transaction(async (tx) => {
    const department = await lockedDepartment(tx, departmentId);
    const rows = await tx
      .select({ id: t.subdepartments.id, name: t.subdepartments.name, position: t.subdepartments.position })
      .from(t.subdepartments)
      .where(eq(t.subdepartments.departmentId, departmentId));
    checkOrder(
      ids,
      rows.map((row) => row.id),
    );
    await setPositions(tx, t.subdepartments, ids);
    // Named after its department, whose id it carries: the audit's line says whose order it was.
    await recordStoreChange(
      tx,
      deps.staffId,
      'subdepartment_order',
      departmentId,
      { name: department.name, ...orderSnapshot(rows, storedOrder(rows)) },
      { name: department.name, ...orderSnapshot(rows, ids) },
    );
  });
  await announce(deps.db, departmentId);
  return storeDepartment(deps.db, departmentId);
}

/** Sets (or, null, removes) a subdepartment's picture, recorded; answers its department and the picture it had. */
async function writeSubdepartmentImage(deps: DepartmentDeps, id: number, url: string | null) {
  return deps.db.transaction(async (tx) => {
    const before = await lockedSubdepartment(tx, id);
    const [after] = await tx
      .update(t.subdepartments)
      .set({ imageUrl: url, updatedAt: new Date() })
      .where(eq(t.subdepartments.id, id))
      .returning();
    await recordStoreChange(
      tx,
      deps.staffId,
      'subdepartment',
      id,
      subdepartmentSnapshot(before),
      subdepartmentSnapshot(after!),
    );
    return { departmentId: before.departmentId, previous: before.imageUrl };
  });
}

/**
 * POST /admin/store/subdepartments/{id}/image: its chip's picture on the department page, replacing the
 * one it had: a square of SUBDEPARTMENT_PICTURE.stored pixels (twice the chip's size).
 */
export async function setSubdepartmentImage(
  deps: DepartmentDeps,
  id: number,
  upload: Upload,
): Promise<StoreDepartmentJson> {
  const [sub] = await deps.db
    .select({ slug: t.subdepartments.slug })
    .from(t.subdepartments)
    .where(eq(t.subdepartments.id, id));
  if (!sub) throw new NotFoundError(SUBDEPARTMENT_NOT_FOUND);
  const url = await storePicture(deps.storage, upload, {
    folder: 'subdepartments',
    name: sub.slug,
    width: SUBDEPARTMENT_PICTURE.stored,
    height: SUBDEPARTMENT_PICTURE.stored,
  });
  let written: Awaited<ReturnType<typeof writeSubdepartmentImage>>;
  try {
    written = await writeSubdepartmentImage(deps, id, url);
  } catch (error) {
    // The subdepartment went away meanwhile: the file just stored would be no one's.
    await removeStored(deps.storage, url);
    throw error;
  }
  await removeStored(deps.storage, written.previous);
  await announce(deps.db, written.departmentId);
  return storeDepartment(deps.db, written.departmentId);
}

/** DELETE /admin/store/subdepartments/{id}/image: its chip shows its name only, as before pictures. */
export async function removeSubdepartmentImage(
  deps: DepartmentDeps,
  id: number,
): Promise<StoreDepartmentJson> {
  const written = await writeSubdepartmentImage(deps, id, null);
  await removeStored(deps.storage, written.previous);
  await announce(deps.db, written.departmentId);
  return storeDepartment(deps.db, written.departmentId);
}
