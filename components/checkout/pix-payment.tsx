'use client';

import Link from 'next/link';
import { QueryProvider } from '@/components/providers';
import { useEffect, useRef, useState } from 'react';
import { trackPixPaid } from '@/lib/api-client/checkout';
import { usePixOrder } from '@/lib/api-client/orders';
import type { Order } from '@/lib/cart/order';
import { formatBRL } from '@/lib/money';
import { AWAITING_PAYMENT } from '@/lib/rules/order-states';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { OrderConfirmation } from './order-confirmation';

type PixOrder = Pick<
  Order,
  'number' | 'displayTotal' | 'shipments' | 'payments' | 'paymentMethods' | 'fulfillmentState' | 'state'
>;

/** mm:ss of what is left until `expiresAt`, never below 00:00. */
export function timeLeft(expiresAt: string, now: number): string {
  const seconds = Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The clock, every second: the countdown's. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The payment page of an order paid by Pix (docs/business-rules.md, Payment: Pix), at its confirmation
 * address: the QR code (drawn by the server), the copy-and-paste code with its copy button, the amount and
 * its margin said plainly, and the time left. It asks for the order every few seconds: paid, it becomes the
 * confirmation; given back (expired), it says so.
 */
export function PixPayment({ order: initial, qrSvg }: { order: PixOrder; qrSvg: string }) {
  const { data } = usePixOrder(initial.number);
  const order: PixOrder = data ?? initial;
  const paid = order.state === 'complete' && order.fulfillmentState !== AWAITING_PAYMENT;
  // Seen paid here: the purchase is sent now (a completion sends a card's; the server says it once).
  useEffect(() => {
    if (paid && data) trackPixPaid(data);
  }, [paid, data]);
  if (paid) {
    return <OrderConfirmation order={order} />;
  }
  const payment = order.payments.findLast((candidate) => candidate.pix !== null);
  if (order.state === 'canceled' || !payment?.pix) {
    return <PixCanceled number={order.number} pix={payment?.pix ?? null} />;
  }
  const margin = order.paymentMethods.find((method) => method.methodType === 'pix')?.pixMarginPercent;
  return (
    <PixCode
      number={order.number}
      amount={formatBRL(payment.amount)}
      total={order.displayTotal}
      margin={margin ?? null}
      brCode={payment.pix.brCode}
      expiresAt={payment.pix.expiresAt}
      qrSvg={qrSvg}
    />
  );
}

/** PixPayment with React Query, for the pages whose layout has none (./lazy-pix-payment.tsx). */
export function PixPaymentWithQueries(props: { order: PixOrder; qrSvg: string }) {
  return (
    <QueryProvider>
      <PixPayment {...props} />
    </QueryProvider>
  );
}

function PixCode({
  number,
  amount,
  total,
  margin,
  brCode,
  expiresAt,
  qrSvg,
}: {
  number: string;
  amount: string;
  total: string;
  margin: number | null;
  brCode: string;
  expiresAt: string;
  qrSvg: string;
}) {
  const now = useNow();
  const left = timeLeft(expiresAt, now);
  const expired = left === '00:00';
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const codeField = useRef<HTMLTextAreaElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(brCode);
      setCopied('yes');
    } catch {
      // No clipboard (an old browser, a refused permission): the code is selected for the shopper to copy.
      codeField.current?.select();
      setCopied('failed');
    }
  };

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-10 text-center">
      <h1 className="text-2xl font-bold">Pague o Pix para concluir o pedido #{number}</h1>
      <p>
        Valor do Pix: <strong data-testid="pix-amount">{amount}</strong>
      </p>
      <p className="text-sm text-warm-700" data-testid="pix-margin">
        {margin === null
          ? `O total estimado do pedido é ${total}.`
          : `O total estimado do pedido é ${total}. No Pix, cobramos ${margin}% a mais sobre os produtos vendidos por peso, que podem variar na pesagem; depois da pesagem, devolvemos por Pix o que passar do valor exato.`}
      </p>
      {expired ? (
        <p role="alert" className="font-semibold">
          O prazo para pagar este Pix acabou. Se você já pagou, aguarde: confirmamos em instantes.
        </p>
      ) : (
        <p aria-live="off">
          Pague em até <strong data-testid="pix-countdown">{left}</strong>
        </p>
      )}
      <div
        role="img"
        aria-label="QR code do Pix"
        className="size-56 bg-white p-2 [&>svg]:size-full"
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <label className="flex w-full flex-col gap-1 text-left text-sm font-semibold">
        Pix copia e cola
        <textarea
          ref={codeField}
          readOnly
          value={brCode}
          rows={4}
          className="w-full resize-none rounded border border-warm-200 p-2 font-mono text-xs break-all"
        />
      </label>
      <button
        type="button"
        onClick={() => void copy()}
        disabled={expired}
        className="rounded bg-brand px-6 py-3 font-bold text-white hover:bg-brand-dark disabled:opacity-50"
      >
        Copiar código
      </button>
      <p role="status" className="min-h-5 text-sm">
        {copied === 'yes' && 'Código copiado! Cole no app do seu banco, na opção Pix copia e cola.'}
        {copied === 'failed' && 'Não conseguimos copiar: o código está selecionado, copie-o no seu aparelho.'}
      </p>
      <p className="text-sm">
        Abra o app do seu banco, escolha pagar com Pix e leia o QR code ou cole o código. Esta página muda
        sozinha quando o pagamento chegar.
      </p>
    </section>
  );
}

/**
 * A canceled Pix order: given back because its Pix expired unpaid, canceled by the shop before that, or
 * canceled after it was paid (the shop refunds it: docs/business-rules.md, Payment: Pix).
 */
function PixCanceled({ number, pix }: { number: string; pix: PixOrder['payments'][number]['pix'] }) {
  const [now] = useState(Date.now);
  const expired = pix !== null && pix.paidAt === null && new Date(pix.expiresAt).getTime() <= now;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-10 text-center">
      <h1 className="text-2xl font-bold">
        {expired ? `O prazo do Pix do pedido #${number} acabou` : `O pedido #${number} foi cancelado`}
      </h1>
      <p>
        {pix?.paidAt
          ? 'O valor pago no Pix será devolvido para a sua conta.'
          : 'O pedido foi cancelado e nenhum valor foi cobrado. Os produtos voltaram para o estoque.'}
      </p>
      <Link
        {...PREFETCH_ON_INTENT}
        href="/"
        className="rounded bg-brand px-6 py-3 font-bold text-white hover:bg-brand-dark"
      >
        Fazer Novo Pedido
      </Link>
    </section>
  );
}
