import type { Metadata } from 'next';
import { StoreProductList } from '@/components/store/product-list';
import { listStoreProducts } from '@/lib/server/catalogue/store-products';
import { staffPageAnswer } from '@/lib/server/pages/staff-access';
import { STORE_LIST_PER_PAGE } from '@/lib/rules/store-products';

export const metadata: Metadata = { title: 'Produtos' };

/**
 * Every product of the store, by status and name (the manager), the first page drawn from the server's
 * answer in the first HTML.
 */
export default async function StoreProductsPage() {
  const firstPage = await staffPageAnswer('store', (db) =>
    listStoreProducts(db, { page: 1, per_page: STORE_LIST_PER_PAGE }),
  );
  return <StoreProductList firstPage={firstPage} />;
}
