import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// Every worker runs in UTC, whatever the machine's zone: tests of the shop's day (America/Bahia) then
// fail when code reads a date in the machine's zone, on a laptop in Salvador as on CI.
process.env.TZ = 'UTC';

/** Unit and API tests sit beside the code they test. Component tests opt into jsdom with a docblock. */
const config = {
  testEnvironment: 'node',
  testMatch: [
    '<rootDir>/{app,components,demo,lib,scripts,bench}/**/*.test.{ts,tsx}',
    '<rootDir>/proxy.test.ts',
  ],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // 'server-only' throws outside React Server Components; tests run server modules directly.
    '^server-only$': '<rootDir>/test-support/server/server-only-stub.ts',
    // The app imports InstantSearch's ES modules (for bundling); Jest runs its CommonJS twin.
    '^instantsearch\\.js/es/(.*)$': 'instantsearch.js/cjs/$1',
  },
  // The bench's empty App Router page (bench/pages.bench.mts) is no part of the app.
  modulePathIgnorePatterns: ['<rootDir>/.bench-floor/'],
  testTimeout: 30_000,
  setupFilesAfterEnv: ['<rootDir>/test-support/jest-setup.ts'],
  // Where the run keeps its copies of a migrated and seeded test database (test-support/server/).
  globalSetup: '<rootDir>/test-support/server/jest-global-setup.mjs',
  globalTeardown: '<rootDir>/test-support/server/jest-global-teardown.mjs',
};

export default createJestConfig(config);
