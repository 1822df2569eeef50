'use client';

import { formatCardExpiry, isCardExpired } from '@/lib/account/card-expiry';
import { useCreditCards, useDeleteCreditCard, type CreditCard } from '@/lib/api-client/accounts';
import { useCurrentUser } from '@/lib/api-client/session';
import { CARD_BRAND_NAMES } from '@/lib/rules/card-tokens';
import { AccountLoading } from './account-area';
import { DeleteFailed } from './delete-failed';

export const NO_CARDS = 'Você ainda não tem cartões cadastrados!';
export const DELETE_CARD_QUESTION = 'O cartão será deletado. Deseja continuar?';

function CardRow({ card, userId }: { card: CreditCard; userId: number }) {
  const remove = useDeleteCreditCard(userId);
  const expired = isCardExpired(card);
  return (
    <li className="flex items-center justify-between gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-warm-200">
      <div className="text-sm">
        <p className="font-bold">
          {CARD_BRAND_NAMES[card.ccType]} •••• {card.lastDigits}
          {expired && (
            <span className="ml-2 rounded bg-label-grey px-2 py-0.5 text-xs font-bold uppercase text-white">
              Expirado
            </span>
          )}
        </p>
        <p className="text-warm-700">
          {card.name} · validade {formatCardExpiry(card)}
        </p>
        {remove.isError && <DeleteFailed />}
      </div>
      <button
        type="button"
        disabled={remove.isPending}
        aria-label={`Deletar cartão final ${card.lastDigits}`}
        onClick={() => {
          if (window.confirm(DELETE_CARD_QUESTION)) remove.mutate(card.id);
        }}
        className="text-sm font-semibold text-warm-700 underline disabled:opacity-50"
      >
        Deletar
      </button>
    </li>
  );
}

/** /minha-conta/cartoes: saved cards (expired ones marked) and the other payment methods. */
export function CreditCardList() {
  const { data: user } = useCurrentUser();
  const { data: cards, isPending, isError } = useCreditCards(user?.id);
  if (!user) return <AccountLoading />;
  const otherMethods = user.allowedPaymentMethods.filter(
    (method) => !method.restrictable && method.methodType !== 'gateway',
  );

  return (
    <div className="flex max-w-xl flex-col gap-6">
      {isPending ? (
        <p role="status" className="text-warm-700">
          Carregando...
        </p>
      ) : isError ? (
        <p role="alert">Não foi possível carregar os seus cartões.</p>
      ) : cards.length === 0 ? (
        <p className="text-warm-700">{NO_CARDS}</p>
      ) : (
        <ul aria-label="Cartões salvos" className="flex flex-col gap-3">
          {cards.map((card) => (
            <CardRow key={card.id} card={card} userId={user.id} />
          ))}
        </ul>
      )}
      {otherMethods.length > 0 && (
        <section aria-labelledby="other-methods">
          <h2 id="other-methods" className="mb-2 font-bold">
            Outras formas de pagamento
          </h2>
          <ul className="flex flex-col gap-2 text-sm">
            {otherMethods.map((method) => (
              <li key={method.id} className="rounded bg-warm-100 px-4 py-3">
                <p className="font-semibold">{method.name}</p>
                {method.description && <p className="text-warm-700">{method.description}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
