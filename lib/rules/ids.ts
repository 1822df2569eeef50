/** The largest PostgreSQL `integer`: every id column is one, so a larger id names no row. */
export const INT4_MAX = 2_147_483_647;
