/**
 * The confirmation's address: /confirmacao/{number} or /confirmacao?id={number} (docs/business-rules.md,
 * Checkout), read the same way by the page and by proxy.ts.
 */
const CONFIRMATION_PATH = '/confirmacao';

const ORDER_NUMBER = /^R\d{9}$/;

/** The order number named by the path's first segment, else by the first `id` of the query; or null. */
export function confirmationNumber(
  pathSegments: readonly string[] | undefined,
  query: string | readonly string[] | undefined,
): string | null {
  const raw = pathSegments?.[0] ?? (typeof query === 'string' ? query : query?.[0]) ?? '';
  return ORDER_NUMBER.test(raw) ? raw : null;
}

/** For a request's address: null when it is no confirmation, else the order number it names (or null). */
export function confirmationRequest(
  pathname: string,
  searchParams: URLSearchParams,
): { number: string | null } | null {
  if (pathname !== CONFIRMATION_PATH && !pathname.startsWith(`${CONFIRMATION_PATH}/`)) return null;
  const segments = pathname
    .slice(CONFIRMATION_PATH.length + 1)
    .split('/')
    .filter(Boolean);
  return { number: confirmationNumber(segments.length ? segments : undefined, searchParams.getAll('id')) };
}
