import type { Metadata } from 'next';
import { StoreWindows } from '@/components/staff/store-windows';
import { staffPage } from '@/lib/server/pages/staff-access';

export const metadata: Metadata = { title: 'Janelas de entrega' };

/** The manager's delivery windows per weekday (the 'store' capability; others get the not-found page). */
export default async function DeliveryWindowsPage() {
  await staffPage('store');
  return <StoreWindows />;
}
