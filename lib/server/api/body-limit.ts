/**
 * The largest request body the sales API reads. Every body is a small JSON object: the largest
 * legitimate ones (100 cart lines, 200 produced quantities, a browser error report with a 2,000-character
 * message and URL, even written wholly in \uXXXX escapes) stay well under the limit. The one upload, a
 * picture from the back office (UPLOAD_ROUTE), takes a body of up to 12 MB, so that a picture over its
 * 5 MB gets the route's own 422. A bigger body is refused with 413 before anything parses it, so a client
 * cannot make the server buffer and parse megabytes.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMAGE_UPLOAD } from '@/lib/rules/store-products';
import type { ErrorBody } from '@/lib/sales-api/errors';
import { errorSchema } from '@/lib/sales-api/openapi-parts';

/** Bytes, as sent (a body without Content-Length is counted as it streams in). */
export const MAX_BODY_BYTES = 64 * 1024;

export const PAYLOAD_TOO_LARGE = 'Os dados enviados são grandes demais.';

/**
 * The picture uploads of the back office (manager only: POST /admin/products/{id}/images,
 * /admin/store/departments/{id}/image, /admin/store/subdepartments/{id}/image, /admin/store/banners/{id}/image).
 * The service refuses a picture over its 5 MB (IMAGE_UPLOAD of lib/rules/store-products.ts) with a 422 on
 * `file` in the form's words ('A imagem deve ter até 5 MB'); the body may be well beyond that (a file of
 * up to 12 MB and the multipart form around it), so that the manager who picks a camera's 6 or 10 MB photo
 * reads that message. A bigger body is not read: 413 with the same message on `file`.
 */
const UPLOAD_ROUTE =
  /\/admin\/(?:products\/\d{1,10}\/images|store\/(?:departments|subdepartments|banners)\/\d{1,10}\/image)$/;
const MAX_UPLOAD_BODY_BYTES = 12 * 1024 * 1024 + 64 * 1024;

const tooLarge = (c: Context) => c.json<ErrorBody>({ error: PAYLOAD_TOO_LARGE, errors: {} }, 413);
const uploadTooLarge = (c: Context) =>
  c.json<ErrorBody>({ error: IMAGE_UPLOAD.tooLarge, errors: { file: [IMAGE_UPLOAD.tooLarge] } }, 413);
const countStreamedBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
const countStreamedUpload = bodyLimit({ maxSize: MAX_UPLOAD_BODY_BYTES, onError: uploadTooLarge });

/**
 * A GET or HEAD has no body to read; a body with a Content-Length is judged by it (Node's server reads no
 * more than it says); any other body is counted as it comes in by Hono's bodyLimit, which wraps it in a new
 * Request: it is handed a standard one, since the wrapping cannot copy the production server's
 * (@hono/node-server's stand-in, lib/server/api-listener.ts), and a DELETE without a body failed there.
 */
export const limitBodySize: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const upload = c.req.method === 'POST' && UPLOAD_ROUTE.test(c.req.path);
  const limit = upload ? MAX_UPLOAD_BODY_BYTES : MAX_BODY_BYTES;
  const length = c.req.header('content-length');
  if (length !== undefined) {
    if (Number(length) <= limit) return next();
    return upload ? uploadTooLarge(c) : tooLarge(c);
  }
  const raw = c.req.raw;
  if (raw.body === null) return next();
  c.req.raw = new Request(raw.url, {
    method: raw.method,
    headers: raw.headers,
    body: raw.body,
    duplex: 'half',
  } as RequestInit);
  return (upload ? countStreamedUpload : countStreamedBody)(c, next);
};

/** The 413 answer, for the OpenAPI document of the routes that take a body. */
export const payloadTooLargeError = {
  413: {
    description: `Body larger than ${MAX_BODY_BYTES / 1024} KB`,
    content: { 'application/json': { schema: errorSchema } },
  },
} as const;
