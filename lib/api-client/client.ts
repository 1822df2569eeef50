/**
 * The browser's client of the sales API (docs/business-rules.md, Sales API conventions): JSON in and out, the
 * app headers on every call, bodies only for POST and PUT, response keys converted to camelCase, and every
 * non-OK answer raised as an ApiClientError carrying the status and the body.
 */
import { camelize, type Camelized } from '@/lib/sales-api/case';

/** Base of the sales API; NEXT_PUBLIC_SALES_API_URL points the storefront at a separate deployment. */
export const SALES_API_BASE = process.env.NEXT_PUBLIC_SALES_API_URL ?? '/api/sales';
/** The build's identifier, package version + git commit (next.config.js); 'development' outside a build. */
export const APP_VERSION = process.env.NEXT_PUBLIC_APP_VERSION ?? 'development';

/** Headers of every call to the sales API: JSON, and which app (and version) is calling. */
export const APP_HEADERS = {
  Accept: 'application/json',
  'Content-Type': 'application/json',
  'X-App': 'sales-frontend',
  'X-App-Version': APP_VERSION,
} as const;

export interface ApiErrorBody {
  error: string;
  errors: Record<string, string[]>;
}

/** What a call that got no answer says (fetch rejected: offline, the connection dropped). */
export const UNREACHABLE_TEXT = 'Não foi possível conectar. Verifique sua internet e tente novamente.';
/** What an error answer without the API's body says (a proxy's HTML page, a gateway timing out). */
export const NO_API_ANSWER_TEXT = 'Não foi possível concluir agora. Tente novamente em instantes.';

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    /** How long the server asked to wait before trying again (Retry-After of a 429 or a 503), in ms. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(body.error);
    this.name = 'ApiClientError';
  }

  /** The messages of one field ('email'), or of the whole answer when no field is given. */
  messages(field?: string): string[] {
    return field ? (this.body.errors[field] ?? []) : [this.body.error];
  }

  /** Why the call was refused, as the server wrote it in pt-BR: the first field's message, else the error. */
  reason(): string {
    return Object.values(this.body.errors)[0]?.[0] ?? this.body.error;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Retry-After in seconds or as an HTTP date, in ms from now; null when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (header.trim() !== '' && Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export async function apiRequest<T>(
  method: Method,
  path: string,
  { body, signal, headers }: { body?: unknown; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<Camelized<T>> {
  const response = await fetch(`${SALES_API_BASE}${path}`, {
    method,
    credentials: 'same-origin',
    signal,
    // Changes outlive a navigation away from the page that made them.
    keepalive: method !== 'GET',
    headers: headers ? { ...APP_HEADERS, ...headers } : APP_HEADERS,
    body: method === 'POST' || method === 'PUT' ? JSON.stringify(body ?? {}) : undefined,
  });
  if (response.status === 204) return null as Camelized<T>;
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: a refusal the API did not write (a proxy's page) says errorBody's text, never its markup.
    parsed = response.ok ? { error: text, errors: {} } : null;
  }
  if (!response.ok) {
    throw new ApiClientError(
      response.status,
      errorBody(parsed),
      // Test doubles of fetch may answer without headers.
      retryAfterMs((response.headers as Headers | undefined)?.get('Retry-After')),
    );
  }
  return camelize(parsed as T);
}

/**
 * The body of a refused call: the API's own (a JSON object with an `error` text), else, for an answer the
 * API did not write (a proxy's HTML page, a gateway's 504, an empty body), NO_API_ANSWER_TEXT in pt-BR
 * instead of the page's markup or the English status text.
 */
function errorBody(parsed: unknown): ApiErrorBody {
  const body = parsed !== null && typeof parsed === 'object' ? (parsed as Partial<ApiErrorBody>) : {};
  const errors =
    body.errors !== null && typeof body.errors === 'object' && !Array.isArray(body.errors) ? body.errors : {};
  return { error: typeof body.error === 'string' && body.error ? body.error : NO_API_ANSWER_TEXT, errors };
}
