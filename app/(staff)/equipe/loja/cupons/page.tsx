import type { Metadata } from 'next';
import { StoreCoupons } from '@/components/staff/store-coupons';
import { staffPage } from '@/lib/server/pages/staff-access';
import { shopDate } from '@/lib/server/store/shop-schedule';

export const metadata: Metadata = { title: 'Cupons' };

/** The manager's coupons (the 'store' capability; others get the not-found page). */
export default async function CouponsPage() {
  await staffPage('store');
  return <StoreCoupons today={shopDate(new Date())} />;
}
