/** The existence read behind proxy.ts's not-found rewrite agrees with the department page's own read. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { departments, subdepartments } from './schema';
import { createTestDatabase } from '@/test-support/server/test-database';
import { departmentPageExists, findDepartment } from './departments';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('catalogue pages that exist', () => {
  it('finds a department page, and a subdepartment only under its own department', async () => {
    const { db } = database;
    const [first, second] = await db
      .select({ id: departments.id })
      .from(departments)
      .orderBy(departments.id)
      .limit(2);
    const [sub] = await db
      .select({ slug: subdepartments.slug })
      .from(subdepartments)
      .where(eq(subdepartments.departmentId, first!.id));
    expect(await departmentPageExists(db, first!.id)).toBe(true);
    expect(await departmentPageExists(db, first!.id, sub!.slug)).toBe(true);
    expect((await findDepartment(db, first!.id))!.subdepartments.map((s) => s.slug)).toContain(sub!.slug);
    const secondSubs = (await findDepartment(db, second!.id))!.subdepartments.map((s) => s.slug);
    expect(await departmentPageExists(db, second!.id, sub!.slug)).toBe(secondSubs.includes(sub!.slug));
    expect(await departmentPageExists(db, first!.id, 'nao-existe')).toBe(false);
    expect(await departmentPageExists(db, 999_999)).toBe(false);
    expect(await findDepartment(db, 999_999)).toBeNull();
  });
});
