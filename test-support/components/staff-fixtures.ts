/** Board, order and customer JSON for the staff screens' component tests, shaped as lib/sales-api/staff.ts. */
import type { BoardJson, BoardOrderJson, BoardWindowJson, StaffMemberJson } from '@/lib/sales-api/staff';

export const DRIVERS: StaffMemberJson[] = [
  { id: 31, name: 'Carlos Lima', role: 'driver' },
  { id: 32, name: 'Rita Souza', role: 'driver' },
];

export function boardOrderJson(number: string, overrides: Partial<BoardOrderJson> = {}): BoardOrderJson {
  return {
    number,
    first_name: 'Maria',
    fulfillment_state: 'pending',
    delivery_state: null,
    pickup: false,
    express: false,
    line_count: 2,
    grams: 1500,
    total: '120.00',
    payment_method: 'Cartão de crédito',
    neighborhood: 'Pituba',
    city: 'Salvador',
    driver: null,
    license_plate: null,
    route_position: null,
    error_note: null,
    updated_at: '2026-11-30T10:00:00.000Z',
    ...overrides,
  };
}

/** A window of 2026-11-30 from `startHour` to `endHour` (the shop's clock, UTC-03:00). */
export function windowJson(
  startHour: number | null,
  endHour: number | null,
  orders: BoardOrderJson[],
  kind: BoardWindowJson['kind'] = 'scheduled',
): BoardWindowJson {
  const at = (hour: number | null) =>
    hour === null ? null : `2026-11-30T${String(hour + 3).padStart(2, '0')}:00:00.000Z`;
  return {
    kind,
    starts_at: at(startHour),
    ends_at: at(endHour),
    count: orders.length,
    grams: orders.reduce((sum, order) => sum + order.grams, 0),
    orders,
  };
}

export function boardJson(windows: BoardWindowJson[], date = '2026-11-30'): BoardJson {
  return { date, windows, drivers: DRIVERS };
}

/**
 * A fetch answering each path's JSON (or an error status; no body for a 204), a moment later as from the
 * network.
 */
export function fakeApi(
  answer: (url: URL, init: RequestInit | undefined) => { status?: number; body?: unknown },
) {
  return jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://loja.test');
    const { status = 200, body } = answer(url, init);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const text = body === undefined ? '' : JSON.stringify(body);
    return { ok: status < 300, status, text: async () => text } as Response;
  }) as jest.Mock & typeof fetch;
}
