/**
 * The audit of the store back office (docs/business-rules.md, Store back office): GET
 * /admin/store/changes answers every recorded change of the catalogue and the store's settings, latest
 * first, one page at a time: who made it, when, what it changed, and the thing before and after as JSON.
 */
import '@/lib/rules/zod-jitless';
import { z } from '@hono/zod-openapi';
import { pageQuery } from './admin';
import { nullable } from './openapi-parts';
import { staffMemberSchema } from './staff';

export const storeChangesQuerySchema = z.object({
  entity: z
    .string({ error: 'Tipo inválido' })
    .regex(/^[a-z_]{1,40}$/, 'Tipo inválido')
    .optional()
    .openapi({ param: { name: 'entity', in: 'query' }, example: 'product' }),
  entity_id: z
    .string({ error: 'Identificador inválido' })
    .max(80, 'Identificador inválido')
    .optional()
    .openapi({ param: { name: 'entity_id', in: 'query' }, description: 'With `entity`: one thing only' }),
  page: pageQuery,
});

const snapshot = z
  .record(z.string(), z.unknown())
  .nullable()
  .openapi({ description: 'The thing as the admin API answers it; null when it did not exist' });

export const storeChangeSchema = z
  .object({
    id: z.number().int(),
    at: z.string().openapi({ example: '2026-11-29T14:03:00.000Z' }),
    staff: nullable(staffMemberSchema).openapi({
      description: 'null for the shop itself (the command line), or someone no longer on the staff',
    }),
    entity: z.string().openapi({ example: 'product' }),
    entity_id: z.string().openapi({ example: '42' }),
    before: snapshot,
    after: snapshot,
  })
  .openapi('StoreChange');
export type StoreChangeJson = z.infer<typeof storeChangeSchema>;

export const storeChangesSchema = z
  .object({ changes: z.array(storeChangeSchema), count: z.number().int() })
  .openapi('StoreChanges');
export type StoreChangesJson = z.infer<typeof storeChangesSchema>;
