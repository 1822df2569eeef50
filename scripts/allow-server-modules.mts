/**
 * Lets this process load the server's modules that import 'server-only' (lib/server/app.ts and what it
 * reaches). That marker package throws unless loaded under the `react-server` export condition, which Next.js
 * sets inside its own bundles; scripts/serve.mts runs outside them and serves the sales API itself. Giving
 * the whole process the condition would also change what Next.js itself loads (react-dom/server), so only
 * the marker is replaced by its empty module. Import before anything that reaches those modules.
 */
import Module, { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const marker = require.resolve('server-only');
const empty = new Module(marker);
empty.filename = marker;
empty.loaded = true;
empty.exports = {};
require.cache[marker] = empty;
