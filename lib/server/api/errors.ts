/**
 * How the API answers a failure: the HTTP status of each error code (the only place that decides it) and
 * zod's issues as the field errors of the error body. The codes, texts and error classes are the
 * contract's (lib/sales-api/errors.ts).
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import type { ErrorCode, FieldErrors } from '@/lib/sales-api/errors';
import './zod-messages';

export const ERROR_STATUS = {
  bad_request: 400,
  invalid_input: 422,
  not_logged_in: 401,
  login_failed: 401,
  /** A field error (CAPTCHA_FIELD) the form answers by solving the captcha, not a refusal. */
  captcha_required: 422,
  forbidden: 403,
  not_found: 404,
  route_not_found: 404,
  no_active_cart: 404,
  conflict: 409,
  method_not_allowed: 405,
  throttled: 429,
  unavailable: 503,
} as const satisfies Record<ErrorCode, ContentfulStatusCode>;

/** Every zod issue grouped by its field path ('order.line_items.0.quantity'), all at once. */
export function fieldErrorsOf(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'base';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
