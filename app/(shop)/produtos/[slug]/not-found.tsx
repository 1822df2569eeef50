import { ProductNotFound } from '@/components/product/product-not-found';

export default function ProductPageNotFound() {
  return <ProductNotFound />;
}
