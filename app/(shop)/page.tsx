import { connection } from 'next/server';
import { DepartmentList } from '@/components/catalogue/department-list';
import { getDb } from '@/lib/server/db/server-database';
import { listDepartments } from '@/lib/server/services/catalogue';

export default async function HomePage() {
  await connection(); // rendered per request from the database, never at build time
  const departments = await listDepartments(await getDb());
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold">Departamentos</h1>
      <DepartmentList departments={departments} />
    </section>
  );
}
