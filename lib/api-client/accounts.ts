'use client';

/**
 * The account calls of the sales API as React Query hooks. Each mutation updates or invalidates
 * exactly what it changed: the session user, the addresses or the saved cards.
 */
import { pushAccountEvent } from '@/lib/analytics/data-layer';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  UserUpdateInput,
} from '../validation/account';
import type { AddressInput } from '../validation/address';
import type { SavedAddressJson, SavedCreditCardJson, ZipcodeLookupJson } from '@/lib/sales-api/accounts';
import type { Camelized } from '@/lib/sales-api/case';
import { saveLastCart } from '../cart/guest-order-storage';
import { apiRequest } from './client';
import { writeAnswer } from './query-client';
import { queryKeys } from './query-keys';
import type { User, UserJson } from './session';

export type Address = Camelized<SavedAddressJson>;
export type CreditCard = Camelized<SavedCreditCardJson>;

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) =>
      apiRequest<{ token: string; user: UserJson }>('POST', '/v2/auth', { body: input }),
    onSuccess: ({ user }) => {
      pushAccountEvent('login');
      // The guest cart may have joined the account.
      void client.invalidateQueries({ queryKey: queryKeys.cart.all() });
      return writeAnswer(client, queryKeys.session.me(), user);
    },
  });
}

export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiRequest<UserJson>('POST', '/v2/users', { body: input }),
    onSuccess: (user) => {
      pushAccountEvent('sign_up');
      return writeAnswer(client, queryKeys.session.me(), user);
    },
  });
}

/** Ends the session; the cart kept in this browser for offline use is the customer's, so it goes too. */
export function logout(): Promise<unknown> {
  saveLastCart(null);
  return apiRequest('DELETE', '/v2/auth');
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UserUpdateInput) => apiRequest<UserJson>('PUT', '/v2/users/me', { body: input }),
    onSuccess: (user) => writeAnswer(client, queryKeys.session.me(), user),
  });
}

export function useChangePassword(user: Pick<User, 'id'>) {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiRequest<{ token: string }>('PUT', `/v2/users/${user.id}/password`, { body: input }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: { email: string }) =>
      apiRequest<{ message: string }>('POST', '/v2/password_reset', { body: input }),
  });
}

export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiRequest<{ message: string }>('PUT', `/v2/password_reset/${encodeURIComponent(token)}`, {
        body: input,
      }),
  });
}

export function useAddresses() {
  return useQuery({
    queryKey: queryKeys.account.addresses(),
    queryFn: () => apiRequest<SavedAddressJson[]>('GET', '/v2/addresses'),
  });
}

/** What the CEP says about an address (null: nothing to look up); a CEP's answer does not change. */
export function useZipcodeLookup(zipcode: string | null) {
  return useQuery({
    queryKey: queryKeys.account.zipcode(zipcode ?? ''),
    queryFn: ({ signal }) => apiRequest<ZipcodeLookupJson>('GET', `/v2/zipcodes/${zipcode}`, { signal }),
    enabled: zipcode !== null,
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * The addresses are read again; the change's caller goes on once the list is back (a mutation waits for
 * its onSuccess), so a new address is among those the checkout offers when it selects it.
 */
function useAddressesChanged() {
  const client = useQueryClient();
  return async () => {
    // The user object lists the addresses too.
    void client.invalidateQueries({ queryKey: queryKeys.session.me() });
    await client.invalidateQueries({ queryKey: queryKeys.account.addresses() });
  };
}

export function useCreateAddress() {
  const changed = useAddressesChanged();
  return useMutation({
    mutationFn: (input: AddressInput) =>
      apiRequest<SavedAddressJson>('POST', '/v2/addresses', { body: { ...input, state: 'Bahia' } }),
    onSuccess: changed,
  });
}

export function useUpdateAddress(id: number) {
  const changed = useAddressesChanged();
  return useMutation({
    mutationFn: (input: AddressInput) =>
      apiRequest<SavedAddressJson>('PUT', `/v2/addresses/${id}`, { body: input }),
    onSuccess: changed,
  });
}

export function useDeleteAddress() {
  const changed = useAddressesChanged();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/v2/addresses/${id}`),
    onSuccess: changed,
  });
}

export function useCreditCards(userId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.account.creditCards(userId ?? 0),
    queryFn: async () =>
      (
        await apiRequest<{ credit_cards: SavedCreditCardJson[] }>(
          'GET',
          `/api/v1/users/${userId}/credit_cards`,
        )
      ).creditCards,
    enabled: userId !== undefined,
  });
}

export function useDeleteCreditCard(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/v2/credit_cards/${id}`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.account.creditCards(userId) });
      void client.invalidateQueries({ queryKey: queryKeys.session.me() });
    },
  });
}

/**
 * Subscribes to (or leaves) a variant's back-in-stock e-mail and writes the new state into the variant's
 * notify-me query, which every button for it reads.
 */
export async function setNotifyMe(client: QueryClient, variantId: number, on: boolean): Promise<void> {
  const answer = await apiRequest<{ variant_id: number; should_notify_user: boolean }>(
    'PUT',
    `/api/v1/variants/${variantId}/${on ? 'notify_me' : 'unnotify_me'}`,
  );
  await writeAnswer(client, queryKeys.account.notifyMe(variantId), answer.shouldNotifyUser);
}
