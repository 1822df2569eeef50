/**
 * Dispatch (/equipe/expedicao): the ready orders of each delivery window, those without a driver and each
 * driver's route in its order (route positions, then the number), and the moves of the up/down buttons.
 */
import type { Board, BoardOrder, BoardWindow, StaffMember } from '@/lib/api-client/staff';
import { boardOrderStatus, sortedWindows, windowKey, windowLabel } from './board-model';

export interface DriverRoute {
  driver: StaffMember;
  orders: BoardOrder[];
}

export interface DispatchWindow {
  key: string;
  label: string;
  window: BoardWindow;
  unassigned: BoardOrder[];
  routes: DriverRoute[];
}

const byRoute = (a: BoardOrder, b: BoardOrder) =>
  (a.routePosition ?? Infinity) - (b.routePosition ?? Infinity) || a.number.localeCompare(b.number);

/** Each delivery window (pickups have no driver) with its ready orders: unassigned, then per driver. */
export function dispatchWindows(board: Board): DispatchWindow[] {
  return sortedWindows(board.windows).deliveries.map((window) => {
    const ready = window.orders.filter((order) => boardOrderStatus(order) === 'ready');
    const routes = new Map<number, DriverRoute>();
    for (const order of ready) {
      if (!order.driver) continue;
      const route = routes.get(order.driver.id) ?? { driver: order.driver, orders: [] };
      route.orders.push(order);
      routes.set(order.driver.id, route);
    }
    return {
      key: windowKey(window),
      label: windowLabel(window),
      window,
      unassigned: ready.filter((order) => !order.driver).sort((a, b) => a.number.localeCompare(b.number)),
      routes: [...routes.values()]
        .map((route) => ({ ...route, orders: route.orders.sort(byRoute) }))
        .sort((a, b) => a.driver.name.localeCompare(b.driver.name)),
    };
  });
}

/** The plate each driver used last on the board's day: offered again when they are picked. */
export function knownPlates(board: Board): Map<number, string> {
  const plates = new Map<number, string>();
  for (const window of board.windows) {
    for (const order of window.orders) {
      if (order.driver && order.licensePlate) plates.set(order.driver.id, order.licensePlate);
    }
  }
  return plates;
}

/** The list with the item at `index` moved one place up (-1) or down (+1); the same list at an end. */
export function moveItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/**
 * A route being reordered on screen while the board refreshes: the numbers the server still has keep the
 * order given on screen, the ones it added come after, the ones it took away (delivered, reassigned) go.
 */
export function reconcileRoute(local: readonly string[] | null, server: readonly string[]): string[] {
  if (!local) return [...server];
  const present = new Set(server);
  const kept = local.filter((number) => present.has(number));
  return [...kept, ...server.filter((number) => !kept.includes(number))];
}
