'use client';

import { DepartmentFailure } from '@/components/catalogue/department-failure';

export default function DepartmentError({ reset }: { error: Error; reset: () => void }) {
  return <DepartmentFailure retry={reset} />;
}
