/** Structured logs (JSON lines) for the server and scripts; `LOG_LEVEL=silent` quiets them in tests. */
import pino from 'pino';
import { config } from './config';

const globalForLogger = globalThis as typeof globalThis & { __casaDaCarneLogger?: pino.Logger };

export const logger: pino.Logger = (globalForLogger.__casaDaCarneLogger ??= pino({
  level: config().LOG_LEVEL,
  base: { app: 'casa-da-carne' },
  redact: {
    // Card data and secrets must never reach a log line.
    paths: [
      '*.password',
      '*.password_confirmation',
      '*.number',
      '*.verification_value',
      '*.cvv',
      'req.headers.authorization',
      'req.headers.cookie',
    ],
    censor: '[redacted]',
  },
}));
