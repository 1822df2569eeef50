/**
 * The service worker's registration, inlined in every page by the root layout (app/layout.tsx): a few
 * hundred bytes of plain script instead of a client component, so no page's first-load JavaScript grows
 * (docs/performance.md). It waits for the page's `load` event, so the worker's start and its precaching
 * never compete with the page's own requests. A browser without service workers skips it; a failed
 * registration (e.g. a build made without `serwist build`) is logged, and the shop works without it.
 */

/** Where `serwist build` writes the worker (serwist.config.mjs): public/, served at the root scope. */
export const SERVICE_WORKER_URL = '/sw.js';

export const SERVICE_WORKER_REGISTRATION =
  `if("serviceWorker"in navigator)addEventListener("load",function(){` +
  `navigator.serviceWorker.register(${JSON.stringify(SERVICE_WORKER_URL)}).catch(function(e){` +
  `console.warn("service worker not registered",e)})})`;
