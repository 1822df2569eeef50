import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { ItemControls } from '@/components/cart/item-controls';
import { cartVariant } from '@/lib/catalogue/cart-variant';
import type { Variant } from '@/lib/api-client/catalogue';
import {
  displayListPrice,
  displayPrice,
  truncateName,
  unitLabel,
  promotionTag,
} from '@/lib/catalogue/variant';
import { offerOf, portioningOfferText } from '@/lib/cart/portioning';
import { displayQuantity } from '@/lib/rules/quantity';
import { FREE_SHIPPING_THRESHOLD_CENTS } from '@/lib/cart/totals';
import { formatBRL } from '@/lib/money';
import type { StoreInfo } from '@/lib/shell/store-info';
import { EstimatedPrice } from './estimated-price';
import { StickyBuyControls } from './sticky-buy-controls';

/** Sibling variants (e.g. 'Peça inteira' / 'Fatiada'), each its own page: links, the current one marked. */
function OptionSelectors({ options }: { options: Variant['options'] }) {
  if (options.length === 0) return null;
  return (
    <div className="space-y-3">
      {options.map((option) => (
        <nav key={option.presentationName} aria-label={option.presentationName}>
          <p className="mb-1.5 text-sm font-semibold text-warm-700">{option.presentationName}</p>
          <ul className="flex flex-wrap gap-2">
            {option.values.map((value) => (
              <li key={value.slug}>
                <Link
                  {...PREFETCH_ON_INTENT}
                  href={`/produtos/${value.slug}`}
                  aria-current={value.selected ? 'page' : undefined}
                  className="block rounded-lg border-2 border-warm-200 bg-white px-3 py-1.5 text-sm font-semibold hover:border-brand aria-[current=page]:border-brand aria-[current=page]:bg-brand-light aria-[current=page]:text-brand"
                >
                  {value.presentationName}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}

/**
 * The product's buy box: name, promotion tag, price per Kg or unit, the estimated price, the sibling
 * options, the buy controls' slot (filled by the cart area) showing the minimum quantity, or 'Fora de
 * estoque', and the delivery note with the manager's free delivery total (`freeShippingFrom`, BRL, the
 * store information's: the standard one when absent), the total the cart's hint counts from.
 */
export function BuyBox({
  product,
  freeShippingFrom,
}: {
  product: Variant;
  freeShippingFrom: StoreInfo['freeShippingFrom'];
}) {
  const tag = promotionTag(product);
  const listPrice = displayListPrice(product);
  const portioning = product.unitForQuantity === 'g' ? portioningOfferText(offerOf(product)) : null;
  return (
    <div className="space-y-4">
      <div>
        {product.manufacturer && (
          <p className="text-xs font-semibold uppercase tracking-wide text-warm-700">
            {product.manufacturer}
          </p>
        )}
        <h1 className="text-2xl font-extrabold leading-tight md:text-3xl" title={product.name}>
          {truncateName(product.name)}
        </h1>
        {product.optionsText && <p className="mt-1 text-sm text-warm-700">{product.optionsText}</p>}
      </div>
      {tag && (
        <p className="inline-block rounded bg-label-red px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
          {tag}
        </p>
      )}
      <p>
        {tag && listPrice && (
          <s className="block text-sm text-warm-700">
            <span className="sr-only">De </span>
            {listPrice} / {unitLabel(product.unitForQuantity)}
          </s>
        )}
        {tag && <span className="sr-only">Por </span>}
        <span className="text-3xl font-extrabold text-brand">{displayPrice(product)}</span>
        <span className="text-base font-semibold text-warm-700"> / {unitLabel(product.unitForQuantity)}</span>
      </p>
      <EstimatedPrice
        product={{
          id: product.id,
          price: product.price,
          unitForQuantity: product.unitForQuantity,
          defaultQuantity: product.defaultQuantity,
        }}
      />
      <OptionSelectors options={product.options} />
      <StickyBuyControls
        price={
          <>
            <span className="text-lg font-extrabold text-brand">{displayPrice(product)}</span>
            <span className="text-xs font-semibold text-warm-700">
              {' '}
              / {unitLabel(product.unitForQuantity)}
            </span>
          </>
        }
      >
        <div data-slot="buy-controls" className="space-y-2">
          {product.unitForQuantity === 'g' && (
            <p className="text-sm text-warm-700">
              Quantidade mínima: {displayQuantity(product.minimumQuantity, product.unitForQuantity)}
            </p>
          )}
          <ItemControls product={cartVariant(product)} size="lg" />
        </div>
      </StickyBuyControls>
      {portioning && <p className="text-sm text-warm-700">{portioning}</p>}
      <p className="text-sm text-warm-700">
        Entregamos em Salvador, Lauro de Freitas e Vila de Abrantes. Frete grátis a partir de{' '}
        {formatBRL(freeShippingFrom ?? FREE_SHIPPING_THRESHOLD_CENTS)}.
      </p>
    </div>
  );
}
