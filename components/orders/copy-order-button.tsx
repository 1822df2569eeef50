'use client';

import { useState } from 'react';
import { useCopyOrder } from '@/lib/api-client/orders';

const COPY_QUESTION = 'Os itens desse pedido serão adicionados ao seu carrinho atual. Deseja continuar?';

/** COPIAR PEDIDO, after the confirmation that the old order's items go into the current cart. */
export function CopyOrderButton({ number, label = 'COPIAR PEDIDO' }: { number: string; label?: string }) {
  const copy = useCopyOrder();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <span className="inline-flex flex-col gap-1">
      <button
        type="button"
        disabled={copy.isPending}
        onClick={() => {
          if (!window.confirm(COPY_QUESTION)) return;
          copy.copy(number).then(
            (notCopied) =>
              setMessage(
                notCopied.length > 0
                  ? `Itens adicionados ao carrinho, exceto (fora de venda, sem estoque ou já no limite do carrinho): ${notCopied.join(', ')}.`
                  : 'Itens adicionados ao carrinho.',
              ),
            (error: unknown) => {
              console.warn('order not copied', error);
              setMessage('Não foi possível copiar o pedido. Tente novamente.');
            },
          );
        }}
        className="rounded border border-brand px-3 py-1 text-sm font-bold text-brand disabled:opacity-50"
      >
        {copy.isPending ? 'Carregando...' : label}
      </button>
      {message && (
        <span role="status" className="text-xs">
          {message}
        </span>
      )}
    </span>
  );
}
