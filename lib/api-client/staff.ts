'use client';

/**
 * The staff screens' calls (/equipe) as React Query hooks, over the admin API of lib/sales-api/staff.ts and
 * lib/sales-api/admin.ts. The board asks again every few seconds and when the tablet comes back to it, so
 * two staff members see each other's moves; an order operation answers the order, which goes straight into
 * the cache, and the board and the order's history are asked again.
 */
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Camelized } from '@/lib/sales-api/case';
import type { OrderJson } from '@/lib/sales-api/order';
import type { ProducedBody, SubstitutesJson } from '@/lib/sales-api/admin';
import type { RefundBody } from '@/lib/sales-api/refunds';
import type {
  BoardJson,
  CustomerDetailJson,
  CustomerSummaryJson,
  OrderHistoryJson,
  RescheduleWindowJson,
} from '@/lib/sales-api/staff';
import { ApiClientError, apiRequest } from './client';
import { writeAnswer } from './query-client';
import { queryKeys } from './query-keys';

export type StaffOrder = Camelized<OrderJson>;
export type StaffLine = StaffOrder['lineItems'][number];
export type Board = Camelized<BoardJson>;
export type BoardWindow = Board['windows'][number];
export type BoardOrder = BoardWindow['orders'][number];
export type StaffMember = Board['drivers'][number];
export type OrderEvent = Camelized<OrderHistoryJson>['events'][number];
export type RescheduleWindow = Camelized<RescheduleWindowJson>;
export type CustomerDetail = Camelized<CustomerDetailJson>;

/** How often the board is asked again while it is open: two tablets see each other within seconds. */
const BOARD_REFRESH_MS = 5_000;

const orderPath = (number: string) => `/admin/orders/${encodeURIComponent(number)}`;

/** A day's board (today in the shop's time zone without a date), refreshed on its own. */
export function useBoard(date: string | null, { live = true }: { live?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.staff.board(date),
    queryFn: ({ signal }) =>
      apiRequest<BoardJson>('GET', `/admin/board${date ? `?date=${encodeURIComponent(date)}` : ''}`, {
        signal,
      }),
    refetchInterval: live ? BOARD_REFRESH_MS : false,
    refetchOnWindowFocus: live,
    staleTime: live ? 0 : 30_000,
    retry: false,
  });
}

function fetchStaffOrder(number: string, signal?: AbortSignal) {
  return apiRequest<OrderJson>('GET', orderPath(number), { signal });
}

export function useStaffOrder(number: string) {
  return useQuery({
    queryKey: queryKeys.staff.order(number),
    queryFn: ({ signal }) => fetchStaffOrder(number, signal),
    refetchOnWindowFocus: true,
    retry: false,
  });
}

/** Several orders at once (a window's packing list), each in the same cache as its own page. */
export function useStaffOrders(numbers: readonly string[]) {
  return useQueries({
    queries: numbers.map((number) => ({
      queryKey: queryKeys.staff.order(number),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchStaffOrder(number, signal),
      retry: false,
    })),
  });
}

export function useOrderHistory(number: string) {
  return useQuery({
    queryKey: queryKeys.staff.history(number),
    queryFn: ({ signal }) => apiRequest<OrderHistoryJson>('GET', `${orderPath(number)}/history`, { signal }),
    retry: false,
  });
}

/**
 * An order operation done: its answer is the order; the board and the history follow. Refused as a
 * conflict (409: another tablet moved the order first), the order is read again, so that the screen
 * offers the next move from where the order is.
 */
function useOrderChanged(number: string) {
  const client = useQueryClient();
  return {
    onSuccess: (order: StaffOrder) => {
      void client.invalidateQueries({ queryKey: queryKeys.staff.history(number) });
      void client.invalidateQueries({ queryKey: queryKeys.staff.boards() });
      return writeAnswer(client, queryKeys.staff.order(number), order);
    },
    onError: (error: Error) => {
      if (error instanceof ApiClientError && error.status === 409)
        void client.invalidateQueries({ queryKey: queryKeys.staff.order(number) });
    },
  };
}

