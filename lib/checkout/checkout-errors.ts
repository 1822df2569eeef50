/**
 * The checkout's errors (docs/business-rules.md, Checkout): kept per area (general, address, delivery,
 * payment, promotion) and shown together in one dismissible list, but for the promotion's while the coupon
 * field is on screen, which shows them under itself. Each error text is parsed as JSON with
 * an error text and an errors map whose messages are appended; text that is not JSON is shown as is.
 */

const CHECKOUT_ERROR_AREAS = ['general', 'address', 'delivery', 'payment', 'promotion'] as const;
export type CheckoutErrorArea = (typeof CHECKOUT_ERROR_AREAS)[number];
export type CheckoutErrors = Partial<Record<CheckoutErrorArea, string[]>>;

/** What the shopper asked for when the error came back. */
export type CheckoutActionKind = 'next' | 'address' | 'delivery' | 'payment' | 'age declaration' | 'coupon';

const AREA_OF_ACTION: Record<CheckoutActionKind, CheckoutErrorArea> = {
  next: 'general',
  address: 'address',
  delivery: 'delivery',
  payment: 'payment',
  'age declaration': 'general',
  coupon: 'promotion',
};

/**
 * Fields of the sales API's errors map that name an area. A completion ('next') is refused for one of
 * them: a declined card ('payment'), a slot that filled up ('shipping_rate'), a coupon used up.
 */
const AREA_OF_FIELD: Record<string, CheckoutErrorArea> = {
  payment: 'payment',
  'order.existing_card': 'payment',
  'order.card_token': 'payment',
  shipping_rate: 'delivery',
  'order.shipments_attributes': 'delivery',
  ship_address: 'address',
  'order.ship_address_attributes.id': 'address',
  coupon_code: 'promotion',
};

function parsed(text: string): { error?: unknown; errors?: Record<string, unknown> } | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/** The lines one error text shows: its error, then every message of its errors map, once each. */
export function errorLines(text: string): string[] {
  const body = parsed(text);
  if (!body) return [text];
  const lines = typeof body.error === 'string' && body.error ? [body.error] : [];
  for (const messages of Object.values(body.errors ?? {})) {
    for (const message of Array.isArray(messages) ? messages : [messages]) {
      if (typeof message === 'string' && !lines.includes(message)) lines.push(message);
    }
  }
  return lines.length > 0 ? lines : [text];
}

/** Where an error of `action` is kept: the step's own area, or for a completion the field it names. */
export function errorArea(action: CheckoutActionKind, text: string): CheckoutErrorArea {
  const own = AREA_OF_ACTION[action];
  if (own !== 'general') return own;
  for (const field of Object.keys(parsed(text)?.errors ?? {})) {
    const area = AREA_OF_FIELD[field];
    if (area) return area;
  }
  return 'general';
}

/** The errors with `text` kept in its area (replacing what that area held). */
export function withError(errors: CheckoutErrors, action: CheckoutActionKind, text: string): CheckoutErrors {
  return { ...errors, [errorArea(action, text)]: errorLines(text) };
}

/** Every area's lines in the areas' order, each message once: the dismissible list. */
export function listedErrors(errors: CheckoutErrors): string[] {
  const lines: string[] = [];
  for (const area of CHECKOUT_ERROR_AREAS) {
    for (const line of errors[area] ?? []) if (!lines.includes(line)) lines.push(line);
  }
  return lines;
}
