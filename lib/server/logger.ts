/** Structured logs (JSON lines) for the server and scripts; `LOG_LEVEL=silent` quiets them in tests. */
import pino from 'pino';
import { maskCardNumbers, maskCardNumbersDeep } from '@/lib/rules/card-numbers';
import { config } from './config';

/**
 * Secrets and personal documents that may appear in a logged object, at any depth pino's wildcards reach:
 * passwords, tokens (session, reset, captcha, gateway), card data, CPF and CNPJ.
 */
const REDACTED_KEYS = [
  'password',
  'password_confirmation',
  'passwordConfirmation',
  'old_password',
  'passwordHash',
  'cpf',
  // A user row's stored CPF (lib/server/auth/cpf-vault.ts): useless without the key, kept out all the same.
  'cpfDigest',
  'cpfSealed',
  'cpf_digest',
  'cpf_sealed',
  'clearCpf',
  'cnpj',
  'ie_company',
  'token',
  'order_token',
  'recaptcha_token',
  'gatewayToken',
  'gateway_token',
  'cardToken',
  'card_token',
  'number',
  'verification_value',
  'verificationValue',
  'cvv',
];

/** A property of a database error that carries the failed statement's values. */
const QUERY_VALUE_KEYS = ['params', 'parameters', 'detail', 'where', 'internalQuery'];

/**
 * Errors as pino's standard serializer shows them, minus what a failed query carries of its values:
 * Drizzle puts every parameter in the message and in `params`, PostgreSQL echoes values in `detail`
 * ('Key (email)=(...) already exists'). The statement's shape (its SQL) and the error code stay.
 */
function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  const scrubbed = scrubQueryValues(serialized, 4);
  // The SQLSTATE ('23505' unique violation, ...) sits on the driver's error, the Drizzle error's cause.
  for (let e: unknown = error; e instanceof Object && scrubbed.code === undefined; e = (e as Error).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') scrubbed.code = code;
  }
  return scrubbed;
}

/**
 * A copy of an error's fields (as plain records, its causes too, `depth` deep) without a failed query's
 * values. The error service applies it too, before sending (error-service.ts).
 */
export function scrubQueryValues(value: Record<string, unknown>, depth: number): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...value };
  for (const key of QUERY_VALUE_KEYS) delete copy[key];
  for (const key of ['message', 'stack']) {
    const text = copy[key];
    if (typeof text === 'string') copy[key] = text.replace(/\nparams: [\s\S]*?(?=\n    at |$)/, '');
  }
  const cause = copy.cause;
  if (depth > 0 && cause && typeof cause === 'object') {
    copy.cause = scrubQueryValues(cause as Record<string, unknown>, depth - 1);
  }
  return copy;
}

export const loggerOptions: pino.LoggerOptions = {
  base: { app: 'casa-da-carne' },
  redact: {
    // Card data and secrets must never reach a log line.
    paths: [
      ...REDACTED_KEYS,
      ...REDACTED_KEYS.map((key) => `*.${key}`),
      ...REDACTED_KEYS.map((key) => `*.*.${key}`),
      ...REDACTED_KEYS.map((key) => `*.*.*.${key}`),
      'req.headers.authorization',
      'req.headers.cookie',
      'headers.authorization',
      'headers.cookie',
    ],
    censor: '[redacted]',
  },
  serializers: { err: serializeError, error: serializeError },
  formatters: {
    // A card number typed into free text (an observation, an error message, an event property) is
    // masked in every line, whatever key holds it.
    log: (object) => maskCardNumbersDeep(object),
  },
  hooks: {
    logMethod(args, method) {
      method.apply(
        this,
        args.map((arg) => (typeof arg === 'string' ? maskCardNumbers(arg) : arg)) as Parameters<
          typeof method
        >,
      );
    },
  },
};

/** A request path fit for a log line: the reset token in /v2/password_reset/{token} is a secret. */
export function redactPath(path: string): string {
  return path.replace(/(\/password_reset\/)[^/?]+/, '$1[redacted]');
}

const globalForLogger = globalThis as typeof globalThis & {
  __casaDaCarneLogger?: pino.Logger;
  __casaDaCarneRequestLogger?: pino.Logger;
};

export const logger: pino.Logger = (globalForLogger.__casaDaCarneLogger ??= pino({
  ...loggerOptions,
  level: config().LOG_LEVEL,
}));

/**
 * The request line of every API answer ({ method, path, status, ms } and 'request'): a logger without the
 * redaction paths and deep masking of `logger`, which cost more than the rest of an answer kept in memory
 * (docs/performance.md). Its fields hold no secret; the path, the only text a client chooses, goes through
 * requestPath.
 */
export const requestLogger: pino.Logger = (globalForLogger.__casaDaCarneRequestLogger ??= pino({
  base: loggerOptions.base,
  level: config().LOG_LEVEL,
}));

/** A request's path for its log line: the reset token redacted, a card number typed into it masked. */
export function requestPath(path: string): string {
  return maskCardNumbers(redactPath(path));
}
