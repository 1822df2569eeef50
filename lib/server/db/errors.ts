/** What a database error means, whichever driver (pg or PGlite) raised it and however Drizzle wrapped it. */

/** PostgreSQL 23505: a unique index refused the row (a race lost, or a duplicate). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
