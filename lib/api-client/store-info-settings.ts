'use client';

/**
 * The manager's store information (/equipe/loja/informacoes) and delivery terms (/equipe/loja/entrega) as
 * React Query hooks over the admin API of lib/sales-api/store.ts and delivery-terms.ts: the values in use,
 * the defaults, and the change (which the audit then shows).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreInfoBody, StoreInfoSettingJson } from '@/lib/sales-api/store';
import type { DeliveryBody, DeliverySettingJson } from '@/lib/sales-api/delivery-terms';
import { apiRequest } from './client';
import { writeAnswer } from './query-client';
import { queryKeys } from './query-keys';
import { auditAgain } from './store';

const INFO = '/admin/store/info';

export function useStoreInfoSetting() {
  return useQuery({
    queryKey: queryKeys.storeSettings.info(),
    queryFn: ({ signal }) => apiRequest<StoreInfoSettingJson>('GET', INFO, { signal }),
    retry: false,
  });
}

/** Saves the form's values, or (null) goes back to the configuration's; the answer replaces the cached one. */
export function useSaveStoreInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreInfoBody | null) =>
      apiRequest<StoreInfoSettingJson>(body ? 'PUT' : 'DELETE', INFO, body ? { body } : {}),
    onSuccess: (answer) => {
      void auditAgain(client);
      return writeAnswer(client, queryKeys.storeSettings.info(), answer);
    },
  });
}

const DELIVERY = '/admin/store/delivery';

export function useDeliverySetting() {
  return useQuery({
    queryKey: queryKeys.storeSettings.delivery(),
    queryFn: ({ signal }) => apiRequest<DeliverySettingJson>('GET', DELIVERY, { signal }),
    retry: false,
  });
}

/** Saves the delivery terms, or (null) goes back to the defaults; the answer replaces the cached one. */
export function useSaveDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeliveryBody | null) =>
      apiRequest<DeliverySettingJson>(body ? 'PUT' : 'DELETE', DELIVERY, body ? { body } : {}),
    onSuccess: (answer) => {
      void auditAgain(client);
      return writeAnswer(client, queryKeys.storeSettings.delivery(), answer);
    },
  });
}
