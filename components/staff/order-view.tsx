'use client';

/**
 * One order for the staff (/equipe/pedidos/[number]): where it stands, who it is for, the delivery, the
 * payment (a card by brand and last four digits, never more), the next move, the weighing while it is in
 * preparation (or its lines as packed), problems, the refunds (managers) and the history. Each part shows only
 * to a role that may use it.
 */
import Link from 'next/link';
import { useState } from 'react';
import { FormAlert } from '@/components/ui/form/form-alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useLoadedModule } from '@/components/ui/use-loaded-module';
import { formatPhone, formatZipcode } from '@/lib/account/display';
import { ApiClientError } from '@/lib/api-client/client';
import {
  useDeliveryMove,
  useFulfillmentMove,
  useStaffOrder,
  type StaffOrder,
  type StaffLine,
} from '@/lib/api-client/staff';
import { portioningText } from '@/lib/cart/portioning';
import { formatBRL } from '@/lib/money';
import { captureText, settledText } from '@/lib/orders/refunds';
import { isInPreparation, nextStaffMove } from '@/lib/orders/staff-status';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { failureText } from './failure-text';
import { isPickupOrder } from '@/lib/orders/status';
import { orderStatus, orderWhen } from './order-model';
import { quantityText, weighedPrice } from '@/lib/orders/packing';
import { cardBrandName } from '@/lib/rules/card-tokens';
import { substitutionText } from '@/lib/rules/substitution';
import { primaryButton } from './staff-buttons';
import { useCan } from './staff-context';
import { StatusBadge } from './status-badge';

/**
 * The weighing form (with the form library), the problems' forms (error, reschedule, cancel) and the
 * history load after the first paint: the first view is the order's loading state, and they keep the form
 * code out of the page's first-load JavaScript (docs/performance.md).
 */
const loadPackingForm = () => import('./packing-form');
const loadProblemActions = () => import('./problem-actions');
const loadOrderHistory = () => import('./order-history');
/** The manager's refunds (the 'store' capability), loaded after the first paint as the problems are. */
const loadRefundForm = () => import('./refund-form');

export function StaffOrderView({ number }: { number: string }) {
  const order = useStaffOrder(number);
  const [notice, setNotice] = useState<string | null>(null);
  const canPack = useCan('pack');
  const canProblems = useCan('problems');
  const packingForm = useLoadedModule(loadPackingForm, canPack);
  const problems = useLoadedModule(loadProblemActions, canProblems);
  const history = useLoadedModule(loadOrderHistory);
  const refunds = useLoadedModule(loadRefundForm, useCan('store'));

  if (order.isPending) {
    return (
      <p role="status" className="py-12 text-center text-warm-700">
        Carregando o pedido...
      </p>
    );
  }
  if (order.isError) {
    const missing = order.error instanceof ApiClientError && order.error.status === 404;
    return missing ? (
      <p role="alert" className="rounded-lg bg-white p-6 text-center ring-1 ring-warm-200">
        Pedido #{number} não encontrado.
      </p>
    ) : (
      <RetryAlert message="Não foi possível carregar o pedido." onRetry={() => void order.refetch()} />
    );
  }
  const data = order.data;
  const status = orderStatus(data);
  const pickup = isPickupOrder(data);
  const packing = canPack && status !== 'canceled' && isInPreparation(data.fulfillmentState);
  return (
    <article className="flex flex-col gap-4">
      <Link
        {...PREFETCH_ON_INTENT}
        href="/equipe"
        className="flex min-h-11 items-center self-start font-bold text-brand underline"
      >
        ‹ Voltar para Hoje
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">Pedido #{data.number}</h1>
        <StatusBadge status={status} pickup={pickup} />
        <Link
          {...PREFETCH_ON_INTENT}
          href={`/equipe/pedidos/${data.number}/etiqueta`}
          className="ml-auto flex min-h-11 items-center font-bold text-brand underline"
        >
          Imprimir etiqueta
        </Link>
      </header>
      {notice && <FormAlert tone="info">{notice}</FormAlert>}
      <OrderFacts order={data} />
      <NextMove order={data} pickup={pickup} onMoved={setNotice} />
      <section aria-labelledby="itens" className="flex flex-col gap-3">
        <h2 id="itens" className="text-lg font-bold">
          {packing ? 'Pesagem' : 'Itens'}
        </h2>
        {packing ? (
          packingForm ? (
            <packingForm.PackingForm
              order={data}
              onPacked={() => setNotice('Pesagem concluída: o pedido está pronto.')}
            />
          ) : (
            <p role="status" className="text-warm-700">
              Carregando a pesagem...
            </p>
          )
        ) : (
          <PackedLines order={data} />
        )}
      </section>
      {problems && <problems.ProblemActions order={data} status={status} />}
      {refunds && <refunds.RefundForm order={data} />}
      {history && <history.OrderHistory number={data.number} />}
    </article>
  );
}

