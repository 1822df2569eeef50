'use client';

/**
 * The board 'Hoje' (/equipe): a day's delivery windows in time order with their orders, the pickups apart,
 * filters by state and window kept in the address (?data=, ?estado=, ?janela=, so a reload keeps them).
 * It asks again every few seconds and when the tablet comes back to it; rows are keyed by the order's
 * number and keep the place they first had, so a refresh never moves the row under the finger. Each window
 * draws its first rows and the others on 'Mostrar mais' (its counts and kilos cover them all).
 */
import Link from 'next/link';
import { memo, useState } from 'react';
import { useBoard, type Board, type BoardOrder } from '@/lib/api-client/staff';
import { STAFF_STATUSES, staffFilterLabel } from '@/lib/orders/staff-status';
import { formatBRL } from '@/lib/money';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import {
  boardOrderStatus,
  boardView,
  extendRanks,
  kilos,
  matchesStatus,
  readDate,
  readFilters,
  shownNumbers,
  sortedWindows,
  windowKey,
  windowLabel,
  type BoardFilters,
  type RowRanks,
  type WindowView,
} from './board-model';
import { ShowMoreButton } from './show-more';
import { StaffDayFrame } from './staff-day-frame';
import { secondaryButton } from './staff-buttons';
import { StatusBadge } from './status-badge';
import { useAddressParams } from './use-address-params';
import { useDrawnDay } from './use-drawn-day';

/**
 * The rows a window draws at first and at each 'Mostrar mais': a busy day's 300 rows drawn at once kept a
 * tablet's main thread busy for over half a second (docs/performance.md); a window's first rows fill the
 * tablet's screen.
 */
const ROWS_AT_ONCE = 10;

/** Whether two sets hold the same numbers. */
function sameNumbers(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((number) => b.has(number));
}

/**
 * The board as the filters leave it, keeping in place the rows the same filters showed before (boardView):
 * remembered per day and filters, stored during the render when the rows shown change.
 */
function useFilteredView(board: Board, filters: BoardFilters, ranks: RowRanks) {
  const key = `${board.date}|${filters.status ?? ''}|${filters.window ?? ''}`;
  const [memory, setMemory] = useState<{ key: string; shown: ReadonlySet<string> }>({
    key: '',
    shown: new Set(),
  });
  const view = boardView(board, filters, ranks, memory.key === key ? memory.shown : undefined);
  if (filters.status !== null) {
    const shown = shownNumbers(view);
    if (memory.key !== key || !sameNumbers(shown, memory.shown)) setMemory({ key, shown });
  }
  return view;
}

/** The rows' places for the day shown: known numbers keep theirs, new ones come after. */
function useStableRanks(board: Board | undefined): RowRanks {
  const [memory, setMemory] = useState<{ date: string | null; ranks: RowRanks }>({
    date: null,
    ranks: new Map(),
  });
  if (!board) return memory.ranks;
  const base = memory.date === board.date ? memory.ranks : new Map<string, number>();
  const ranks = extendRanks(base, board);
  // Stored during the render (React's pattern for state that follows the props): a refresh with nothing
  // new returns the same map and stores nothing.
  if (ranks !== memory.ranks || memory.date !== board.date) setMemory({ date: board.date, ranks });
  return ranks;
}

export function StaffBoard() {
  const { params, change: go } = useAddressParams();
  const date = readDate(params);
  const filters = readFilters(params);
  const board = useBoard(date);
  const drawn = useDrawnDay(board.data);
  const ranks = useStableRanks(drawn);

  return (
    <StaffDayFrame
      title={date ? 'Pedidos do dia' : 'Hoje'}
      date={date}
      board={board}
      drawn={drawn}
      onDay={(day) => go({ data: day })}
      loadingText="Carregando os pedidos..."
    >
      {(day) => (
        <BoardContent
          board={day}
          ranks={ranks}
          filters={filters}
          stale={board.isError}
          onFilter={(changes) => go(changes)}
        />
      )}
    </StaffDayFrame>
  );
}

