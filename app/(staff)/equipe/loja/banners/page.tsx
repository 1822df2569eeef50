import type { Metadata } from 'next';
import { StoreBanners } from '@/components/store/store-banners';
import { staffPage } from '@/lib/server/pages/staff-access';

export const metadata: Metadata = { title: 'Banners' };

/** The manager's home banners (the 'store' capability; others get the not-found page). */
export default async function BannersPage() {
  await staffPage('store');
  return <StoreBanners />;
}
