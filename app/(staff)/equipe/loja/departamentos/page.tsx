import type { Metadata } from 'next';
import { StoreDepartments } from '@/components/store/store-departments';
import { staffPage } from '@/lib/server/pages/staff-access';

export const metadata: Metadata = { title: 'Departamentos' };

/** The manager's departments and subdepartments (the 'store' capability; others get the not-found page). */
export default async function DepartmentsPage() {
  await staffPage('store');
  return <StoreDepartments />;
}
