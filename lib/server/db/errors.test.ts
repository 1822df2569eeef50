import { isDatabaseUnavailable, isDeadlock, isUniqueViolation } from './errors';

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

describe('an unreachable database', () => {
  const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });

  it('is a connection the server ended or refused, whichever driver said it and however wrapped', () => {
    for (const code of ['57P01', '57P02', '57P03', '08000', '08003', '08006']) {
      expect([code, isDatabaseUnavailable(wrapped(code))]).toEqual([code, true]);
    }
    expect(isDatabaseUnavailable(socketError('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(socketError('ECONNRESET'))).toBe(true);
    // A refused connect to every address of a host name: Node's AggregateError holds the socket errors.
    expect(isDatabaseUnavailable(new AggregateError([socketError('ECONNREFUSED')], ''))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('Failed query', { cause: new Error('Connection terminated') })),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
  });

  it('is not a query the database refused, nor any other failure', () => {
    expect(isDatabaseUnavailable(wrapped('23505'))).toBe(false);
    expect(isDatabaseUnavailable(wrapped('40P01'))).toBe(false);
    expect(isDatabaseUnavailable(wrapped('42P01'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
