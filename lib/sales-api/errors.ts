/**
 * The sales API's errors (docs/business-rules.md, Sales API conventions): one body shape, {"error": "text",
 * "errors": {"field": ["message"]}}, and a stable code for each kind of failure. Services throw a SalesError
 * with its code; the API's one error handler (lib/server/app.ts) alone decides the HTTP status of each code.
 */
export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  error: string;
  errors: FieldErrors;
}

/** Every code with the text it says when the thrower gives none (the documented text where there is one). */
export const ERROR_TEXTS = {
  /** Malformed request (not JSON, wrong content): the request could not be read. */
  bad_request: 'Requisição inválida',
  invalid_input: 'Houve um problema processando',
  not_logged_in: "You're not logged in.",
  login_failed: 'Email ou senha incorretos',
  captcha_required: 'Confirme que você não é um robô para entrar.',
  forbidden: 'Acesso negado',
  not_found: 'Não encontrado',
  route_not_found: 'Rota não encontrada',
  no_active_cart: 'No active cart order.',
  /** A state that forbids the change: stock short, wrong order state, a full slot. */
  conflict: 'Não foi possível concluir: os dados mudaram',
  method_not_allowed: 'Método não permitido',
  /** Every 429, with Retry-After: the client shows it where the action was and tries again after the wait. */
  throttled: 'Muitas tentativas. Tente novamente em instantes.',
  /** The database is unreachable for a moment (a restart): answered 503 with Retry-After. */
  unavailable: 'Estamos com uma instabilidade. Tente novamente em instantes.',
} as const;

export type ErrorCode = keyof typeof ERROR_TEXTS;

/**
 * The 403 of the back office (`/api/sales/admin/...`, docs/business-rules.md, Staff roles): to a guest, who
 * may be staff whose session ended, with the way in; to a customer or a role without the call's capability.
 */
export const STAFF_ONLY_TEXTS = {
  guest: 'Acesso restrito à equipe da loja. Entre com a sua conta da equipe.',
  refused: 'Acesso restrito à equipe da loja',
} as const;

/**
 * The field a login's captcha_required answer (422) names, with ERROR_TEXTS.captcha_required as its
 * message: the client solves the proof of work (GET /v2/captcha/challenge) and sends the login again with
 * the payload in this field. Registration sends it always.
 */
export const CAPTCHA_FIELD = 'recaptcha_token';

/** Whether an error body asks for the captcha (see CAPTCHA_FIELD). */
export function asksForCaptcha(body: Pick<ErrorBody, 'errors'>): boolean {
  return body.errors[CAPTCHA_FIELD]?.includes(ERROR_TEXTS.captcha_required) ?? false;
}

export class SalesError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_TEXTS[code],
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
    this.name = 'SalesError';
  }

  body(): ErrorBody {
    return { error: this.message, errors: this.fieldErrors };
  }
}

export class NotFoundError extends SalesError {
  constructor(message: string = ERROR_TEXTS.not_found) {
    super('not_found', message);
  }
}

/** A 429: the API answers it with Retry-After, the seconds until the counting window that refused it ends. */
export class ThrottledError extends SalesError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = ERROR_TEXTS.throttled,
  ) {
    super('throttled', message);
  }
}

/** Bad input: every field's messages at once. */
export class ValidationError extends SalesError {
  constructor(fieldErrors: FieldErrors, message: string = ERROR_TEXTS.invalid_input) {
    super('invalid_input', message, fieldErrors);
  }
}
