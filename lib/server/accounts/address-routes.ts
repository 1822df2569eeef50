/**
 * The customer's addresses and saved cards. Only the owner gets 2xx. Saves are throttled per customer and
 * capped in number (./addresses.ts).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { addressSchema as addressInputSchema, newAddressSchema } from '@/lib/validation/address';
import { requireUser, signedIn } from '../api/authenticate';
import { listAddresses } from './account-json';
import { config } from '../config';
import { configuredGeocoder } from '../geocoding/geocoder';
import { configuredZipcodeLookup, type ZipcodeLookup } from '../geocoding/zipcode-lookup';
import { clientIp, enforceThrottle, THROTTLE_RULES } from '../auth/throttle';
import { createAddress, deleteAddress, MAX_ADDRESSES, updateAddress } from './addresses';
import { deleteCreditCard } from './credit-cards';
import { nowOf, type ApiApp, type ApiDeps } from '../api/env';
import { configuredGateway } from '../payments/configured-gateway';
import { errorSchema, idParamSchema } from '@/lib/sales-api/openapi-parts';
import { payloadTooLargeError } from '../api/body-limit';
import {
  accountErrors,
  savedAddressSchema,
  jsonBody,
  jsonContent,
  zipcodeLookupSchema,
} from '@/lib/sales-api/accounts';
import { MSG } from '@/lib/rules/field-messages';

const security = [{ bearer: [] }];

const addressSaveThrottled = {
  429: jsonContent(errorSchema, 'Too many address saves by this customer (per hour)'),
} as const;

const listRoute = createRoute({
  method: 'get',
  path: '/v2/addresses',
  tags: ['Addresses'],
  summary: "The customer's addresses, oldest first",
  security,
  middleware: signedIn,
  responses: { 200: jsonContent(z.array(savedAddressSchema), 'Addresses'), 401: accountErrors[401] },
});

const createAddressRoute = createRoute({
  method: 'post',
  path: '/v2/addresses',
  tags: ['Addresses'],
  summary: 'Add an address (state Bahia; a CNPJ makes it a company address)',
  security,
  middleware: signedIn,
  request: { body: jsonBody(newAddressSchema) },
  responses: {
    201: jsonContent(savedAddressSchema, 'The new address'),
    401: accountErrors[401],
    422: jsonContent(errorSchema, `Invalid input, or already ${MAX_ADDRESSES} addresses (on base)`),
    ...addressSaveThrottled,
    ...payloadTooLargeError,
  },
});

const updateAddressRoute = createRoute({
  method: 'put',
  path: '/v2/addresses/{id}',
  tags: ['Addresses'],
  summary: 'Change an address (the same fields without the state)',
  security,
  middleware: signedIn,
  request: { params: idParamSchema, body: jsonBody(addressInputSchema) },
  responses: {
    200: jsonContent(savedAddressSchema, 'The address'),
    401: accountErrors[401],
    404: accountErrors[404],
    422: accountErrors[422],
    ...addressSaveThrottled,
    ...payloadTooLargeError,
  },
});

const deleteAddressRoute = createRoute({
  method: 'delete',
  path: '/v2/addresses/{id}',
  tags: ['Addresses'],
  summary: 'Delete an address',
  security,
  middleware: signedIn,
  request: { params: idParamSchema },
  responses: {
    204: { description: 'Deleted' },
    401: accountErrors[401],
    404: accountErrors[404],
    422: accountErrors[422],
  },
});

const zipcodeRoute = createRoute({
  method: 'get',
  path: '/v2/zipcodes/{zipcode}',
  tags: ['Addresses'],
  summary: "What a CEP says about an address (the address form's autofill)",
  description:
    'The delivery city of the CEP (null outside the area, without asking anyone), and the street and ' +
    'neighbourhood from the public CEP service, or the neighbourhood from the bundled table of the area.',
  security: [],
  request: {
    params: z.object({
      zipcode: z
        .string()
        .regex(/^\d{8}$/, MSG.cepLength)
        .openapi({ param: { name: 'zipcode', in: 'path' }, example: '41810010' }),
    }),
  },
  responses: {
    200: jsonContent(zipcodeLookupSchema, 'What the CEP says'),
    422: jsonContent(errorSchema, 'Not 8 digits'),
    429: jsonContent(errorSchema, 'Too many lookups from this address (per hour); Retry-After says when'),
  },
});

const deleteCardRoute = createRoute({
  method: 'delete',
  path: '/v2/credit_cards/{id}',
  tags: ['Cards'],
  summary: 'Delete a saved card',
  security,
  middleware: signedIn,
  request: { params: idParamSchema },
  description:
    'Deletes the card at the payment gateway too (Mercado Pago: DELETE /v1/customers/{id}/cards/{card_id}), ' +
    'then hides it; 503 when the gateway does not answer (nothing deleted: try again).',
  responses: {
    204: { description: 'Deleted' },
    401: accountErrors[401],
    404: accountErrors[404],
    422: accountErrors[422],
  },
});

let zipcodes: ZipcodeLookup | undefined;

export function registerAddressRoutes(app: ApiApp) {
  const geocoderOf = (deps: ApiDeps) => deps.geocoder ?? configuredGeocoder(config().GOOGLE_MAPS_KEY);
  // One lookup (its cache and its pause after a failure) for the process.
  const zipcodesOf = (deps: ApiDeps) =>
    deps.zipcodeLookup ?? (zipcodes ??= configuredZipcodeLookup(config().ZIPCODE_SERVICE_URL));

  app.openapi(zipcodeRoute, async (c) => {
    const { deps } = c.var;
    await enforceThrottle(await deps.getDb(), [
      [`zipcode:ip:${clientIp(c.req.raw.headers)}`, THROTTLE_RULES.zipcodeLookupPerIp],
    ]);
    return c.json(await zipcodesOf(deps).lookup(c.req.valid('param').zipcode), 200);
  });

  app.openapi(listRoute, async (c) => {
    const user = await requireUser(c);
    return c.json(await listAddresses(await c.var.deps.getDb(), user.id), 200);
  });

  app.openapi(createAddressRoute, async (c) => {
    const user = await requireUser(c);
    const { deps } = c.var;
    return c.json(
      await createAddress(await deps.getDb(), geocoderOf(deps), user.id, c.req.valid('json')),
      201,
    );
  });

  app.openapi(updateAddressRoute, async (c) => {
    const user = await requireUser(c);
    const { id } = c.req.valid('param');
    const { deps } = c.var;
    return c.json(
      await updateAddress(await deps.getDb(), geocoderOf(deps), user.id, id, c.req.valid('json')),
      200,
    );
  });

  app.openapi(deleteAddressRoute, async (c) => {
    const user = await requireUser(c);
    await deleteAddress(await c.var.deps.getDb(), user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });

  app.openapi(deleteCardRoute, async (c) => {
    const user = await requireUser(c);
    const { deps } = c.var;
    const gateway = deps.gateway ?? configuredGateway(deps.getDb, () => nowOf(deps));
    await deleteCreditCard(await deps.getDb(), gateway, user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
}
