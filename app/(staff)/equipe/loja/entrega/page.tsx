import type { Metadata } from 'next';
import { StoreDelivery } from '@/components/store/store-delivery';
import { staffPage } from '@/lib/server/pages/staff-access';

export const metadata: Metadata = { title: 'Entrega e retirada' };

/** The manager's delivery terms (the 'store' capability; others get the not-found page). */
export default async function DeliveryPage() {
  await staffPage('store');
  return <StoreDelivery />;
}
