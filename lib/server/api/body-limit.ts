/**
 * The largest request body the sales API reads. Every body is a small JSON object: the largest
 * legitimate ones (100 cart lines, 200 produced quantities, a browser error report with a 2,000-character
 * message and URL, even written wholly in \uXXXX escapes) stay well under the limit, and no route takes
 * uploads or imports. A bigger body is refused with
 * 413 before anything parses it, so a client cannot make the server buffer and parse megabytes.
 */
import { bodyLimit } from 'hono/body-limit';
import type { ErrorBody } from '@/lib/sales-api/errors';
import { errorSchema } from '@/lib/sales-api/openapi-parts';

/** Bytes, as sent (a body without Content-Length is counted as it streams in). */
export const MAX_BODY_BYTES = 64 * 1024;

export const PAYLOAD_TOO_LARGE = 'Os dados enviados são grandes demais.';

export const limitBodySize = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json<ErrorBody>({ error: PAYLOAD_TOO_LARGE, errors: {} }, 413),
});

/** The 413 answer, for the OpenAPI document of the routes that take a body. */
export const payloadTooLargeError = {
  413: {
    description: `Body larger than ${MAX_BODY_BYTES / 1024} KB`,
    content: { 'application/json': { schema: errorSchema } },
  },
} as const;
