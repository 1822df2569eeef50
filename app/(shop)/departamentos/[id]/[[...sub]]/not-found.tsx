import { DepartmentFailure } from '@/components/catalogue/department-failure';

export default function DepartmentNotFound() {
  return <DepartmentFailure />;
}
