import { DepartmentFailure } from '@/components/catalogue/department-failure';
import { NotFoundReport } from '@/components/layout/not-found-report';

/** A department link followed inside the app that names nothing (stale): said so, and logged with its 404. */
export default function DepartmentNotFound() {
  return (
    <>
      <NotFoundReport />
      <DepartmentFailure />
    </>
  );
}
