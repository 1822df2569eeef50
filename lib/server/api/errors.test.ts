import { z } from 'zod';
import { fieldErrorsOf } from './errors';

describe('fieldErrorsOf', () => {
  it('groups every message by field path', () => {
    const schema = z.object({ id: z.number({ error: 'Número inválido' }), name: z.string().min(2, 'Curto') });
    const result = schema.safeParse({ id: 'x', name: 'a' });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({ id: ['Número inválido'], name: ['Curto'] });
  });
});
