'use client';

/**
 * An order's printable label (/equipe/pedidos/[number]/etiqueta): the order number, the customer's first
 * name, the window, the address and a QR of the number, drawn by the server. On paper only the label
 * prints (the shell and the buttons are hidden by the print styles).
 */
import Link from 'next/link';
import { RetryAlert } from '@/components/ui/retry-alert';
import { formatZipcode } from '@/lib/account/display';
import { useStaffOrder } from '@/lib/api-client/staff';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { isPickupOrder } from '@/lib/orders/status';
import { firstName, orderWhen } from './order-model';
import { primaryButton } from './staff-buttons';

export function PrintButton({ label = 'Imprimir' }: { label?: string }) {
  return (
    <button type="button" className={`${primaryButton} print:hidden`} onClick={() => window.print()}>
      {label}
    </button>
  );
}

/** The QR of the order number, as SVG made on the server (the label page). */
function OrderQr({ number, svg }: { number: string; svg: string }) {
  return (
    <div
      role="img"
      aria-label={`QR do pedido ${number}`}
      className="size-36 shrink-0 [&>svg]:size-full"
      // Made on the server from the checked order number (R and 9 digits), never from the customer's text.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

export function OrderLabel({ number, qrSvg }: { number: string; qrSvg: string }) {
  const order = useStaffOrder(number);
  if (order.isPending) {
    return (
      <p role="status" className="py-12 text-center text-warm-700">
        Carregando a etiqueta...
      </p>
    );
  }
  if (order.isError) {
    return <RetryAlert message="Não foi possível carregar o pedido." onRetry={() => void order.refetch()} />;
  }
  const data = order.data;
  const address = data.shipAddress;
  const pickup = isPickupOrder(data);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <Link
          {...PREFETCH_ON_INTENT}
          href={`/equipe/pedidos/${data.number}`}
          className="flex min-h-11 items-center font-bold text-brand underline"
        >
          ‹ Voltar ao pedido
        </Link>
        <PrintButton label="Imprimir etiqueta" />
      </div>
      <section
        aria-label={`Etiqueta do pedido ${data.number}`}
        className="flex max-w-xl break-inside-avoid flex-col gap-3 rounded-lg border-2 border-ink bg-white p-5 text-ink print:max-w-none print:rounded-none"
      >
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <p className="font-mono text-3xl font-extrabold">#{data.number}</p>
            <p className="mt-1 text-2xl font-bold">{firstName(data)}</p>
            <p className="mt-2 text-lg font-semibold">{orderWhen(data) ?? 'Sem horário'}</p>
          </div>
          <OrderQr number={data.number} svg={qrSvg} />
        </div>
        {pickup ? (
          <p className="text-xl font-bold uppercase">Retirada na loja</p>
        ) : (
          address && (
            <address className="text-lg not-italic">
              {address.address1}
              {address.address2 ? `, ${address.address2}` : ''}
              <br />
              {address.neighborhood} · {address.city}
              <br />
              CEP {formatZipcode(address.zipcode)}
              {address.reference && (
                <>
                  <br />
                  Referência: {address.reference}
                </>
              )}
            </address>
          )
        )}
      </section>
    </div>
  );
}
