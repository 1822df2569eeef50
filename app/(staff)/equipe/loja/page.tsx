import type { Metadata } from 'next';
import { StoreHub } from '@/components/store/store-hub';
import { staffPage } from '@/lib/server/pages/staff-access';

export const metadata: Metadata = { title: 'Loja' };

/** The store back office's sections (the manager: capability 'store'). */
export default async function StorePage() {
  await staffPage('store');
  return <StoreHub />;
}
