import type { Metadata } from 'next';
import { Suspense } from 'react';
import { StaffSupport } from '@/components/staff/support';
import { staffPage } from '@/lib/server/pages/staff-access';

export const metadata: Metadata = { title: 'Atendimento' };

/** Customer support: search (?q=), a customer (?cliente=), their orders and addresses. */
export default async function SupportPage() {
  await staffPage('support');
  return (
    <Suspense fallback={<p role="status">Carregando...</p>}>
      <StaffSupport />
    </Suspense>
  );
}
