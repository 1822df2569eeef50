/**
 * Every test file's setup (jest.config.mjs). Component tests (jsdom) wait up to 5 s for what they find
 * (findBy…, waitFor): the default 1 s fails a correct screen when the machine is busy, as on CI where
 * other suites run beside Jest. Node tests skip loading Testing Library.
 */
if (typeof document !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- only component tests load it
  const { configure } = require('@testing-library/react') as typeof import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}
