import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and applied at start by lib/server/db/database.ts,
// on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  // Each area keeps its tables beside its services (lib/server/<area>/*schema.ts).
  schema: './lib/server/*/*schema.ts',
  out: './lib/server/db/migrations',
});
