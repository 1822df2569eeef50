import type { Metadata } from 'next';
import { StoreInfoForm } from '@/components/store/store-info-form';
import { staffPage } from '@/lib/server/pages/staff-access';

export const metadata: Metadata = { title: 'Informações da loja' };

/** The manager's store information (the 'store' capability; others get the not-found page). */
export default async function StoreInfoPage() {
  await staffPage('store');
  return <StoreInfoForm />;
}
