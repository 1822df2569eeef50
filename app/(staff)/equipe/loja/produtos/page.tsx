import type { Metadata } from 'next';
import { StoreProductList } from '@/components/store/product-list';
import { staffPage } from '@/lib/server/pages/staff-access';

export const metadata: Metadata = { title: 'Produtos' };

/** Every product of the store, by status and name (the manager). */
export default async function StoreProductsPage() {
  await staffPage('store');
  return <StoreProductList />;
}
