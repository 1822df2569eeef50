import type { Metadata } from 'next';
import { StoreChanges } from '@/components/store/store-changes';
import { staffPage } from '@/lib/server/pages/staff-access';

export const metadata: Metadata = { title: 'Histórico da loja' };

/** The audit of the store's changes (the 'store' capability; others get the not-found page). */
export default async function StoreHistoryPage() {
  await staffPage('store');
  return <StoreChanges />;
}