function BoardContent({
  board,
  ranks,
  filters,
  stale,
  onFilter,
}: {
  board: Board;
  ranks: RowRanks;
  filters: BoardFilters;
  stale: boolean;
  onFilter: (changes: Record<string, string | null>) => void;
}) {
  const total = board.windows.reduce((sum, window) => sum + window.orders.length, 0);
  const view = useFilteredView(board, filters, ranks);
  const { deliveries, pickups } = sortedWindows(board.windows);
  const filtered = filters.status !== null || filters.window !== null;
  return (
    <>
      {/* Over the page's foot, not above the rows: the notice must not push them under the finger. */}
      {stale && (
        <p
          role="status"
          className="fixed inset-x-4 bottom-4 z-20 mx-auto max-w-xl rounded border-l-4 border-label-orange bg-[#fff3e8] px-4 py-3 text-sm shadow-lg print:hidden"
        >
          Sem conexão com a loja: os pedidos podem estar desatualizados. Tentando de novo...
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3" role="group" aria-label="Filtros">
        <label className="flex flex-col text-sm font-semibold text-warm-700">
          Estado
          <select
            value={filters.status ?? ''}
            onChange={(event) => onFilter({ estado: event.target.value || null })}
            className="min-h-11 rounded border border-warm-200 bg-white px-3 text-base text-ink"
          >
            <option value="">Todos</option>
            {STAFF_STATUSES.map((status) => (
              <option key={status} value={status}>
                {staffFilterLabel(status)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm font-semibold text-warm-700">
          Janela
          <select
            value={filters.window ?? ''}
            onChange={(event) => onFilter({ janela: event.target.value || null })}
            className="min-h-11 rounded border border-warm-200 bg-white px-3 text-base text-ink"
          >
            <option value="">Todas</option>
            {[...deliveries, ...pickups].map((window) => (
              <option key={windowKey(window)} value={windowKey(window)}>
                {windowLabel(window)}
              </option>
            ))}
          </select>
        </label>
        {filtered && (
          <button
            type="button"
            className={secondaryButton}
            onClick={() => onFilter({ estado: null, janela: null })}
          >
            Limpar filtros
          </button>
        )}
      </div>
      {total === 0 ? (
        <p className="rounded-lg bg-white p-8 text-center ring-1 ring-warm-200">
          Nenhum pedido para este dia.
        </p>
      ) : view.deliveries.length === 0 && view.pickups.length === 0 ? (
        <p className="rounded-lg bg-white p-8 text-center ring-1 ring-warm-200">
          Nenhum pedido com esses filtros.
        </p>
      ) : (
        <>
          {view.deliveries.length > 0 && (
            <section aria-labelledby="entregas" className="flex flex-col gap-4">
              <h2 id="entregas" className="sr-only">
                Entregas
              </h2>
              {view.deliveries.map((window) => (
                <WindowSection
                  key={`${board.date}|${window.key}`}
                  view={window}
                  date={board.date}
                  filters={filters}
                />
              ))}
            </section>
          )}
          {view.pickups.length > 0 && (
            <section aria-labelledby="retiradas" className="flex flex-col gap-4">
              <h2 id="retiradas" className="text-lg font-bold">
                Retiradas na loja
              </h2>
              {view.pickups.map((window) => (
                <WindowSection
                  key={`${board.date}|${window.key}`}
                  view={window}
                  date={board.date}
                  filters={filters}
                />
              ))}
            </section>
          )}
        </>
      )}
    </>
  );
}

function WindowSection({ view, date, filters }: { view: WindowView; date: string; filters: BoardFilters }) {
  const { window } = view;
  const filtered = filters.status !== null || filters.window !== null;
  const headingId = `janela-${view.key}`;
  // The rows drawn: the first ones in their stable order (a refresh adds new orders after them), the rest
  // on 'Mostrar mais'; the totals above count them all.
  const [shown, setShown] = useState(ROWS_AT_ONCE);
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-white ring-1 ring-warm-200">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-warm-200 px-4 py-3">
        <h3 id={headingId} className="text-lg font-bold">
          {view.label}
        </h3>
        <p className="text-sm text-warm-700" data-testid="window-totals">
          {filtered && view.orders.length !== window.count ? `${view.orders.length} de ` : ''}
          {window.count} {window.count === 1 ? 'pedido' : 'pedidos'} · {kilos(window.grams)}
        </p>
        <Link
          {...PREFETCH_ON_INTENT}
          href={`/equipe/janelas/${date}/${view.key}`}
          className="flex min-h-11 items-center text-sm font-bold text-brand underline"
        >
          Lista de separação
        </Link>
      </header>
      {view.orders.length === 0 ? (
        <p className="px-4 py-3 text-sm text-warm-700">Nenhum pedido nesta janela.</p>
      ) : (
        <ul className="divide-y divide-warm-200">
          {view.orders.slice(0, shown).map((order) => (
            <BoardRow
              key={order.number}
              order={order}
              departed={filters.status !== null && !matchesStatus(order, filters)}
            />
          ))}
        </ul>
      )}
      {view.orders.length > shown && (
        <div className="border-t border-warm-200 px-4 py-3">
          <ShowMoreButton
            left={view.orders.length - shown}
            onClick={() => setShown((n) => n + ROWS_AT_ONCE)}
            className="w-full"
          />
        </div>
      )}
    </section>
  );
}

/** One order: a refresh that leaves it unchanged (React Query keeps the same object) does not redraw it. */
const BoardRow = memo(function BoardRow({ order, departed }: { order: BoardOrder; departed: boolean }) {
  const status = boardOrderStatus(order);
  return (
    // An order that left the state filtered stays, faded, until the filters change (useFilteredView).
    <li className={departed ? 'opacity-60' : undefined}>
      <Link
        {...PREFETCH_ON_INTENT}
        href={`/equipe/pedidos/${order.number}`}
        className="grid min-h-14 grid-cols-[1fr_auto] gap-x-3 gap-y-1 px-4 py-3 hover:bg-warm-50 focus-visible:bg-warm-50"
        data-number={order.number}
      >
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-mono font-bold">#{order.number}</span>
          <span className="font-semibold">{order.firstName}</span>
          <StatusBadge status={status} pickup={order.pickup} />
          {order.express && (
            <span className="rounded border border-ink px-1.5 text-xs font-bold uppercase">Expressa</span>
          )}
        </span>
        <span className="text-right text-sm">
          {order.lineCount} {order.lineCount === 1 ? 'item' : 'itens'}
          {order.grams > 0 && ` · ${kilos(order.grams)}`}
        </span>
        <span className="text-sm text-warm-700">
          {[order.neighborhood, order.driver && `Entregador: ${order.driver.name}`]
            .filter(Boolean)
            .join(' · ')}
          {status === 'error' && order.errorNote && (
            <span className="block text-label-red">Erro: {order.errorNote}</span>
          )}
        </span>
        <span className="text-right text-sm text-warm-700">
          {order.paymentMethod} · {formatBRL(order.total)}
        </span>
      </Link>
    </li>
  );
});
