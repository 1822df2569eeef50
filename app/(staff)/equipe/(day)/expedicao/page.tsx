import type { Metadata } from 'next';
import { Suspense } from 'react';
import { StaffDispatch } from '@/components/staff/dispatch';
import { staffPage } from '@/lib/server/pages/staff-access';

export const metadata: Metadata = { title: 'Expedição' };

/** Drivers, plates and route order of the day's ready orders (?data=AAAA-MM-DD, today without it). */
export default async function DispatchPage() {
  await staffPage('dispatch');
  return (
    <Suspense fallback={<p role="status">Carregando...</p>}>
      <StaffDispatch />
    </Suspense>
  );
}
