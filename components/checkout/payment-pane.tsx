'use client';

import { useState } from 'react';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useLoadedModule } from '@/components/ui/use-loaded-module';
import { formatCardExpiry, isCardExpired } from '@/lib/account/card-expiry';
import { useCreditCards, useDeleteCreditCard, type CreditCard } from '@/lib/api-client/accounts';
import type { CardTokenizer } from '@/lib/api-client/card-tokens';
import type { CheckoutAction } from '@/lib/api-client/checkout';
import type { Order } from '@/lib/cart/order';
import type { CheckoutErrors } from '@/lib/checkout/checkout-errors';
import { isOnlineMethod, preselectedCardId } from '@/lib/checkout/payment-choice';
import { cardBrandName } from '@/lib/rules/card-tokens';
import { CouponField } from './coupon-field';
import { PixNote } from './pix-note';

export const DELETE_CARD_QUESTION = 'O cartão será deletado. Deseja continuar?';
// The card editor (its form, validation and tokeniser) loads only when a new card is to be typed, the
// CVV form only when a card kept at the gateway is chosen.
const loadCardForm = () => import('./card-form');
const loadCvvForm = () => import('./card-cvv-form');
/** An online card method always names its tokeniser; the test gateway's call is the embedded default. */
const TEST_TOKENIZER: CardTokenizer = { provider: 'test', publicKey: null };

/** The method chosen before (the order's last payment), else the first offered (the online card). */
function initialMethodId(order: Order): number | null {
  const paid = order.payments.at(-1)?.paymentMethod.id;
  if (paid !== undefined && order.paymentMethods.some((method) => method.id === paid)) return paid;
  return order.paymentMethods[0]?.id ?? null;
}

/**
 * Pane 3 (docs/business-rules.md, Payment: authorise and capture): the method (the card authorised online, or
 * debit / voucher paid on delivery); for the card, a saved one (the newest that has not expired is
 * preselected; expired ones cannot be chosen) or the new-card editor (open when there is no usable card); and
 * the coupon. A saved card kept at the gateway asks its CVV again (docs/business-rules.md, Saved cards).
 * Nothing is sent without a method, nor with an invalid new card or CVV.
 */
export function PaymentPane({
  order,
  userId,
  busy,
  errors,
  run,
  onCancel,
}: {
  order: Order;
  userId: number;
  busy: boolean;
  errors: CheckoutErrors;
  run: (action: CheckoutAction) => void;
  /** Given when the order was already paid for this way (the confirm step): keeps that. */
  onCancel?: () => void;
}) {
  const cards = useCreditCards(userId);
  const [methodId, setMethodId] = useState<number | null>(() => initialMethodId(order));
  const method = order.paymentMethods.find((candidate) => candidate.id === methodId);
  const online = method ? isOnlineMethod(method) : false;

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">Forma de pagamento</legend>
        {order.paymentMethods.map((candidate) => (
          <label
            key={candidate.id}
            className={`flex cursor-pointer items-start gap-3 rounded border p-3 text-sm ${
              methodId === candidate.id ? 'border-brand bg-brand-light/40' : 'border-warm-200'
            }`}
          >
            <input
              type="radio"
              name="payment-method"
              className="mt-0.5 size-4 accent-brand"
              checked={methodId === candidate.id}
              onChange={() => setMethodId(candidate.id)}
            />
            <span>
              <strong className="block">{candidate.name}</strong>
              {candidate.description}
            </span>
          </label>
        ))}
      </fieldset>

      {method?.methodType === 'pix' && <PixNote order={order} />}
      {method && online ? (
        cards.isPending ? (
          <p role="status">Carregando...</p>
        ) : cards.isError ? (
          <p role="alert">
            Não foi possível carregar os seus cartões.{' '}
            <button
              type="button"
              onClick={() => void cards.refetch()}
              className="font-semibold text-brand underline"
            >
              Tentar novamente
            </button>
          </p>
        ) : (
          // Keyed by the cards: a card saved or deleted elsewhere sets the preselection again.
          <CardChoice
            key={cards.data.map((card) => card.id).join()}
            cards={cards.data}
            userId={userId}
            busy={busy}
            tokenizer={method.cardTokenizer ?? TEST_TOKENIZER}
            onPay={(card) => run({ kind: 'payment', methodId: method.id, ...card })}
          />
        )
      ) : (
        <SubmitButton
          type="button"
          loading={busy}
          disabled={!method}
          onClick={() => {
            if (method && !busy) run({ kind: 'payment', methodId: method.id });
          }}
        >
          Continuar
        </SubmitButton>
      )}
      {onCancel && (
        <button
          type="button"
          onClick={onCancel}
          className="py-1 text-sm font-semibold text-warm-700 underline"
        >
          Manter a forma de pagamento escolhida
        </button>
      )}
      <CouponField order={order} busy={busy} errors={errors.promotion ?? []} run={run} />
    </div>
  );
}

