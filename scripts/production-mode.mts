/**
 * scripts/serve.mts serves a production build, and Next.js sets NODE_ENV to 'production' when it starts
 * one; this sets it first, before the sales API's modules load: React's JSX runtime picks its build when
 * first loaded, and a development runtime loaded before Next set the mode broke the e-mails' rendering
 * with React DOM's production server ("dispatcher.getOwner is not a function").
 */
Object.assign(process.env, { NODE_ENV: 'production' });
