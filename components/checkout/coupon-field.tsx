'use client';

import { useId, useState } from 'react';
import { useEligiblePromotions, type CheckoutAction } from '@/lib/api-client/checkout';
import type { Order } from '@/lib/cart/order';

/**
 * The coupon (one per order): a code to apply, suggested from the customer's eligible promotions, with
 * the server's answer beside it; once applied, its name and discount, and a way to remove it. The
 * promotion area's errors are shown here only (the checkout's list leaves them out), announced.
 */
export function CouponField({
  order,
  busy,
  errors,
  run,
}: {
  order: Order;
  busy: boolean;
  /** The promotion area's errors (a bad code). */
  errors: string[];
  run: (action: CheckoutAction) => void;
}) {
  const [code, setCode] = useState('');
  const { data: promotions } = useEligiblePromotions(true);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const errorText = errors.length > 0 && (
    <p id={errorId} role="alert" className="text-sm text-label-red">
      * {errors.join(' ')}
    </p>
  );
  if (order.coupon) {
    // A refused removal, or a completion refused for the coupon, is said under it.
    return (
      <div className="flex flex-col gap-1">
        <div
          role="status"
          className="flex items-center justify-between gap-3 rounded bg-brand-light p-3 text-sm"
        >
          <p>
            Cupom <strong>{order.coupon.code}</strong> aplicado: {order.coupon.name}.
            {order.coupon.problem ? (
              // Lines taken out since it was applied: it takes nothing off until the items reach its minimum.
              <span className="block font-semibold text-label-red">{order.coupon.problem}</span>
            ) : (
              Number(order.adjustmentTotal) !== 0 && (
                <span className="block">Desconto de {order.displayAdjustmentTotal.replace('-', '')}.</span>
              )
            )}
          </p>
          <button
            type="button"
            disabled={busy}
            className="font-semibold text-brand-dark underline disabled:opacity-50"
            onClick={() => run({ kind: 'coupon', code: null })}
          >
            Remover
          </button>
        </div>
        {errorText}
      </div>
    );
  }
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim() && !busy) run({ kind: 'coupon', code: code.trim().toUpperCase() });
      }}
    >
      <label htmlFor={inputId} className="text-sm font-semibold text-warm-700">
        Cupom de desconto
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          list={promotions && promotions.length > 0 ? `${inputId}-promotions` : undefined}
          autoComplete="off"
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length > 0 ? errorId : undefined}
          className={`min-w-0 flex-1 rounded border px-3 py-2 uppercase ${errors.length > 0 ? 'border-label-red' : 'border-warm-200'}`}
        />
        <button
          type="submit"
          disabled={busy || !code.trim()}
          className="rounded border border-brand px-4 py-2 font-bold text-brand disabled:opacity-50"
        >
          Aplicar
        </button>
      </div>
      {promotions && promotions.length > 0 && (
        <datalist id={`${inputId}-promotions`}>
          {promotions.map((promotion) => (
            <option key={promotion.code} value={promotion.code} label={promotion.name} />
          ))}
        </datalist>
      )}
      {errorText}
    </form>
  );
}
