/** Structured logs (JSON lines) for the server and scripts; `LOG_LEVEL=silent` quiets them in tests. */
import pino from 'pino';
import { config } from './config';

/**
 * Secrets that may appear in a logged object, at any depth pino's wildcards reach: passwords, tokens
 * (session, reset, captcha, gateway) and card data.
 */
const REDACTED_KEYS = [
  'password',
  'password_confirmation',
  'old_password',
  'passwordHash',
  'token',
  'order_token',
  'recaptcha_token',
  'gatewayToken',
  'gateway_token',
  'number',
  'verification_value',
  'cvv',
];

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
};

/** A request path fit for a log line: the reset token in /v2/password_reset/{token} is a secret. */
export function redactPath(path: string): string {
  return path.replace(/(\/password_reset\/)[^/?]+/, '$1[redacted]');
}

const globalForLogger = globalThis as typeof globalThis & { __casaDaCarneLogger?: pino.Logger };

export const logger: pino.Logger = (globalForLogger.__casaDaCarneLogger ??= pino({
  ...loggerOptions,
  level: config().LOG_LEVEL,
}));
