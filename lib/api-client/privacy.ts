'use client';

/**
 * The customer's LGPD rights (docs/business-rules.md, Analytics and privacy): the consent history, the
 * download of their data and deleting the account.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ConsentJson } from '@/lib/sales-api/privacy';
import type { AccountDeletionInput } from '../validation/account';
import { ApiClientError, APP_HEADERS, apiRequest, SALES_API_BASE } from './client';
import { getQueryClient } from './query-client';
import { queryKeys } from './query-keys';

export function useConsents() {
  return useQuery({
    queryKey: queryKeys.account.consents(),
    queryFn: () => apiRequest<ConsentJson[]>('GET', '/v2/account/consents'),
  });
}

/**
 * Records the banner's choice in the signed-in customer's history (the cookie already keeps it for the
 * browser). A session that ended since (401) has no history to add to.
 */
export async function recordConsent(choice: ConsentJson['choice']): Promise<void> {
  try {
    await apiRequest('POST', '/v2/account/consents', { body: { choice } });
    // The history on /minha-conta/privacidade shows it, when open.
    void getQueryClient().invalidateQueries({ queryKey: queryKeys.account.consents() });
  } catch (error) {
    if (!(error instanceof ApiClientError && error.status === 401)) throw error;
  }
}

/** The customer's data as the file the API names, saved by the browser. */
export async function downloadMyData(): Promise<void> {
  const response = await fetch(`${SALES_API_BASE}/v2/account/export`, {
    credentials: 'same-origin',
    headers: APP_HEADERS,
  });
  if (!response.ok) throw new ApiClientError(response.status, { error: response.statusText, errors: {} });
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name ?? 'meus-dados.json' });
  link.click();
  URL.revokeObjectURL(url);
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: AccountDeletionInput) =>
      apiRequest<null>('POST', '/v2/account/deletion', { body: input }),
  });
}
