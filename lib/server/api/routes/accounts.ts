import type { ApiApp } from '../env';
import { registerAddressRoutes } from './addresses';
import { registerNotifyMeRoutes } from './notify-me';
import { registerUserRoutes } from './users';

/** Every account route: users and sessions, addresses and cards, notify-me. */
export function registerAccountRoutes(app: ApiApp) {
  registerUserRoutes(app);
  registerAddressRoutes(app);
  registerNotifyMeRoutes(app);
}
