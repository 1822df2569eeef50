/**
 * What the board draws from the day's answer (lib/sales-api/staff.ts, Board): the delivery windows in time
 * order with the pickups apart, each order's staff state, the filters of the address (?estado=, ?janela=),
 * and the order rows keep on screen while the board refreshes every few seconds: a row never moves
 * under the finger because the server sorted it elsewhere.
 */
import { lightFormat } from 'date-fns';
import type { Board, BoardOrder, BoardWindow } from '@/lib/api-client/staff';
import { STAFF_STATUSES, staffStatus, type StaffStatus } from '@/lib/orders/staff-status';
import { formatThousandths } from '@/lib/pt-br-number';
import { shopWallClock } from '@/lib/shop-time-zone';

/** '08:00' in the shop's time zone. */
function shopTime(instant: string): string {
  return lightFormat(shopWallClock(instant), 'HH:mm');
}

/** Grams as the counter reads them: 1500 → '1,5 kg'. */
export function kilos(grams: number): string {
  return `${formatThousandths(grams)} kg`;
}

/**
 * A window's name in the address, the same every day: '0800' for the scheduled 08-13 window, 'expressa-1315'
 * for express, 'retirada' for the store pickup.
 */
export function windowKey(window: Pick<BoardWindow, 'kind' | 'startsAt'>): string {
  if (window.kind === 'pickup') return 'retirada';
  const start = window.startsAt ? shopTime(window.startsAt).replace(':', '') : 'sem-horario';
  return window.kind === 'express' ? `expressa-${start}` : start;
}

/** '08:00 – 13:00', 'Expressa até 13:15', 'Retirada na loja'. */
export function windowLabel(window: Pick<BoardWindow, 'kind' | 'startsAt' | 'endsAt'>): string {
  if (window.kind === 'pickup') return 'Retirada na loja';
  if (window.kind === 'express')
    return window.endsAt ? `Expressa até ${shopTime(window.endsAt)}` : 'Expressa';
  if (!window.startsAt || !window.endsAt) return 'Sem horário';
  return `${shopTime(window.startsAt)} – ${shopTime(window.endsAt)}`;
}

export function boardOrderStatus(order: BoardOrder): StaffStatus {
  return staffStatus(order);
}

/** Deliveries by their start (a window without one last), then the pickups, apart. */
export function sortedWindows(windows: readonly BoardWindow[]): {
  deliveries: BoardWindow[];
  pickups: BoardWindow[];
} {
  const start = (window: BoardWindow) => (window.startsAt ? Date.parse(window.startsAt) : Infinity);
  const byStart = (a: BoardWindow, b: BoardWindow) => start(a) - start(b);
  return {
    deliveries: windows.filter((window) => window.kind !== 'pickup').sort(byStart),
    pickups: windows.filter((window) => window.kind === 'pickup').sort(byStart),
  };
}

/** The board's filters, as the address holds them. */
export interface BoardFilters {
  status: StaffStatus | null;
  window: string | null;
}

export function readFilters(params: { get(name: string): string | null }): BoardFilters {
  const status = params.get('estado');
  return {
    status: status && (STAFF_STATUSES as readonly string[]).includes(status) ? (status as StaffStatus) : null,
    window: params.get('janela') || null,
  };
}

/** A day as the address holds it (YYYY-MM-DD), or null for today. */
export function readDate(params: { get(name: string): string | null }): string | null {
  const date = params.get('data');
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) ? date : null;
}

/** The day before or after a YYYY-MM-DD day. */
export function shiftDate(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The ranks of the orders on screen: the first time a number shows decides its place for the day. */
export type RowRanks = ReadonlyMap<string, number>;

/**
 * The ranks with the board's new numbers added after the known ones, in the server's order; the same map
 * when nothing is new (so that a refresh changes nothing).
 */
export function extendRanks(ranks: RowRanks, board: Board): RowRanks {
  const { deliveries, pickups } = sortedWindows(board.windows);
  const fresh = [...deliveries, ...pickups]
    .flatMap((window) => window.orders)
    .filter((order) => !ranks.has(order.number));
  if (fresh.length === 0) return ranks;
  const next = new Map(ranks);
  for (const order of fresh) next.set(order.number, next.size);
  return next;
}

/** A window's orders in the ranks' order (an unknown number last, in the server's order). */
function rankedOrders(orders: readonly BoardOrder[], ranks: RowRanks): BoardOrder[] {
  const rank = (order: BoardOrder) => ranks.get(order.number) ?? Infinity;
  return [...orders].sort((a, b) => rank(a) - rank(b));
}

export interface WindowView {
  key: string;
  label: string;
  window: BoardWindow;
  /** The orders the filters leave, in a stable order. */
  orders: BoardOrder[];
}

/** Whether an order matches the state filter. */
export function matchesStatus(order: BoardOrder, filters: BoardFilters): boolean {
  return filters.status === null || boardOrderStatus(order) === filters.status;
}

/**
 * The windows the filters leave, each with its orders in their stable order. `shown` are the orders the
 * same filters showed before: one that left the state filtered (moved on from another tablet) stays in
 * its place until the filters change, rather than pulling the rows under it up under the finger.
 */
export function boardView(
  board: Board,
  filters: BoardFilters,
  ranks: RowRanks,
  shown: ReadonlySet<string> = new Set(),
): { deliveries: WindowView[]; pickups: WindowView[] } {
  const view = (window: BoardWindow): WindowView => ({
    key: windowKey(window),
    label: windowLabel(window),
    window,
    orders: rankedOrders(window.orders, ranks).filter(
      (order) => matchesStatus(order, filters) || shown.has(order.number),
    ),
  });
  const kept = (window: WindowView) =>
    (filters.window === null || window.key === filters.window) &&
    (filters.status === null || window.orders.length > 0);
  const { deliveries, pickups } = sortedWindows(board.windows);
  return { deliveries: deliveries.map(view).filter(kept), pickups: pickups.map(view).filter(kept) };
}

/** The numbers a view shows: what `shown` becomes for the next refresh under the same filters. */
export function shownNumbers(view: { deliveries: WindowView[]; pickups: WindowView[] }): Set<string> {
  return new Set(
    [...view.deliveries, ...view.pickups].flatMap((window) => window.orders.map((order) => order.number)),
  );
}
