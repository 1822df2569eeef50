/**
 * The API's error shape (spec 03): {"error": "text", "errors": {"field": ["message", ...]}}.
 * Services throw these; the app's one onError turns them into a status and that body.
 */
import type { ZodError } from 'zod';

export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  error: string;
  errors: FieldErrors;
}

export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503,
    message: string,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  body(): ErrorBody {
    return { error: this.message, errors: this.fieldErrors };
  }
}

export class NotFoundError extends ApiError {
  constructor(message = 'Não encontrado') {
    super(404, message);
  }
}

export class ValidationError extends ApiError {
  constructor(fieldErrors: FieldErrors, message = 'Houve um problema processando') {
    super(422, message, fieldErrors);
  }
}

/** Every zod issue grouped by its field path ('order.line_items.0.quantity'), all at once. */
export function fieldErrorsOf(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'base';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
