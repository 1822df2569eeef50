'use client';

import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { LazyNotifyMeButton } from '@/components/account/lazy-notify-me-button';
import { ProductImage } from '@/components/catalogue/product-image';
import { useCartController } from '@/lib/api-client/cart-controller';
import { isLineOutOfStock, type LineItem } from '@/lib/cart/order';
import { OUT_OF_STOCK, UNAVAILABLE } from '@/lib/rules/quantity';
import { truncateName, unitLabel } from '@/lib/catalogue/variant';
import { ItemControls } from './item-controls';
import { ObservationField } from './observation-field';
import { PortioningSlider } from './portioning-slider';
import { SubstitutionSelect } from './substitution-select';

/**
 * One line of the cart page: the product (linking to its page), its stepper, total, portioning, what to do
 * if it is missing, and the note.
 */
export function CartLine({ line }: { line: LineItem }) {
  const controller = useCartController();
  const { variant } = line;
  const outOfStock = isLineOutOfStock(line);
  return (
    <li
      className={`rounded-lg bg-white p-3 shadow-sm ring-1 ${outOfStock ? 'ring-label-red' : 'ring-warm-200'}`}
      data-testid="cart-line"
    >
      <div className="flex gap-3">
        <Link
          {...PREFETCH_ON_INTENT}
          href={`/produtos/${variant.slug}`}
          className="w-24 shrink-0 overflow-hidden rounded sm:w-32"
        >
          <ProductImage image={variant.images[0]} />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex items-start justify-between gap-2">
            <Link
              {...PREFETCH_ON_INTENT}
              href={`/produtos/${variant.slug}`}
              className="min-w-0 break-words font-semibold leading-snug hover:text-brand"
              title={variant.name}
            >
              {truncateName(variant.name)}
            </Link>
            <button
              type="button"
              onClick={() => controller.setQuantity(variant, 0, line.mixId)}
              aria-label={`Remover ${variant.name}`}
              className="tap-target flex shrink-0 items-center justify-center rounded px-2 py-1 text-xs font-semibold text-warm-700 hover:bg-warm-100"
            >
              Remover
            </button>
          </div>
          <p className="text-sm text-warm-700">
            {line.singleDisplayAmount} / {unitLabel(variant.unitForQuantity)}
          </p>
          {outOfStock && (
            <>
              <p className="w-fit rounded bg-label-red px-2 py-0.5 text-xs font-bold uppercase text-white">
                {variant.available ? OUT_OF_STOCK : UNAVAILABLE}
              </p>
              {/* The product page's back-in-stock subscription; logged-in customers only (the button knows).
                  An archived product will not come back: it is only removed. */}
              {variant.available && (
                <div className="w-full max-w-64">
                  <LazyNotifyMeButton variant={{ id: variant.id, shouldNotifyUser: false }} />
                </div>
              )}
            </>
          )}
          {/* Wraps rather than overflows on a narrow phone: nothing may be wider than the viewport. */}
          <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
            <div className="w-40 max-w-full">
              <ItemControls product={variant} mixId={line.mixId} />
            </div>
            <p className="font-bold text-brand" data-testid="line-total">
              {line.displayAmount}
            </p>
          </div>
        </div>
      </div>
      <PortioningSlider line={line} />
      <SubstitutionSelect line={line} />
      <ObservationField line={line} />
    </li>
  );
}
