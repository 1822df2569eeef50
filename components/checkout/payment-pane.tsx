'use client';

import { useState } from 'react';
import { useDeleteCreditCard } from '@/lib/api-client/accounts';
import { useEligiblePromotions, type CheckoutAction } from '@/lib/api-client/checkout';
import { formatCardExpiry, isCardExpired } from '@/lib/account/card-expiry';
import type { Order } from '@/lib/cart/order';
import { useLoadedModule } from '@/components/ui/use-loaded-module';
import { primaryButton } from './checkout-pane';

const ONLINE_CARD = 1;
const DELETE_CARD_QUESTION = 'O cartão será deletado. Deseja continuar?';
// The card editor (its form and validation) loads only when a new card is to be typed.
const loadCardForm = () => import('./card-form');

/**
 * Pane 3: the method (online card, or debit / voucher on delivery), a saved card (the newest that has not
 * expired is preselected; expired ones cannot be chosen) or the new-card editor (open when there are no
 * cards), and the coupon.
 */
export function PaymentPane({
  order,
  userId,
  busy,
  run,
}: {
  order: Order;
  userId: number;
  busy: boolean;
  run: (action: CheckoutAction) => void;
}) {
  const cards = order.creditCards;
  const usable = cards.filter((card) => !isCardExpired(card));
  const [methodId, setMethodId] = useState(order.paymentMethods[0]?.id ?? ONLINE_CARD);
  const [cardId, setCardId] = useState<number | null>(usable.at(-1)?.id ?? null);
  const [newCard, setNewCard] = useState(usable.length === 0);
  const removeCard = useDeleteCreditCard(userId);
  const online = methodId === ONLINE_CARD;
  const cardForm = useLoadedModule(loadCardForm, online && newCard);

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">Forma de pagamento</legend>
        {order.paymentMethods.map((method) => (
          <label key={method.id} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="method"
              className="mt-1 accent-brand"
              checked={methodId === method.id}
              onChange={() => setMethodId(method.id)}
            />
            <span>
              <strong className="block">{method.name}</strong>
              {method.description}
            </span>
          </label>
        ))}
      </fieldset>

      {online && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold">Cartão</legend>
          {cards.map((card) => {
            const expired = isCardExpired(card);
            return (
              <div key={card.id} className={`flex items-center gap-2 text-sm ${expired ? 'opacity-50' : ''}`}>
                <input
                  type="radio"
                  id={`card-${card.id}`}
                  name="card"
                  className="accent-brand"
                  disabled={expired}
                  checked={!newCard && cardId === card.id}
                  onChange={() => {
                    setCardId(card.id);
                    setNewCard(false);
                  }}
                />
                <label htmlFor={`card-${card.id}`} className="flex-1">
                  {card.ccType.toUpperCase()} final {card.lastDigits} · {card.name} · {formatCardExpiry(card)}
                  {expired && ' (vencido)'}
                </label>
                <button
                  type="button"
                  className="font-semibold text-warm-700 underline"
                  onClick={() => {
                    if (window.confirm(DELETE_CARD_QUESTION)) removeCard.mutate(card.id);
                  }}
                >
                  Deletar
                </button>
              </div>
            );
          })}
          {!newCard && (
            <button
              type="button"
              className="self-start font-semibold text-brand underline"
              onClick={() => setNewCard(true)}
            >
              + Novo cartão
            </button>
          )}
          {newCard &&
            (cardForm ? (
              <cardForm.CardForm
                busy={busy}
                onValid={(card) => run({ kind: 'payment', methodId, newCard: card })}
              />
            ) : (
              <p role="status">Carregando...</p>
            ))}
        </fieldset>
      )}

      {!(online && newCard) && (
        <button
          type="button"
          className={primaryButton}
          disabled={busy || (online && cardId === null)}
          onClick={() =>
            run({ kind: 'payment', methodId, ...(online && cardId !== null && { existingCard: cardId }) })
          }
        >
          {busy ? 'Carregando...' : 'Continuar'}
        </button>
      )}
      <CouponField order={order} busy={busy} run={run} />
    </div>
  );
}

function CouponField({
  order,
  busy,
  run,
}: {
  order: Order;
  busy: boolean;
  run: (action: CheckoutAction) => void;
}) {
  const [code, setCode] = useState('');
  const { data: promotions } = useEligiblePromotions(true);
  if (order.coupon) {
    return (
      <p className="rounded bg-brand-light p-2 text-sm" role="status">
        Cupom <strong>{order.coupon.code}</strong> aplicado: {order.coupon.name}.{' '}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => run({ kind: 'coupon', code: null })}
        >
          Remover
        </button>
      </p>
    );
  }
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) run({ kind: 'coupon', code: code.trim() });
      }}
    >
      <label className="flex-1 text-sm font-semibold text-warm-700">
        Cupom de desconto
        <input
          value={code}
          onChange={(event) => setCode(event.target.value)}
          list="eligible-coupons"
          className="mt-1 w-full rounded border border-warm-200 px-3 py-2 font-normal text-ink uppercase"
        />
      </label>
      <datalist id="eligible-coupons">
        {promotions?.map((promotion) => (
          <option key={promotion.code} value={promotion.code} label={promotion.name} />
        ))}
      </datalist>
      <button
        type="submit"
        disabled={busy}
        className="rounded border border-brand px-4 py-2 font-bold text-brand"
      >
        Aplicar
      </button>
    </form>
  );
}