function OrderFacts({ order }: { order: StaffOrder }) {
  const address = order.shipAddress;
  const payment = order.payments.findLast((p) => p.state !== 'failed' && p.state !== 'invalid');
  const when = orderWhen(order);
  return (
    <div className="grid gap-4 rounded-lg bg-white p-4 ring-1 ring-warm-200 sm:grid-cols-3">
      <section aria-label="Cliente" className="text-sm">
        <h2 className="font-bold">Cliente</h2>
        <p>{address?.receiverName || address?.fullName || order.email}</p>
        {address?.telephone && <p>{formatPhone(address.telephone)}</p>}
        {order.email && <p className="break-all">{order.email}</p>}
      </section>
      <section aria-label="Entrega" className="text-sm">
        <h2 className="font-bold">Entrega</h2>
        {when && <p>{when}</p>}
        {address && !isPickupOrder(order) && (
          <>
            <p>
              {address.address1}
              {address.address2 ? `, ${address.address2}` : ''}
            </p>
            <p>
              {address.neighborhood} · {address.city}
            </p>
            <p>CEP {formatZipcode(address.zipcode)}</p>
            {address.reference && <p>Referência: {address.reference}</p>}
          </>
        )}
      </section>
      <section aria-label="Pagamento" className="text-sm">
        <h2 className="font-bold">Pagamento</h2>
        <p>{payment?.paymentMethod.name ?? '—'}</p>
        {payment?.source && (
          <p>
            {cardBrandName(payment.source.ccType)} final {payment.source.lastDigits}
          </p>
        )}
        <p>Total estimado: {order.displayTotal}</p>
        {order.producedAmount && <p className="font-bold">Valor pesado: {formatBRL(order.producedAmount)}</p>}
        {payment?.capturedAmount && (
          <p data-testid="captured-amount">
            {settledText({ capturedAmount: payment.capturedAmount, pix: payment.pix })}
          </p>
        )}
        {payment && captureText(payment) && (
          <p
            data-testid="capture-state"
            className={payment.captureRefusedAt ? 'font-semibold text-label-red' : 'text-warm-700'}
          >
            {captureText(payment)}
          </p>
        )}
      </section>
    </div>
  );
}

/** The next one-step move, for a role that may make it. */
function NextMove({
  order,
  pickup,
  onMoved,
}: {
  order: StaffOrder;
  pickup: boolean;
  onMoved: (text: string) => void;
}) {
  const canPack = useCan('pack');
  const canDispatch = useCan('dispatch');
  const fulfillment = useFulfillmentMove(order.number);
  const delivery = useDeliveryMove(order.number);
  const move = order.state === 'canceled' ? null : nextStaffMove({ ...order, pickup });
  if (!move) return null;
  const allowed = move.kind === 'fulfillment' ? canPack : canPack || canDispatch;
  if (!allowed) return null;
  const mutation = move.kind === 'fulfillment' ? fulfillment : delivery;
  return (
    <div className="flex flex-col gap-2 print:hidden">
      <button
        type="button"
        className={`${primaryButton} self-start`}
        disabled={mutation.isPending}
        onClick={() =>
          mutation.mutate({ state: move.state }, { onSuccess: () => onMoved(`${move.label}: feito.`) })
        }
      >
        {mutation.isPending ? 'Carregando...' : move.label}
      </button>
      {mutation.isError && <FormAlert>{failureText(mutation.error)}</FormAlert>}
    </div>
  );
}

/** The lines once packed (or of an order the role does not pack): asked, and produced when recorded. */
function PackedLines({ order }: { order: StaffOrder }) {
  const nameOf = (id: number | null) => order.lineItems.find((line) => line.id === id)?.variant.name;
  return (
    <ul className="divide-y divide-warm-200 rounded-lg bg-white ring-1 ring-warm-200">
      {order.lineItems.map((line) => (
        <PackedLine
          key={line.id}
          line={line}
          substituteOf={nameOf(line.substituteFor)}
          substitutedBy={nameOf(line.substitutedBy)}
        />
      ))}
    </ul>
  );
}

/**
 * A line as asked and as packed, with what the customer wants if it is missing; a substitute names the line
 * it replaced, and that line its substitute.
 */
function PackedLine({
  line,
  substituteOf,
  substitutedBy,
}: {
  line: StaffLine;
  substituteOf: string | undefined;
  substitutedBy: string | undefined;
}) {
  const unit = line.variant.unitForQuantity;
  const dropped = line.producedQuantity === 0;
  return (
    <li className="grid gap-1 px-4 py-3 sm:grid-cols-[1fr_auto]">
      <div className={dropped ? 'text-warm-700 line-through' : ''}>
        <p className="font-bold">{line.variant.name}</p>
        <p className="text-sm">
          Pedido: {quantityText(line.quantity, unit)}
          {line.portioningSize !== null && ` · ${portioningText(line.quantity, line.portioningSize)}`}
        </p>
        {line.observation && <p className="text-sm">Observação: {line.observation}</p>}
        {substituteOf ? (
          <p className="text-sm font-semibold">Substituto de {substituteOf}</p>
        ) : (
          line.mixId === null && <p className="text-sm">{substitutionText(line.substitution)}</p>
        )}
      </div>
      <div className="text-sm sm:text-right">
        {line.producedQuantity === null ? (
          <p className="text-warm-700">Não pesado</p>
        ) : dropped ? (
          <p className="font-bold text-label-red">
            Sem estoque{substitutedBy && `: substituído por ${substitutedBy}`}
          </p>
        ) : (
          <>
            <p>
              {unit === 'g' ? 'Pesado' : 'Separado'}: {quantityText(line.producedQuantity, unit)}
            </p>
            <p className="font-bold">{weighedPrice(line.producedQuantity, line.price)}</p>
          </>
        )}
      </div>
    </li>
  );
}
