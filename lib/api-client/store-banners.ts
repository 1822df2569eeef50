'use client';

/**
 * The manager's home banners (/equipe/loja/banners) as React Query hooks over the admin API of
 * lib/sales-api/store-banners.ts. A change asks for the list again: it carries where each banner stands
 * today (showing, scheduled...).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Camelized } from '@/lib/sales-api/case';
import type { BannerBody, BannerJson, BannersJson } from '@/lib/sales-api/store-banners';
import { apiRequest } from './client';
import { queryKeys } from './query-keys';
import { useServerAnswer } from './server-answer';
import { auditAgain, sendPicture } from './store';

export type StoreBanner = Camelized<BannerJson>;
export type StoreBanners = Camelized<BannersJson>;

const BANNERS = '/admin/store/banners';

/** The banners, from the server's answer drawn in the page (`answer`); asked again after each change. */
export function useBanners(answer: StoreBanners) {
  return useQuery({
    queryKey: queryKeys.storeSettings.banners(),
    queryFn: ({ signal }) => apiRequest<BannersJson>('GET', BANNERS, { signal }),
    ...useServerAnswer(answer),
    retry: false,
  });
}

/** The list, and the audit where the change is recorded, asked again. */
function useListAgain() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.storeSettings.banners() }),
      auditAgain(client),
    ]);
}

/** Creates (no id) or changes a banner's text, link, days and active flag. */
export function useSaveBanner() {
  const listAgain = useListAgain();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BannerBody }) =>
      apiRequest<BannerJson>(id === null ? 'POST' : 'PUT', id === null ? BANNERS : `${BANNERS}/${id}`, {
        body,
      }),
    onSettled: listAgain,
  });
}

/** Deletes a banner (`{ id }`) or sets the carousel's order (`{ ids }`). */
export function useArrangeBanners() {
  const listAgain = useListAgain();
  return useMutation({
    mutationFn: (change: { id: number } | { ids: number[] }) =>
      'id' in change
        ? apiRequest<null>('DELETE', `${BANNERS}/${change.id}`)
        : apiRequest<BannersJson>('PUT', `${BANNERS}/order`, { body: { ids: change.ids } }),
    onSettled: listAgain,
  });
}

/** Sends a banner's picture (with its progress), then asks for the list again. */
export function useSendBannerImage() {
  const listAgain = useListAgain();
  return async (id: number, file: File, onProgress: (share: number) => void) => {
    await sendPicture<BannerJson>(`${BANNERS}/${id}/image`, { file }, onProgress);
    await listAgain();
  };
}
