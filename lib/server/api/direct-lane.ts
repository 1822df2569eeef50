/**
 * The production server's direct lane (lib/server/api-listener.ts): a few hot routes that need no session
 * (the health check, the search) answered on Node's own request, without the app's Request, Context,
 * middleware chain and Response, which cost several times the route's own work (docs/performance.md, The
 * sales API). Each route registers its lane next to its app route and shares the route's code with it.
 *
 * The lane answers only the plain case and hands everything else to the app, which answers it as always:
 * a lane route returns undefined, before any side effect, for a request it does not answer (an invalid
 * body); the listener hands over on its own what the app's middleware would refuse or treat apart (a body
 * over the limit or without Content-Length, a NUL character, another content type, a session cookie
 * without X-App). Around a lane answer the listener gives what the app's middleware gives every answer:
 * the request id, Cache-Control unless the route set one, the security headers and the log line; a failure
 * goes to the app's error handler.
 */
import type { IncomingMessage } from 'node:http';
import type { ErrorHandler } from 'hono';
import type { ApiApp, ApiDeps, ApiEnv } from './env';

interface DirectRequest {
  incoming: IncomingMessage;
  /** The body, as text: '' for a GET. */
  body: string;
  /** The listener's dependencies (the job queue is not resolved: no lane route queues a job). */
  deps: ApiDeps;
}

export interface DirectAnswer {
  status: number;
  /** The route's own headers, names in lower case (Content-Type at least). */
  headers: Record<string, string>;
  body: string;
}

export interface DirectRoute {
  method: 'GET' | 'POST';
  /** The route's path under the API's base path, exactly as the app registers it. */
  path: string;
  /** The answer, or undefined for the app to answer the request (decided before any side effect). */
  answer(request: DirectRequest): DirectAnswer | undefined | Promise<DirectAnswer | undefined>;
}

export interface DirectLane {
  routes: DirectRoute[];
  /** The app's error handler (its onError), which answers a lane route's failure. */
  onError?: ErrorHandler<ApiEnv>;
}

const lanes = new WeakMap<ApiApp, DirectLane>();

function laneOf(app: ApiApp): DirectLane {
  let lane = lanes.get(app);
  if (!lane) lanes.set(app, (lane = { routes: [] }));
  return lane;
}

/** Adds a route to the app's direct lane; the app must answer the same request the same way. */
export function registerDirectRoute(app: ApiApp, route: DirectRoute): void {
  laneOf(app).routes.push(route);
}

/** Gives the lane the app's error handler (lib/server/app.ts). */
export function registerDirectErrorHandler(app: ApiApp, onError: ErrorHandler<ApiEnv>): void {
  laneOf(app).onError = onError;
}

export function directLaneOf(app: ApiApp): Readonly<DirectLane> {
  return laneOf(app);
}
