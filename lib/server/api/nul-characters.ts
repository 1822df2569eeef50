/**
 * PostgreSQL text cannot hold U+0000: a NUL in any value would reach the database as a driver error (a
 * 500). Requests carrying one, in a JSON body, the query string or the path, are refused here with the
 * API's 422 shape, naming each field that holds it.
 */
import { createMiddleware } from 'hono/factory';
import type { ErrorBody, FieldErrors } from '@/lib/sales-api/errors';
import type { ApiEnv } from './env';

const NUL_CHARACTER = 'Caractere inválido';

function fieldsWithNul(value: unknown, path: string, found: FieldErrors, depth = 0): void {
  if (typeof value === 'string') {
    if (value.includes('\0')) found[path || 'base'] = [NUL_CHARACTER];
    return;
  }
  if (depth > 20 || value === null || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    if (key.includes('\0')) found[field] = [NUL_CHARACTER];
    fieldsWithNul(item, field, found, depth + 1);
  }
}

export const refuseNulCharacters = createMiddleware<ApiEnv>(async (c, next) => {
  const found: FieldErrors = {};
  // A NUL reaches the path or the query only escaped (the HTTP parser refuses a raw one): most requests
  // hold no '%00' and skip parsing their address.
  if (c.req.url.includes('%00')) {
    const url = new URL(c.req.url);
    if (decodeURIComponent(url.pathname).includes('\0')) found.path = [NUL_CHARACTER];
    for (const [key, value] of url.searchParams) {
      if (key.includes('\0') || value.includes('\0')) found[key.replace(/\0/g, '')] = [NUL_CHARACTER];
    }
  }
  if (c.req.header('content-type')?.includes('application/json')) {
    const text = await c.req.text();
    // JSON writes U+0000 as an escape; a raw NUL byte is not valid JSON and fails the validator as 400.
    if (text.includes('\\u0000')) {
      try {
        fieldsWithNul(JSON.parse(text), '', found);
      } catch {
        // Not JSON: the route's validator answers it.
      }
    }
  }
  if (Object.keys(found).length > 0) {
    return c.json<ErrorBody>({ error: 'Houve um problema processando', errors: found }, 422);
  }
  await next();
});