/** PUT on one of the order's operations ('fulfillment', 'packed', 'cancel', ...), answered with the order. */
function useOrderOperation<Input>(number: string, operation: string) {
  const changed = useOrderChanged(number);
  return useMutation({
    mutationFn: (body: Input) => apiRequest<OrderJson>('PUT', `${orderPath(number)}/${operation}`, { body }),
    ...changed,
  });
}

export const useFulfillmentMove = (number: string) =>
  useOrderOperation<{ state: string }>(number, 'fulfillment');
export const useDeliveryMove = (number: string) => useOrderOperation<{ state: string }>(number, 'delivery');

/**
 * 'Concluir pesagem': the produced grams or units of every line (0 = 'Sem estoque'), a missing line with
 * its substitute when the staff chose one.
 */
export const usePacked = (number: string) => useOrderOperation<ProducedBody>(number, 'packed');

/**
 * The suggested substitute of each line the customer lets be replaced (docs/business-rules.md,
 * Substitutions), asked once a line is marked 'Sem estoque'; the stock may move, so it is asked again then.
 */
export function useSubstitutes(number: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.staff.substitutes(number),
    queryFn: ({ signal }) =>
      apiRequest<SubstitutesJson>('GET', `${orderPath(number)}/substitutes`, { signal }),
    enabled,
    staleTime: 0,
    retry: false,
  });
}

export const useDispatch = (number: string) =>
  useOrderOperation<{ driver_id: number; license_plate: string }>(number, 'dispatch');
export const useOrderError = (number: string) => useOrderOperation<{ note: string }>(number, 'error');
export const useFailedDelivery = (number: string) => useOrderOperation<{ reason: string }>(number, 'failed');
export const useReschedule = (number: string) =>
  useOrderOperation<{ starts_at: string }>(number, 'reschedule');
export const useCancelOrder = (number: string) => useOrderOperation<Record<string, never>>(number, 'cancel');
/** 'Negar pagamento' while the payment is evaluated: as a cancel, and the customer is told. */
export const useDenyPayment = (number: string) =>
  useOrderOperation<Record<string, never>>(number, 'payment_denied');

/**
 * A manager's refund of the captured card, answered with the order. `key` names the refund (its
 * Idempotency-Key, one per opening of the form): sent again with the same key, it answers the refund made
 * before instead of making another.
 */
export function useRefund(number: string) {
  const changed = useOrderChanged(number);
  return useMutation({
    mutationFn: ({ body, key }: { body: RefundBody; key: string }) =>
      apiRequest<OrderJson>('POST', `${orderPath(number)}/refunds`, {
        body,
        headers: { 'Idempotency-Key': key },
      }),
    ...changed,
  });
}

/** The windows a failed delivery can move to (asked when 'Reagendar' opens). */
export function useRescheduleWindows(number: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.staff.reschedule(number),
    queryFn: ({ signal }) =>
      apiRequest<{ windows: RescheduleWindowJson[] }>('GET', `${orderPath(number)}/reschedule`, { signal }),
    enabled,
    staleTime: 0,
    retry: false,
  });
}

/** A driver's route: the orders in delivery order (positions 1, 2, ...). */
export function useSaveRoute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (numbers: string[]) =>
      apiRequest<{ message: string }>('PUT', '/admin/routes', { body: { numbers } }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.staff.boards() }),
  });
}

/** Support's search (at least 3 characters: the form checks before asking). */
export function useCustomerSearch(q: string) {
  return useQuery({
    queryKey: queryKeys.staff.customers(q),
    queryFn: ({ signal }) =>
      apiRequest<{ customers: CustomerSummaryJson[] }>('GET', `/admin/customers?q=${encodeURIComponent(q)}`, {
        signal,
      }),
    enabled: q.trim().length >= 3,
    retry: false,
  });
}

export function useCustomer(id: number | null) {
  return useQuery({
    queryKey: queryKeys.staff.customer(id ?? 0),
    queryFn: ({ signal }) => apiRequest<CustomerDetailJson>('GET', `/admin/customers/${id}`, { signal }),
    enabled: id !== null,
    retry: false,
  });
}

export function useResendEmail() {
  return useMutation({
    mutationFn: (number: string) =>
      apiRequest<{ message: string }>('POST', `${orderPath(number)}/resend_email`),
  });
}
