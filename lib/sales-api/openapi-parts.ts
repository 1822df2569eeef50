/** The OpenAPI parts several routes share: the error body, a numeric path id, the error answers. */
import '@/lib/rules/zod-jitless';
import { z } from '@hono/zod-openapi';
import { idText } from './common-fields';

/**
 * A named schema (one registered with `.openapi('Name')`) or null. Written as a union, not `.nullable()`:
 * the document generator turns `named.nullable()` into a bare `$ref` (null lost) or into `allOf` with the
 * reference (which null can never satisfy), and clients generated from the document then reject the null
 * the API sends. The union comes out as `anyOf: [{$ref}, {type: 'null'}]`.
 */
export function nullable<T extends z.ZodType>(schema: T) {
  return z.union([schema, z.null()]);
}

/** A numeric path id such as /v2/departments/{id}. */
export const idParamSchema = z.object({
  id: idText('Identificador inválido').openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});

export const errorSchema = z
  .object({
    error: z.string().openapi({ example: 'Houve um problema processando' }),
    errors: z
      .record(z.string(), z.array(z.string()))
      .openapi({ example: { id: ['Identificador inválido'] } }),
  })
  .openapi('Error');

export const errorResponses = {
  404: { description: 'Not found', content: { 'application/json': { schema: errorSchema } } },
  422: { description: 'Invalid input', content: { 'application/json': { schema: errorSchema } } },
} as const;

/**
 * The back office's refusal (`/api/sales/admin/...`): 403 to a guest, a customer or a role without the
 * call's capability alike, never the customer API's 401 (docs/business-rules.md, Staff roles).
 */
export function staffRefused(capability?: string) {
  const lacking = capability ? `the ${capability} capability` : 'this capability';
  return {
    description: `A guest, a customer, or a staff role without ${lacking}`,
    content: { 'application/json': { schema: errorSchema } },
  } as const;
}

/** A limit per client address or per account spent (lib/server/auth/throttle.ts). */
export const throttledResponse = {
  429: { description: 'Too many requests', content: { 'application/json': { schema: errorSchema } } },
} as const;
