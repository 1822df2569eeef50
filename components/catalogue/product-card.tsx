import {
  displayListPrice,
  displayPrice,
  truncateName,
  unitLabel,
  variantOptionLabel,
  promotionTag,
} from '@/lib/catalogue/variant';
import type { CardVariant } from '@/lib/catalogue/card-variant';
import Link from 'next/link';
import { ItemControls } from '@/components/cart/item-controls';
import { cartVariant } from '@/lib/catalogue/cart-variant';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { ProductImage } from './product-image';

/** The cards a phone shows at once atop a list (2 columns): their photos are the page's main picture (LCP). */
export const FIRST_ROW_CARDS = 2;

/**
 * For the item around a card in a long grid (a department, the search's results): until it nears the
 * viewport the browser skips its style, layout and paint, and the loading of its lazy photos, keeping its
 * place at a card's height (measured: about 320 px on a phone, 365 px from the sm breakpoint), then at the
 * height it had once drawn. Otherwise the cards below the fold are laid out and their photos requested
 * before the first paint, which they delay, and the page's first interaction.
 */
export const OFFSCREEN_CARD =
  '[content-visibility:auto] [contain-intrinsic-height:auto_320px] sm:[contain-intrinsic-height:auto_365px]';

/**
 * A product in a list (department, scrollers, search): photo, name, price per Kg or unit, promotion tag.
 * `action` is the buy control slot (add button / stepper / 'Fora de estoque'), filled by the cart.
 * `layout="scroller"` lays the card out sideways from the md breakpoint, where scrollers show 2 at a time.
 */
export function ProductCard({
  product,
  action,
  layout = 'grid',
  headingLevel = 3,
  priority = false,
}: {
  product: CardVariant;
  action?: React.ReactNode;
  layout?: 'grid' | 'scroller';
  headingLevel?: 2 | 3;
  /** One of the first cards of a page, in view at once: its photo is the page's main picture (LCP). */
  priority?: boolean;
}) {
  const listPrice = displayListPrice(product);
  const tag = promotionTag(product);
  const sideways = layout === 'scroller';
  const option = variantOptionLabel(product);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={`relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-warm-200 transition-shadow hover:shadow-md ${sideways ? 'md:flex-row' : ''}`}
    >
      <Link
        href={`/produtos/${product.slug}`}
        {...PREFETCH_ON_INTENT}
        // GA4's select_item when tapped (read by the analytics module, after consent only).
        data-analytics-item={JSON.stringify({
          id: product.id,
          name: product.name,
          price: product.price,
          unitForQuantity: product.unitForQuantity,
          manufacturer: product.manufacturer,
        })}
        className={`group flex flex-1 flex-col ${sideways ? 'md:flex-row' : ''}`}
      >
        <div className={`relative ${sideways ? 'md:w-2/5 md:shrink-0' : ''}`}>
          <ProductImage image={product.images[0]} decorative priority={priority} />
          {tag && (
            <span className="absolute left-0 top-3 rounded-r bg-label-red px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
              {tag}
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          {product.manufacturer && (
            <p className="text-xs font-semibold uppercase tracking-wide text-warm-700">
              {product.manufacturer}
            </p>
          )}
          <Heading
            className="line-clamp-2 min-h-10 text-sm font-semibold leading-5 group-hover:text-brand"
            title={product.name}
          >
            {truncateName(product.name)}
          </Heading>
          {option && (
            <p className="text-xs font-semibold text-warm-700" data-testid="variant-option">
              {option}
            </p>
          )}
          <p className="mt-auto pt-1">
            {tag && listPrice && (
              <s className="mr-1 block text-xs text-warm-700">
                <span className="sr-only">De </span>
                {listPrice}
              </s>
            )}
            {tag && <span className="sr-only">Por </span>}
            <span className="text-lg font-bold text-brand">{displayPrice(product)}</span>
            <span className="text-xs text-warm-700"> / {unitLabel(product.unitForQuantity)}</span>
          </p>
        </div>
      </Link>
      <div className={`px-3 pb-3 ${sideways ? 'md:flex md:w-36 md:items-end md:pt-3' : ''}`}>
        {action ?? <ItemControls product={cartVariant(product)} />}
      </div>
    </article>
  );
}
