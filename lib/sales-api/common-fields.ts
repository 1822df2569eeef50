/**
 * Input fields many request shapes share: the id of a row, a calendar day of the shop and an
 * Idempotency-Key. The first two are bounded
 * here, where the request is read, so that a value the database cannot hold is the field's 422 with its
 * pt-BR message, never a failed query (a 500) in whichever service reads it.
 */
import '@/lib/rules/zod-jitless';
import { z } from '@hono/zod-openapi';
import { INT4_MAX } from '@/lib/rules/ids';

/**
 * An id in a JSON body (a variant, a line, a driver, a subdepartment, ...): a whole number from 1 to
 * INT4_MAX. Anything else gets `message`, the field's own ('Escolha o entregador'): no such thing.
 */
export function idField(message: string) {
  return z.number({ error: message }).int(message).positive(message).max(INT4_MAX, message);
}

/** The same id written in a path or a query string ('/v2/departments/3', '?by_template=3'). */
export function idText(message: string) {
  return z.coerce.number({ error: message }).int(message).positive(message).max(INT4_MAX, message);
}

/**
 * An Idempotency-Key header: the client's key for one attempt at a change (any printable text up to 200
 * characters, a UUID in practice), sent again by that attempt's retries so that a lost answer never makes
 * the change twice. `description` says what a repeat answers.
 */
export function idempotencyKeyHeader(description: string) {
  return z
    .string()
    .max(200, 'Idempotency-Key inválida')
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key inválida')
    .optional()
    .openapi({ param: { name: 'idempotency-key', in: 'header' }, description });
}

/** The years a shop day may fall in: the shop's own dates (orders, holidays, coupons, banners) and more. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

const SHOP_DAY_OUT_OF_RANGE = `Escolha uma data entre ${FIRST_YEAR} e ${LAST_YEAR}`;

/**
 * A calendar day of the shop, 'YYYY-MM-DD' (America/Bahia): a real day (no 2026-02-30) of a year from
 * FIRST_YEAR to LAST_YEAR. `message` is the field's for a malformed or impossible day; a real day out of
 * the range is told the range. The services turn the day into instants and query them: a year 0 or the
 * end of 9999-12-31 (in year 10000) is no PostgreSQL timestamp.
 */
export function shopDayField(message: string) {
  return z.iso.date({ error: message, abort: true }).refine((day) => {
    const year = Number(day.slice(0, 4));
    return year >= FIRST_YEAR && year <= LAST_YEAR;
  }, SHOP_DAY_OUT_OF_RANGE);
}
