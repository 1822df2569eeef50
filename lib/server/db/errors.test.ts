import { isDeadlock, isUniqueViolation } from './errors';

/** As Drizzle wraps a driver's error: the SQLSTATE sits on the cause. */
const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: { code } });

describe('database errors', () => {
  it('reads the SQLSTATE on the error or on any of its causes', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(wrapped('23505'))).toBe(true);
    expect(isDeadlock(wrapped('40P01'))).toBe(true);
    expect(isDeadlock(wrapped('23505'))).toBe(false);
    expect(isUniqueViolation(wrapped('40P01'))).toBe(false);
    expect(isUniqueViolation(new Error('23505'))).toBe(false);
    expect(isDeadlock(null)).toBe(false);
  });
});
