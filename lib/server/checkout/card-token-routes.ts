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
 *
 * POST /v2/credit_cards/{id}/card_tokens does the same for a card saved at the gateway, from its CVV alone
 * (docs/business-rules.md, Saved cards), as Mercado Pago's SDK does in the browser with the card's id.
 */
import { createRoute } from '@hono/zod-openapi';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { jsonBody, jsonContent } from '@/lib/sales-api/accounts';
import {
  cardTokenRequestSchema,
  cardTokenSchema,
  savedCardTokenRequestSchema,
} from '@/lib/sales-api/checkout';
import { NotFoundError, SalesError, ValidationError } from '@/lib/sales-api/errors';
import { errorResponses, errorSchema, idParamSchema } from '@/lib/sales-api/openapi-parts';
import { fullCardYear } from '@/lib/account/card-expiry';
import { requireUser, signedIn } from '../api/authenticate';
import { nowOf, type ApiEnv, type ApiApp } from '../api/env';
import { enforceThrottle, THROTTLE_RULES } from '../auth/throttle';
import { configuredGateway } from '../payments/configured-gateway';
import { creditCards } from '../accounts/schema';

function gatewayOf(c: { var: ApiEnv['Variables'] }) {
  const { deps } = c.var;
  return deps.gateway ?? configuredGateway(deps.getDb, () => nowOf(deps));
}

/** Before the body is read: a gateway that tokenises in the browser has no such call. */
const serverTokenizerOnly = createMiddleware<ApiEnv>(async (c, next) => {
  if (!gatewayOf(c).tokenize) throw new SalesError('route_not_found');
  await next();
});

const CARD_NOT_FOUND = 'Cartão não encontrado';

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

const savedCardTokenRoute = createRoute({
  method: 'post',
  path: '/v2/credit_cards/{id}/card_tokens',
  tags: ['Checkout'],
  security: [{ bearer: [] }],
  middleware: [signedIn, serverTokenizerOnly],
  summary: "The test gateway's token of a saved card, from its CVV: the payment step's card_token",
  description:
    'Only while the built-in test gateway is the shop’s (404 with Mercado Pago: the browser makes the token ' +
    'with Mercado Pago’s SDK from the card’s gateway_card_id and CVV). For one of the caller’s cards kept at ' +
    'the gateway (gateway_card_id not null; 404 for any other). The CVV is neither stored nor logged.',
  request: { params: idParamSchema, body: jsonBody(savedCardTokenRequestSchema) },
  responses: {
    201: jsonContent(cardTokenSchema, 'The one-time token, with the card’s brand and last digits'),
    401: jsonContent(errorSchema, "You're not logged in."),
    404: jsonContent(
      errorSchema,
      'No such card of the caller at the gateway, or Mercado Pago is the gateway',
    ),
    422: errorResponses[422],
  },
});

export function registerCardTokenRoutes(app: ApiApp) {
  app.openapi(savedCardTokenRoute, async (c) => {
    const user = await requireUser(c);
    const db = await c.var.deps.getDb();
    const [card] = await db
      .select()
      .from(creditCards)
      .where(
        and(
          eq(creditCards.id, c.req.valid('param').id),
          eq(creditCards.userId, user.id),
          isNull(creditCards.deletedAt),
          isNotNull(creditCards.gatewayCardId),
        ),
      );
    if (!card) throw new NotFoundError(CARD_NOT_FOUND);
    const tokenized = await gatewayOf(c).tokenizeSavedCard!({
      cardId: card.gatewayCardId!,
      verificationValue: c.req.valid('json').verification_value,
    });
    if (!tokenized.ok) {
      throw new ValidationError({ verification_value: [tokenized.message] }, tokenized.message);
    }
    return c.json({ token: tokenized.token, brand: card.ccType, last_digits: card.lastDigits }, 201);
  });

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
