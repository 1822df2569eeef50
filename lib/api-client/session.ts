'use client';

import { useQuery } from '@tanstack/react-query';
import { ApiClientError, apiRequest } from './client';
import { queryKeys } from './query-keys';
import type { Camelized } from './case';
import type { UserJson } from '../server/services/account-json';

export type { UserJson };
export type User = Camelized<UserJson>;

/** The logged-in customer, or null for a guest (401 is the normal answer for guests, not an error). */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await apiRequest<UserJson>('GET', '/v2/users/me');
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 401) return null;
    throw error;
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: queryKeys.session.me(), queryFn: fetchCurrentUser, staleTime: 60_000 });
}