function CardChoice({
  cards,
  userId,
  busy,
  tokenizer,
  onPay,
}: {
  cards: CreditCard[];
  userId: number;
  busy: boolean;
  tokenizer: CardTokenizer;
  onPay: (
    card: Pick<Extract<CheckoutAction, { kind: 'payment' }>, 'existingCard' | 'cardToken' | 'newCard'>,
  ) => void;
}) {
  const removeCard = useDeleteCreditCard(userId);
  const [cardId, setCardId] = useState<number | null>(() => preselectedCardId(cards));
  const [typingNew, setTypingNew] = useState(() => preselectedCardId(cards) === null);
  const cardForm = useLoadedModule(loadCardForm, typingNew);
  const chosen = typingNew ? undefined : cards.find((card) => card.id === cardId);
  // Kept at the gateway: it pays with a token of its CVV, typed again.
  const kept = chosen?.gatewayCardId ? { ...chosen, gatewayCardId: chosen.gatewayCardId } : undefined;
  const cvvForm = useLoadedModule(loadCvvForm, kept !== undefined);

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold">Cartão de crédito</legend>
      {cards.map((card) => {
        const expired = isCardExpired(card);
        return (
          <div
            key={card.id}
            className={`flex items-center gap-3 rounded border p-3 text-sm ${
              !typingNew && cardId === card.id ? 'border-brand bg-brand-light/40' : 'border-warm-200'
            } ${expired ? 'bg-warm-100 text-warm-700' : ''}`}
          >
            <input
              type="radio"
              id={`card-${card.id}`}
              name="card"
              className="size-4 accent-brand"
              disabled={expired}
              checked={!typingNew && cardId === card.id}
              onChange={() => {
                setCardId(card.id);
                setTypingNew(false);
              }}
            />
            <label htmlFor={`card-${card.id}`} className={`flex-1 ${expired ? '' : 'cursor-pointer'}`}>
              <strong>
                {cardBrandName(card.ccType)} final {card.lastDigits}
              </strong>
              <span className="block text-warm-700">
                {card.name} · {formatCardExpiry(card)}
                {expired && ' · vencido'}
              </span>
            </label>
            <button
              type="button"
              aria-label={`Deletar cartão final ${card.lastDigits}`}
              disabled={removeCard.isPending}
              className="font-semibold text-warm-700 underline disabled:opacity-50"
              onClick={() => {
                if (window.confirm(DELETE_CARD_QUESTION)) removeCard.mutate(card.id);
              }}
            >
              Deletar
            </button>
          </div>
        );
      })}
      {typingNew ? (
        cardForm ? (
          <cardForm.CardForm
            busy={busy}
            tokenizer={tokenizer}
            onTokenized={(newCard) => onPay({ newCard })}
            onCancel={cards.some((card) => !isCardExpired(card)) ? () => setTypingNew(false) : undefined}
          />
        ) : (
          <p role="status">Carregando...</p>
        )
      ) : (
        <>
          <button
            type="button"
            className="self-start py-1 font-semibold text-brand underline"
            onClick={() => setTypingNew(true)}
          >
            + Novo cartão
          </button>
          {kept ? (
            cvvForm ? (
              <cvvForm.CardCvvForm
                key={kept.id}
                card={kept}
                busy={busy}
                tokenizer={tokenizer}
                onTokenized={(cardToken) => onPay({ existingCard: kept.id, cardToken })}
              />
            ) : (
              <p role="status">Carregando...</p>
            )
          ) : (
            <SubmitButton
              type="button"
              loading={busy}
              disabled={cardId === null}
              onClick={() => {
                if (cardId !== null && !busy) onPay({ existingCard: cardId });
              }}
            >
              Continuar
            </SubmitButton>
          )}
        </>
      )}
    </fieldset>
  );
}
