'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';

/** The query string with some params changed (null removes one): '?data=2026-11-30&estado=ready'. */
function withParams(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  const query = next.toString();
  return query ? `?${query}` : '';
}

/**
 * The screen's state kept in the address (day, filters, search), so a reload or a shared link keeps it:
 * the current params, and a change that replaces the address without scrolling.
 */
export function useAddressParams() {
  const router = useRouter();
  const pathname = usePathname() ?? '/equipe';
  const params = useSearchParams();
  const change = (changes: Record<string, string | null>) =>
    router.replace(`${pathname}${withParams(new URLSearchParams(params.toString()), changes)}`, {
      scroll: false,
    });
  return { params, change };
}
