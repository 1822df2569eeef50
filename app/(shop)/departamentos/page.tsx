import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { DepartmentList } from '@/components/catalogue/department-list';
import { getDepartments } from '@/lib/server/pages/page-data';

export const metadata: Metadata = {
  title: 'Departamentos',
  description:
    'Bovinos, suínos, aves, hambúrgueres, linguiças, kits de churrasco, feijoada, bebidas e mais, com entrega em Salvador.',
  alternates: { canonical: '/departamentos' },
};

export default async function DepartmentsPage() {
  const departments = await getDepartments();
  return (
    <>
      <Breadcrumbs
        crumbs={[
          { name: 'Início', href: '/' },
          { name: 'Departamentos', href: '/departamentos' },
        ]}
      />
      <h1 className="mb-5 text-2xl font-extrabold uppercase tracking-wide">Departamentos</h1>
      <DepartmentList departments={departments} />
    </>
  );
}
