'use client';

/**
 * The manager's store settings (/equipe/loja/feriados, /janelas, /cupons) as React Query hooks over the admin
 * API of lib/sales-api/store-settings.ts. A change asks for its list again: the list carries what the server
 * counts (orders placed for a holiday's day, the fullest future day of a window, a coupon's uses).
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

export type Holiday = Camelized<HolidayJson>;
export type DeliveryWindow = Camelized<DeliveryWindowJson>;
export type Coupon = Camelized<CouponJson>;

const HOLIDAYS = '/admin/store/holidays';
const WINDOWS = '/admin/store/delivery_windows';
const COUPONS = '/admin/store/coupons';

export function useHolidays(year: number) {
  return useQuery({
    queryKey: queryKeys.storeSettings.holidays(year),
    queryFn: ({ signal }) => apiRequest<HolidaysJson>('GET', `${HOLIDAYS}?year=${year}`, { signal }),
    retry: false,
  });
}

/** Creates (no id) or changes a holiday; answers it with the orders booked on its day. */
export function useSaveHoliday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: HolidayBody }) =>
      apiRequest<HolidayJson>(id === null ? 'POST' : 'PUT', id === null ? HOLIDAYS : `${HOLIDAYS}/${id}`, {
        body,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.storeSettings.allHolidays() }),
  });
}

export function useDeleteHoliday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>('DELETE', `${HOLIDAYS}/${id}`),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.storeSettings.allHolidays() }),
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
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: DeliveryWindowBody }) =>
      apiRequest<DeliveryWindowJson>(
        id === null ? 'POST' : 'PUT',
        id === null ? WINDOWS : `${WINDOWS}/${id}`,
        {
          body,
        },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.storeSettings.windows() }),
  });
}

export function useDeleteWindow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>('DELETE', `${WINDOWS}/${id}`),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.storeSettings.windows() }),
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
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CouponBody }) =>
      apiRequest<CouponJson>(id === null ? 'POST' : 'PUT', id === null ? COUPONS : `${COUPONS}/${id}`, {
        body,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.storeSettings.coupons() }),
  });
}

/**
 * The list's 'Ativar' and 'Desativar': the active flag alone, so that a list read before another change of
 * the coupon's terms does not put the old terms back.
 */
export function useSwitchCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      apiRequest<CouponJson>('PUT', `${COUPONS}/${id}/active`, { body: { active } }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.storeSettings.coupons() }),
  });
}
