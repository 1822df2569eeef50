/** What a database error means, whichever driver (pg or PGlite) raised it and however Drizzle wrapped it. */

function hasCode(error: unknown, code: string): boolean {
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** PostgreSQL 23505: a unique index refused the row (a race lost, or a duplicate). */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, '23505');
}

/** PostgreSQL 40P01: the transaction was rolled back to break a deadlock; run again, it goes through. */
export function isDeadlock(error: unknown): boolean {
  return hasCode(error, '40P01');
}
