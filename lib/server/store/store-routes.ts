/**
 * What the store back office's routes share (docs/business-rules.md, Store back office): the 'store'
 * capability (the manager), checked before any input is read (403 for guests and everyone else), bad
 * input answered 422 with the contract's pt-BR messages at the fields, and the manager's deps.
 */
import { createRoute } from '@hono/zod-openapi';
import { jsonContent } from '@/lib/sales-api/accounts';
import { errorSchema, staffRefused } from '@/lib/sales-api/openapi-parts';
import { requireUser, staffCan } from '../api/authenticate';
import { nowOf, type ApiEnv } from '../api/env';

export const storeFailures = {
  403: staffRefused('store'),
  422: jsonContent(errorSchema, 'Invalid input: the pt-BR message of each field'),
} as const;

/** A route of the store back office: tagged, documented as a staff session's, guarded by 'store'. */
export const storeRoute = <R extends Parameters<typeof createRoute>[0]>(spec: R) =>
  createRoute({
    ...spec,
    tags: ['Store settings'],
    security: [{ bearer: [] }],
    middleware: staffCan('store'),
  });

/** The database, the manager who acts (for the audit) and the clock. */
export async function storeDeps(c: { var: ApiEnv['Variables'] }) {
  const staff = await requireUser(c);
  return { db: await c.var.deps.getDb(), staffId: staff.id, now: nowOf(c.var.deps) };
}
