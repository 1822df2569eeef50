/**
 * scripts/serve.mts serves a production build, and Next.js sets NODE_ENV to 'production' when it starts
 * one; this sets it first, before the sales API's modules load: React's JSX runtime picks its build when
 * first loaded, and a development runtime loaded before Next set the mode broke the e-mails' rendering
 * with React DOM's production server ("dispatcher.getOwner is not a function").
 */
Object.assign(process.env, { NODE_ENV: 'production' });

/*
 * No source maps, as `next start` has none: tsx (which loads this server) turns Node's on, and Node then
 * reads and keeps the map of every server chunk the build loads, sources included: about 100 MB of the
 * heap of an instance that served the catalogue for 20 s (docs/performance.md, A defined peak). Stack
 * traces name the built chunks' and the transpiled modules' lines instead.
 */
process.setSourceMapsEnabled(false);
