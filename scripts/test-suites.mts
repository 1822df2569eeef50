/**
 * Which lane of `npm test` (./test.mts) runs a test file: the database and API tests (lib/server) on the
 * PostgreSQL server, every other file on PGlite, among them the tests of the embedded database itself,
 * which open PGlite whatever the lane (docs/decisions.md, "One run of each test file").
 */
const embeddedDatabaseTests = 'db/(database|data-folder-lock)\\.test\\.ts$';

/** Jest arguments: the PostgreSQL lane's files. */
export const postgresLaneArgs = [
  'lib/server',
  '--testPathIgnorePatterns',
  '/node_modules/',
  `<rootDir>/lib/server/${embeddedDatabaseTests}`,
];

/** Jest arguments: the embedded lane's files. */
export const embeddedLaneArgs = [
  '--testPathIgnorePatterns',
  '/node_modules/',
  '/.next/',
  `<rootDir>/lib/server/(?!${embeddedDatabaseTests})`,
];
