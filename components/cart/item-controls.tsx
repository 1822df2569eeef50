'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { LazyNotifyMeButton } from '@/components/account/lazy-notify-me-button';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { CART_PENDING, useCartLine, useLiveCartController } from '@/lib/api-client/cart';
import type { CartVariant } from '@/lib/catalogue/cart-variant';
import {
  canDecrease,
  canIncrease,
  decreased,
  displayQuantity,
  increased,
  initialQuantity,
  isInStock,
  OUT_OF_STOCK,
  type QuantityRules,
} from '@/lib/rules/quantity';
import { useStepperFocus } from './use-stepper-focus';

const noSubscription = () => () => {};

/**
 * Said under the control while a throttled change (429) waits for the server's Retry-After, or why the
 * server refused the last change (also under a blend's stepper and a line's portioning).
 */
export function LineAlert({ notice }: { notice: string }) {
  return (
    <p role="alert" className="mt-1 text-center text-xs font-semibold text-red-700">
      {notice}
    </p>
  );
}

/**
 * The buy control of a product (docs/business-rules.md, Quantities and portioning): 'Adicionar' while the
 * product is not in the cart,
 * then a −/+ stepper in the product's unit (Kg for weighed products). Decrease stops at the minimum,
 * increase at the maximum (or the stock). Changes show at once and are sent after 700 ms of quiet.
 * 'Fora de estoque' when nothing can be sold, with notify-me for logged-in customers.
 * Until the page is interactive, the cart's code loaded and the cart known, 'Adicionar' is visibly busy
 * (spinner, disabled), so a tap is not silently lost. Focus follows the control as it swaps between the button and the stepper.
 */
export function ItemControls({
  product,
  mixId = null,
  size = 'md',
}: {
  product: CartVariant;
  mixId?: string | null;
  size?: 'md' | 'lg';
}) {
  const cartLine = useCartLine(product.id, mixId);
  const controller = useLiveCartController();
  const isPending = cartLine === CART_PENDING || !controller;
  const line = typeof cartLine === 'object' ? cartLine : undefined;
  // The notice comes from the cart's code, loaded after the page: no first view says it.
  const notice = useSyncExternalStore(
    controller?.subscribe ?? noSubscription,
    () => controller?.lineNotice(product.id, mixId) ?? null,
    () => null,
  );
  // The cart's copy of the variant is the fresher one (stock may have changed since the page rendered).
  const rules = line?.variant ?? product;
  const quantity = line?.quantity ?? 0;
  // 44 px steps on a phone (inside the 2 px border), 36 px on a desktop.
  const height = size === 'lg' ? 'h-12 text-base' : 'h-12 text-sm md:h-10';
  // Quick clicks can outrun rendering: each step starts from the controller's latest quantity.
  const step = (next: (rules: QuantityRules, quantity: number) => number) =>
    controller?.setQuantity(product, next(rules, controller.quantityOf(product.id, mixId)), mixId);
  // Whether the control had the focus when it swapped (add button <-> stepper): the new one takes it,
  // without scrolling: it is where the tapped one was, and on a phone the 'Carrinho atualizado' notice may
  // have just moved the page down to make room for itself (a scroll would put the page back under it).
  const keepFocus = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const inCart = quantity > 0;
  useEffect(() => {
    if (!keepFocus.current) return;
    keepFocus.current = false;
    const element = root.current;
    const target = inCart
      ? (element?.querySelector<HTMLElement>('button[data-step="up"]:enabled') ?? element)
      : element?.querySelector<HTMLElement>('button');
    target?.focus({ preventScroll: true });
  }, [inCart]);
  const swapping = () => {
    keepFocus.current = root.current?.contains(document.activeElement) ?? false;
  };
  const decreaseDisabled = !canDecrease(rules, quantity);
  const increaseDisabled = !canIncrease(rules, quantity);
  // At the minimum or the maximum the step's button is disabled: the focus goes to the other one.
  const stepping = useStepperFocus(root, quantity, decreaseDisabled, increaseDisabled);

  if (quantity === 0) {
    if (!isInStock(rules)) {
      return (
        <div ref={root} className="space-y-2">
          <p
            className={`flex ${height} items-center justify-center rounded bg-warm-100 font-semibold text-warm-700`}
          >
            {OUT_OF_STOCK}
          </p>
          {/* Shown to logged-in customers only (the button knows). */}
          <LazyNotifyMeButton variant={{ id: product.id, shouldNotifyUser: false }} />
        </div>
      );
    }
    return (
      <div ref={root}>
        <button
          type="button"
          disabled={isPending}
          aria-busy={isPending}
          onClick={() => {
            swapping();
            controller?.setQuantity(product, initialQuantity(rules), mixId);
          }}
          aria-label={`Adicionar ${product.name} ao carrinho`}
          className={`${height} flex w-full items-center justify-center gap-2 rounded bg-brand font-bold uppercase tracking-wide text-white transition-colors hover:bg-brand-dark disabled:cursor-wait disabled:opacity-60`}
        >
          {isPending && (
            <span
              aria-hidden
              data-testid="busy-spinner"
              className="inline-block size-4 animate-spin rounded-full border-2 border-white border-t-transparent"
            />
          )}
          Adicionar
        </button>
        {notice && <LineAlert notice={notice} />}
      </div>
    );
  }

  return (
    <>
      <QuantityStepper
        ref={root}
        tabIndex={-1}
        label={`Quantidade de ${product.name} no carrinho`}
        className={`flex ${height} items-center justify-between rounded border-2 border-brand bg-white`}
        buttonClassName="flex aspect-square h-full items-center justify-center rounded text-xl font-bold text-brand transition-colors hover:bg-brand-light disabled:cursor-not-allowed disabled:text-warm-500 disabled:hover:bg-transparent"
        decrease={{
          label: `Diminuir ${product.name}`,
          disabled: decreaseDisabled,
          onClick: () => {
            if (decreased(rules, controller?.quantityOf(product.id, mixId) ?? 0) === 0) swapping();
            stepping();
            step(decreased);
          },
        }}
        increase={{
          label: `Aumentar ${product.name}`,
          disabled: increaseDisabled,
          onClick: () => {
            stepping();
            step(increased);
          },
        }}
        value={displayQuantity(quantity, rules.unitForQuantity)}
        valueClassName="font-bold tabular-nums"
      />
      {notice && <LineAlert notice={notice} />}
    </>
  );
}
