import type { ApiApp } from '../api/env';
import { registerAddressRoutes } from './address-routes';
import { registerUserRoutes } from './user-routes';

/** Every account route: users and sessions, addresses and cards. */
export function registerAccountRoutes(app: ApiApp) {
  registerUserRoutes(app);
  registerAddressRoutes(app);
}
