/**
 * Loads the `.env*` files of the working folder into process.env as Next.js does (`@next/env`, production
 * mode: `.env.production.local`, `.env.local`, `.env.production`, `.env`; variables already set win).
 * scripts/serve.mts imports it right after ./production-mode.mts and before anything that reads the
 * configuration: the sales API it serves outside Next.js (and the logger) read config() at import, before
 * next() would load the files, and kept the configuration without them. The database scripts
 * (db:migrate, db:seed) import it first too, so that they open the database the server would.
 */
import nextEnv from '@next/env';

nextEnv.loadEnvConfig(process.cwd());
