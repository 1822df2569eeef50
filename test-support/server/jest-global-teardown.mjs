/** Jest's global teardown: see ./jest-global-setup.mjs. */
export { teardown as default } from './jest-global-setup.mjs';
