'use client';

import { mayBeSignedIn } from '../account/session-hint';
import { ApiClientError, apiRequest } from './client';
import { useLiveQuery } from './live';
import { queryKeys } from './query-keys';
import type { Camelized } from '@/lib/sales-api/case';
import type { UserJson } from '@/lib/sales-api/accounts';

export type { UserJson };
export type User = Camelized<UserJson>;

/**
 * The logged-in customer, or null for a guest. Without the signed-in hint cookie the shopper is a guest
 * and nothing is asked; with it, a 401 (the session ended meanwhile, and the API clears the hint) is a
 * guest as well, not an error.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  if (!(await mayBeSignedIn())) return null;
  try {
    return await apiRequest<UserJson>('GET', '/v2/users/me');
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 401) return null;
    throw error;
  }
}

/** The logged-in customer (through the live runtime: pending until it is there, see ./live.tsx). */
export function useCurrentUser() {
  return useLiveQuery({ queryKey: queryKeys.session.me(), queryFn: fetchCurrentUser, staleTime: 60_000 });
}
