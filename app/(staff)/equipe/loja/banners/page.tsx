import type { Metadata } from 'next';
import { StoreBanners } from '@/components/store/store-banners';
import { staffPageAnswer } from '@/lib/server/pages/staff-access';
import { listBanners } from '@/lib/server/store/banners';

export const metadata: Metadata = { title: 'Banners' };

/**
 * The manager's home banners (the 'store' capability; others get the not-found page), drawn from the
 * server's answer in the first HTML.
 */
export default async function BannersPage() {
  return <StoreBanners answer={await staffPageAnswer('store', listBanners)} />;
}
