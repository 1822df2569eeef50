'use client';

/**
 * The manager's store settings (/equipe/loja/feriados, /janelas, /cupons) as React Query hooks over the admin
 * API of lib/sales-api/store-settings.ts. A change asks for its list again: the list carries what the server
 * counts (orders placed for a holiday's day, the fullest future day of a window, a coupon's uses); and for
 * the audit, which records it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Camelized } from '@/lib/sales-api/case';
import type {
  CouponBody,
  CouponJson,
  CouponsJson,
  DeliveryWindowBody,
  DeliveryWindowJson,
  DeliveryWindowsJson,
  HolidayBody,
  HolidayJson,
  HolidaysJson,
} from '@/lib/sales-api/store-settings';
import { apiRequest } from './client';
import { queryKeys } from './query-keys';
import { auditAgain } from './store';

export type Holiday = Camelized<HolidayJson>;
export type DeliveryWindow = Camelized<DeliveryWindowJson>;
export type Coupon = Camelized<CouponJson>;

const HOLIDAYS = '/admin/store/holidays';
const WINDOWS = '/admin/store/delivery_windows';
const COUPONS = '/admin/store/coupons';

/** After a change: `list` asked again, with the audit where the change is recorded. */
function useAskAgain(list: readonly unknown[]) {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: list }), auditAgain(client)]);
}

export function useHolidays(year: number) {
  return useQuery({
    queryKey: queryKeys.storeSettings.holidays(year),
    queryFn: ({ signal }) => apiRequest<HolidaysJson>('GET', `${HOLIDAYS}?year=${year}`, { signal }),
    retry: false,
  });
}

/** Creates (no id) or changes a holiday; answers it with the orders booked on its day. */
export function useSaveHoliday() {
  const askAgain = useAskAgain(queryKeys.storeSettings.allHolidays());
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: HolidayBody }) =>
      apiRequest<HolidayJson>(id === null ? 'POST' : 'PUT', id === null ? HOLIDAYS : `${HOLIDAYS}/${id}`, {
        body,
      }),
    onSettled: askAgain,
  });
}

export function useDeleteHoliday() {
  const askAgain = useAskAgain(queryKeys.storeSettings.allHolidays());
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>('DELETE', `${HOLIDAYS}/${id}`),
    onSettled: askAgain,
  });
}

export function useDeliveryWindows() {
  return useQuery({
    queryKey: queryKeys.storeSettings.windows(),
    queryFn: ({ signal }) => apiRequest<DeliveryWindowsJson>('GET', WINDOWS, { signal }),
    retry: false,
  });
}

export function useSaveWindow() {
  const askAgain = useAskAgain(queryKeys.storeSettings.windows());
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: DeliveryWindowBody }) =>
      apiRequest<DeliveryWindowJson>(
        id === null ? 'POST' : 'PUT',
        id === null ? WINDOWS : `${WINDOWS}/${id}`,
        {
          body,
        },
      ),
    onSettled: askAgain,
  });
}

export function useDeleteWindow() {
  const askAgain = useAskAgain(queryKeys.storeSettings.windows());
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>('DELETE', `${WINDOWS}/${id}`),
    onSettled: askAgain,
  });
}

export function useCoupons() {
  return useQuery({
    queryKey: queryKeys.storeSettings.coupons(),
    queryFn: ({ signal }) => apiRequest<CouponsJson>('GET', COUPONS, { signal }),
    retry: false,
  });
}

/** Creates (no id) or changes a coupon: the edit form's whole terms. */
export function useSaveCoupon() {
  const askAgain = useAskAgain(queryKeys.storeSettings.coupons());
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CouponBody }) =>
      apiRequest<CouponJson>(id === null ? 'POST' : 'PUT', id === null ? COUPONS : `${COUPONS}/${id}`, {
        body,
      }),
    onSettled: askAgain,
  });
}

/**
 * The list's 'Ativar' and 'Desativar': the active flag alone, so that a list read before another change of
 * the coupon's terms does not put the old terms back.
 */
export function useSwitchCoupon() {
  const askAgain = useAskAgain(queryKeys.storeSettings.coupons());
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      apiRequest<CouponJson>('PUT', `${COUPONS}/${id}/active`, { body: { active } }),
    onSettled: askAgain,
  });
}
