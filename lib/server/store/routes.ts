/**
 * The store's public contacts, for the one screen that has no server-rendered layout to carry them: the
 * top-level crash screen (app/global-error.tsx). Read from the server's snapshot of the store's information
 * (./store-info.ts), never from the database, so it answers while the database fails.
 */
import { createRoute } from '@hono/zod-openapi';
import { storeSchema, type StoreJson } from '@/lib/sales-api/store';
import { storeInfo } from './store-info';
import type { ApiApp } from '../api/env';

const storeRoute = createRoute({
  method: 'get',
  path: '/v2/store',
  tags: ['Store'],
  summary: "The store's name, phone, WhatsApp number, e-mail, address and hours",
  responses: {
    200: { description: 'The store', content: { 'application/json': { schema: storeSchema } } },
  },
});

export function registerStoreRoutes(app: ApiApp) {
  app.openapi(storeRoute, (c) => {
    const { name, phone, phoneHref, whatsappNumber, email, address, hours } = storeInfo();
    const store: StoreJson = {
      name,
      phone,
      phone_href: phoneHref,
      whatsapp_number: whatsappNumber,
      email,
      address,
      hours,
    };
    return c.json(store, 200);
  });
}
