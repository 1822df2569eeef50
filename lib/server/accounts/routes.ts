import type { ApiApp } from '../api/env';
import { registerAddressRoutes } from './address-routes';
import { registerPrivacyRoutes } from './privacy-routes';
import { registerUserRoutes } from './user-routes';

/** Every account route: users and sessions, addresses and cards, the customer's privacy rights. */
export function registerAccountRoutes(app: ApiApp) {
  registerUserRoutes(app);
  registerAddressRoutes(app);
  registerPrivacyRoutes(app);
}
