import { NotFoundReport } from '@/components/layout/not-found-report';
import { ProductNotFound } from '@/components/product/product-not-found';

/** A product link followed inside the app that names nothing (stale): said so, and logged with its 404. */
export default function ProductPageNotFound() {
  return (
    <>
      <NotFoundReport />
      <ProductNotFound />
    </>
  );
}
