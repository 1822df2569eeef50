import Link from 'next/link';
import {
  displayListPrice,
  displayPrice,
  isOnSale,
  truncateName,
  unitLabel,
  type Variant,
} from '@/lib/catalogue/variant';
import { ItemControls } from '@/components/cart/item-controls';
import { ProductImage } from './product-image';

/**
 * A product in a list (department, scrollers, search): photo, name, price per Kg or unit, promotion tag.
 * `action` is the buy control slot (add button / stepper / 'Fora de estoque'), filled by the cart.
 */
export function ProductCard({ product, action }: { product: Variant; action?: React.ReactNode }) {
  const listPrice = isOnSale(product) ? displayListPrice(product) : null;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-warm-200">
      <Link href={`/produtos/${product.slug}`} className="group flex flex-1 flex-col">
        <div className="relative">
          <ProductImage image={product.images[0]} size="small" sizes="(min-width: 1024px) 20vw, 50vw" />
          {listPrice && (
            <span className="absolute left-2 top-2 rounded bg-label-red px-2 py-0.5 text-xs font-bold uppercase text-white">
              Promoção
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <h3 className="text-sm font-semibold leading-snug group-hover:text-brand" title={product.name}>
            {truncateName(product.name)}
          </h3>
          <p className="mt-auto">
            {listPrice && <s className="mr-1 text-xs text-warm-500">{listPrice}</s>}
            <span className="font-bold text-brand">{displayPrice(product)}</span>
            <span className="text-xs text-warm-700"> / {unitLabel(product.unitForQuantity)}</span>
          </p>
        </div>
      </Link>
      <div className="px-3 pb-3">{action ?? <ItemControls product={product} />}</div>
    </article>
  );
}
