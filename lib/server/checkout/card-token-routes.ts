/**
 * POST /v2/card_tokens: the built-in test gateway's card tokeniser, apart from the checkout
 * (docs/business-rules.md, Payment: authorise and capture). The browser's card form sends the card here
 * and gives the checkout's payment step only the answered token, brand and last digits, as it does with
 * Mercado Pago's card tokens when that is the shop's gateway; then this call does not exist (404): the
 * shop's server never receives a card number.
 *
 * The number and CVV live in this request's body and the gateway's `tokenize` call only: they are never
 * stored, and never logged (the logger redacts `number` and `verification_value`, and this route logs
 * nothing of the body). Each card counts against the customer's limit of new cards an hour, before the
 * gateway sees it.
 */
import { createRoute } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { jsonBody, jsonContent } from '@/lib/sales-api/accounts';
import { cardTokenRequestSchema, cardTokenSchema } from '@/lib/sales-api/checkout';
import { SalesError, ValidationError } from '@/lib/sales-api/errors';
import { errorResponses, errorSchema } from '@/lib/sales-api/openapi-parts';
import { fullCardYear } from '@/lib/account/card-expiry';
import { requireUser, signedIn } from '../api/authenticate';
import { nowOf, type ApiEnv, type ApiApp } from '../api/env';
import { enforceThrottle, THROTTLE_RULES } from '../auth/throttle';
import { configuredGateway } from '../payments/configured-gateway';

function gatewayOf(c: { var: ApiEnv['Variables'] }) {
  const { deps } = c.var;
  return deps.gateway ?? configuredGateway(deps.getDb, () => nowOf(deps));
}

/** Before the body is read: a gateway that tokenises in the browser has no such call. */
const serverTokenizerOnly = createMiddleware<ApiEnv>(async (c, next) => {
  if (!gatewayOf(c).tokenize) throw new SalesError('route_not_found');
  await next();
});

const cardTokenRoute = createRoute({
  method: 'post',
  path: '/v2/card_tokens',
  tags: ['Checkout'],
  security: [{ bearer: [] }],
  middleware: [signedIn, serverTokenizerOnly],
  summary: "The test gateway's card tokeniser: a one-time token for a test card, apart from the checkout",
  description:
    'Only while the built-in test gateway is the shop’s (404 with Mercado Pago: the browser tokenises with ' +
    'Mercado Pago’s SDK). Answers the token the payment step sends in payment_source instead of the card, ' +
    'with its brand and last digits; the number and CVV are neither stored nor logged. 422 for a number ' +
    'failing the Luhn check or an expired card (errors.number), 429 past 10 new cards an hour.',
  request: { body: jsonBody(cardTokenRequestSchema) },
  responses: {
    201: jsonContent(cardTokenSchema, 'The token, its brand and last digits'),
    401: jsonContent(errorSchema, "You're not logged in."),
    404: jsonContent(errorSchema, 'Mercado Pago is the gateway: cards are tokenised in the browser'),
    422: errorResponses[422],
    429: jsonContent(errorSchema, 'Too many new cards (card testing) for this customer within the hour'),
  },
});

export function registerCardTokenRoutes(app: ApiApp) {
  app.openapi(cardTokenRoute, async (c) => {
    const user = await requireUser(c);
    const card = c.req.valid('json');
    const gateway = gatewayOf(c);
    const db = await c.var.deps.getDb();
    await enforceThrottle(db, [[`card-token:user:${user.id}`, THROTTLE_RULES.newCardPerCustomer]]);
    const tokenized = await gateway.tokenize!({
      name: card.name.trim(),
      number: card.number,
      month: Number(card.month),
      year: fullCardYear(Number(card.year)),
      verificationValue: card.verification_value,
    });
    if (!tokenized.ok) throw new ValidationError({ number: [tokenized.message] }, tokenized.message);
    return c.json({ token: tokenized.token, brand: tokenized.brand, last_digits: tokenized.lastDigits }, 201);
  });
}
