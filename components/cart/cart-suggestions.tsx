import { ProductCard } from '@/components/catalogue/product-card';
import { camelize } from '@/lib/sales-api/case';
import type { VariantJson } from '@/lib/sales-api/catalogue';

/** Best sellers under the cart, each with its buy control. */
export function CartSuggestions({ products }: { products: VariantJson[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="cart-suggestions-title" className="mt-10">
      <h2 id="cart-suggestions-title" className="mb-3 text-lg font-bold">
        Aproveite também
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={camelize(product)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
