'use client';

/**
 * An order's history (GET .../history): every recorded action, newest first, with who did it (or the
 * shop itself: jobs and the command line), when, what, and the state before → after.
 */
import { lightFormat } from 'date-fns';
import { useOrderHistory, type OrderEvent } from '@/lib/api-client/staff';
import { stateName } from '@/lib/orders/staff-status';
import { shopWallClock } from '@/lib/shop-time-zone';

const ACTIONS: Record<string, string> = {
  fulfillment: 'Preparo',
  delivery: 'Entrega',
  produced: 'Pesagem',
  packed: 'Pesagem concluída',
  dispatch: 'Entregador atribuído',
  driver: 'Entregador atribuído',
  route: 'Rota',
  error: 'Erro',
  failed: 'Não entregue',
  reschedule: 'Reagendado',
  cancel: 'Cancelado',
  canceled: 'Cancelado',
  payment_denied: 'Pagamento negado',
  pix_paid: 'Pix pago',
  pix_expired: 'Pix expirado',
  sale_receipt: 'NF-e',
  resend_email: 'E-mail reenviado',
  refund: 'Estorno',
  substitution: 'Substituição',
};

const FIELDS: Record<string, string> = {
  state: 'estado',
  fulfillmentState: 'preparo',
  deliveryState: 'entrega',
  driver: 'entregador',
  driverId: 'entregador',
  licensePlate: 'placa',
  routePosition: 'posição na rota',
  startsAt: 'horário',
  endsAt: 'fim',
  producedAmount: 'valor pesado',
  refundedAmount: 'estornado',
  refund: 'estorno',
  lineItemIds: 'itens',
  note: 'nota',
  reason: 'motivo',
  from: 'de',
  to: 'para',
  item: 'item',
  quantity: 'quantidade',
};

/** A value of a snapshot: a state in pt-BR, a time in the shop's clock, a staff member by name. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') {
    return /^\d{4}-\d{2}-\d{2}T/.test(value)
      ? lightFormat(shopWallClock(value), 'dd/MM HH:mm')
      : stateName(value);
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'item' : 'itens'}`;
  if (typeof value === 'object' && 'name' in value) return String((value as { name: unknown }).name);
  return JSON.stringify(value);
}

/**
 * 'preparo: fila de preparo → em preparo': each field of the snapshots with its value before and after.
 * One without a field name ('from'/'to' style snapshots of one state) shows the values alone.
 */
function describeChange(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => {
    const was = before && key in before ? valueText(before[key]) : null;
    const is = after && key in after ? valueText(after[key]) : null;
    const change = was !== null && is !== null ? `${was} → ${is}` : (is ?? `${was} → —`);
    return `${FIELDS[key] ?? key}: ${change}`;
  });
}

function EventRow({ event }: { event: OrderEvent }) {
  const lines = describeChange(event.before, event.after);
  return (
    <li className="grid gap-1 py-3 sm:grid-cols-[9rem_1fr]">
      <p className="text-sm text-warm-700">
        <time dateTime={event.at}>{lightFormat(shopWallClock(event.at), 'dd/MM/yyyy HH:mm')}</time>
      </p>
      <div>
        <p>
          <span className="font-bold">{ACTIONS[event.action] ?? event.action}</span>
          <span className="text-warm-700"> · {event.staff ? event.staff.name : 'Loja (sistema)'}</span>
        </p>
        {lines.map((line) => (
          <p key={line} className="text-sm">
            {line}
          </p>
        ))}
        {event.note && <p className="text-sm italic">“{event.note}”</p>}
      </div>
    </li>
  );
}

export function OrderHistory({ number }: { number: string }) {
  const history = useOrderHistory(number);
  return (
    <section
      aria-labelledby="historico"
      className="rounded-lg bg-white p-4 ring-1 ring-warm-200 print:hidden"
    >
      <h2 id="historico" className="text-lg font-bold">
        Histórico
      </h2>
      {history.isPending ? (
        <p role="status" className="py-3 text-warm-700">
          Carregando o histórico...
        </p>
      ) : history.isError ? (
        <p role="alert" className="py-3">
          Não foi possível carregar o histórico.{' '}
          <button
            type="button"
            className="font-bold text-brand underline"
            onClick={() => void history.refetch()}
          >
            Tentar novamente
          </button>
        </p>
      ) : history.data.events.length === 0 ? (
        <p className="py-3 text-warm-700">Nenhuma ação registrada ainda.</p>
      ) : (
        <ol className="divide-y divide-warm-200">
          {[...history.data.events]
            .sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id - a.id)
            .map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
        </ol>
      )}
    </section>
  );
}
