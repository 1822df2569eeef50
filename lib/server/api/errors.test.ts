import { z } from 'zod';
import { ERROR_TEXTS } from '@/lib/sales-api/errors';
import { ERROR_STATUS, fieldErrorsOf } from './errors';

describe('fieldErrorsOf', () => {
  it('groups every message by field path', () => {
    const schema = z.object({ id: z.number({ error: 'Número inválido' }), name: z.string().min(2, 'Curto') });
    const result = schema.safeParse({ id: 'x', name: 'a' });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({ id: ['Número inválido'], name: ['Curto'] });
  });
});

describe('ERROR_STATUS', () => {
  it('gives every code of the contract its status', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual(Object.keys(ERROR_TEXTS).sort());
    expect(ERROR_STATUS.invalid_input).toBe(422);
    expect(ERROR_STATUS.not_logged_in).toBe(401);
    expect(ERROR_STATUS.no_active_cart).toBe(404);
    expect(ERROR_STATUS.conflict).toBe(409);
    expect(ERROR_STATUS.throttled).toBe(429);
  });
});
