import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '@/test-support/server/mercadopago-stand-in';
import {
  createMercadoPagoGateway,
  MERCADOPAGO_MESSAGES,
  type MercadoPagoOptions,
} from './mercadopago-gateway';
import { GatewayRefusal } from './gateway';

let standIn: MercadoPagoStandIn;
let keyNumber = 0;
const payer = { email: 'cliente@exemplo.com.br' };

beforeAll(async () => {
  standIn = await startMercadoPagoStandIn();
});
afterAll(() => standIn.close());

function gateway(options: Partial<MercadoPagoOptions> = {}) {
  return createMercadoPagoGateway({
    accessToken: standIn.accessToken,
    apiUrl: standIn.url,
    timeoutMs: 300,
    maxRetries: 2,
    retryDelayMs: 5,
    ...options,
  });
}

/** A fresh payment key, shaped as completion makes them (order number, dash, random part). */
const newKey = () => `R10000${String(++keyNumber).padStart(4, '0')}-k${Date.now().toString(36)}`;
const writesOf = (key: string) => standIn.requests.filter((r) => r.idempotencyKey?.startsWith(key));

async function authorized(amountCents = 10_000) {
  const key = newKey();
  const answer = await gateway().authorize({
    idempotencyKey: key,
    // Mercado Pago's card tokens pay once: each payment its own.
    token: `tok_visa_approve-${keyNumber}`,
    amountCents,
    brand: 'visa',
    payer,
  });
  expect(answer).toEqual({ status: 'authorized' });
  return key;
}

describe('Mercado Pago cards', () => {
  it('authorises without capturing, in reais, named by the payment key', async () => {
    const key = newKey();
    await expect(
      gateway().authorize({
        idempotencyKey: key,
        token: 'tok_a',
        amountCents: 12_284,
        brand: 'master',
        payer,
      }),
    ).resolves.toEqual({ status: 'authorized' });
    const [payment] = standIn.paymentsOf(key);
    expect(payment).toMatchObject({
      status: 'authorized',
      captured: false,
      transaction_amount: 122.84,
      payment_method_id: 'master',
      payer: { email: payer.email },
    });
    expect(writesOf(key).map((r) => r.idempotencyKey)).toEqual([key]);
    await expect(gateway().find(key)).resolves.toEqual({
      state: 'authorized',
      authorizedCents: 12_284,
      capturedCents: 0,
    });
  });

  it('charges once for a key sent again, one after the other or at once', async () => {
    const key = newKey();
    const request = { idempotencyKey: key, token: 'tok_b', amountCents: 5_000, payer };
    // A second process (no remembered id) and retries at the same time.
    const answers = await Promise.all([
      gateway().authorize(request),
      gateway().authorize(request),
      gateway().authorize(request),
    ]);
    expect(await gateway().authorize(request)).toEqual({ status: 'authorized' });
    expect(answers).toEqual(Array(3).fill({ status: 'authorized' }));
    expect(standIn.paymentsOf(key)).toHaveLength(1);
  });

  it('tries again with the same key when the answer is lost (5xx after the fact): one payment', async () => {
    const key = newKey();
    standIn.fail({ kind: 'lost' });
    await expect(
      gateway().authorize({ idempotencyKey: key, token: 'tok_c', amountCents: 7_000, payer }),
    ).resolves.toEqual({ status: 'authorized' });
    expect(writesOf(key)).toHaveLength(2);
    expect(standIn.paymentsOf(key)).toHaveLength(1);
  });

  it('throws when Mercado Pago keeps failing (5xx), having made nothing', async () => {
    const key = newKey();
    standIn.fail({ kind: 'error', status: 503 }, 3);
    await expect(
      gateway().authorize({ idempotencyKey: key, token: 'tok_d', amountCents: 7_000, payer }),
    ).rejects.toThrow();
    expect(writesOf(key)).toHaveLength(3);
    // What completion does next (lib/server/checkout/completion.ts, settleFromGateway): ask.
    await expect(gateway().find(key)).resolves.toBeNull();
  });

  it('throws on a timeout; find then tells what Mercado Pago did with the key', async () => {
    const key = newKey();
    standIn.fail({ kind: 'late', delayMs: 400 });
    const impatient = gateway({ maxRetries: 0, timeoutMs: 100 });
    await expect(
      impatient.authorize({ idempotencyKey: key, token: 'tok_e', amountCents: 8_000, payer }),
    ).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(impatient.find(key)).resolves.toMatchObject({ state: 'authorized', authorizedCents: 8_000 });
    // A retry of the completion with the same key does not charge again.
    await expect(
      gateway().authorize({ idempotencyKey: key, token: 'tok_e', amountCents: 8_000, payer }),
    ).resolves.toEqual({ status: 'authorized' });
    expect(standIn.paymentsOf(key)).toHaveLength(1);
  });

  it('retries a timed-out call with the same key: charged once', async () => {
    const key = newKey();
    standIn.fail({ kind: 'late', delayMs: 200 });
    await expect(
      gateway({ timeoutMs: 100 }).authorize({
        idempotencyKey: key,
        token: 'tok_f',
        amountCents: 1_000,
        payer,
      }),
    ).resolves.toEqual({ status: 'authorized' });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(standIn.paymentsOf(key)).toHaveLength(1);
  });

  it('answers a refused card as declined, with the reason the customer can act on', async () => {
    const request = (token: string) => ({ idempotencyKey: newKey(), token, amountCents: 3_000, payer });
    await expect(gateway().authorize(request('tok_reject_insufficient_amount-1'))).resolves.toEqual({
      status: 'declined',
      message: MERCADOPAGO_MESSAGES.insufficient,
    });
    await expect(gateway().authorize(request('tok_reject_high_risk-1'))).resolves.toEqual({
      status: 'declined',
      message: MERCADOPAGO_MESSAGES.declined,
    });
    await expect(gateway().authorize(request('tok_unknown-1'))).resolves.toEqual({
      status: 'declined',
      message: MERCADOPAGO_MESSAGES.unknownToken,
    });
  });

  it('does not take a refusal of its credentials for the card’s', async () => {
    const wrong = createMercadoPagoGateway({ accessToken: 'TEST-wrong-token', apiUrl: standIn.url });
    await expect(
      wrong.authorize({ idempotencyKey: newKey(), token: 'tok_g', amountCents: 1_000, payer }),
    ).rejects.toThrow();
  });

  it('captures the weighed amount, less than authorised, never more', async () => {
    const key = await authorized(10_000);
    await expect(gateway().capture(key, 10_001)).rejects.toThrow(/more than authorised/);
    await gateway().capture(key, 9_137);
    expect(standIn.paymentsOf(key)[0]).toMatchObject({
      status: 'approved',
      captured: true,
      transaction_amount: 91.37,
    });
    // The shop lost the answer and captures again: the same capture, nothing sent.
    const before = writesOf(key).length;
    await gateway().capture(key, 9_137);
    expect(writesOf(key)).toHaveLength(before);
    await expect(gateway().capture(key, 5_000)).rejects.toBeInstanceOf(GatewayRefusal);
    await expect(gateway().find(key)).resolves.toMatchObject({ state: 'captured', capturedCents: 9_137 });
  });

  it('voids an authorisation once; a void of nothing is harmless', async () => {
    const key = await authorized();
    await gateway().void(key);
    await gateway().void(key);
    expect(standIn.paymentsOf(key)[0]!.status).toBe('cancelled');
    await expect(gateway().find(key)).resolves.toMatchObject({ state: 'voided' });
    await expect(gateway().void(newKey())).resolves.toBeUndefined();
    // Voided (or expired), it can no longer be captured: a refusal for good, not asked again.
    await expect(gateway().capture(key, 1_000)).rejects.toBeInstanceOf(GatewayRefusal);
  });

  it('refunds never above what was captured, a refund key refunding once', async () => {
    const key = await authorized(10_000);
    await expect(
      gateway().refund({ idempotencyKey: key, refundKey: `${key}-refund-1`, amountCents: 1_000 }),
    ).rejects.toThrow(/nothing captured/);
    await gateway().capture(key, 9_000);
    await gateway().refund({ idempotencyKey: key, refundKey: `${key}-refund-1`, amountCents: 5_000 });
    // Sent again (the sweep, after a lost answer): the same refund.
    await gateway().refund({ idempotencyKey: key, refundKey: `${key}-refund-1`, amountCents: 5_000 });
    // Above what is left: Mercado Pago's 400, its last word on that refund.
    await expect(
      gateway().refund({ idempotencyKey: key, refundKey: `${key}-refund-2`, amountCents: 4_001 }),
    ).rejects.toBeInstanceOf(GatewayRefusal);
    await gateway().refund({ idempotencyKey: key, refundKey: `${key}-refund-3`, amountCents: 4_000 });
    const [payment] = standIn.paymentsOf(key);
    expect(payment!.refunds.map((refund) => refund.amount)).toEqual([50, 40]);
    expect(payment!.status).toBe('refunded');
  });

  it('two refunds at once never pass the capture', async () => {
    const key = await authorized(10_000);
    await gateway().capture(key, 9_000);
    const outcomes = await Promise.allSettled(
      [1, 2].map((n) =>
        gateway().refund({ idempotencyKey: key, refundKey: `${key}-refund-${n}`, amountCents: 6_000 }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(standIn.paymentsOf(key)[0]!.transaction_amount_refunded).toBe(60);
  });

  it("sends the payer's CPF, as digits, as payer.identification; none without one", async () => {
    const withCpf = newKey();
    await gateway().authorize({
      idempotencyKey: withCpf,
      token: 'tok_cpf',
      amountCents: 1_000,
      payer: { email: payer.email, cpf: '529.982.247-25' },
    });
    expect(standIn.paymentsOf(withCpf)[0]!.payer).toEqual({
      email: payer.email,
      identification: { type: 'CPF', number: '52998224725' },
    });
    const without = newKey();
    await gateway().authorize({
      idempotencyKey: without,
      token: 'tok_no_cpf',
      amountCents: 1_000,
      payer: { email: payer.email, cpf: null },
    });
    expect(standIn.paymentsOf(without)[0]!.payer).toEqual({ email: payer.email });
  });

  it('never takes card details on the server: no tokeniser, the browser tokenises with the SDK', async () => {
    expect(gateway().tokenize).toBeUndefined();
    expect(gateway().tokenizeSavedCard).toBeUndefined();
    expect(standIn.requests.some((request) => request.path.includes('card_tokens'))).toBe(false);
    // Nothing the adapter ever sent held a card number.
    expect(
      standIn.requests.filter((request) => /\d{13,19}/.test(request.body.replace(/"id":\d+/g, ''))),
    ).toEqual([]);
  });
});

describe('Mercado Pago saved cards (customers and cards)', () => {
  let emails = 0;
  const newPayer = () => ({ email: `cartao.${++emails}.${Date.now()}@exemplo.com.br` });

  /** A card's first payment, authorised with the token the browser made of the typed card. */
  async function firstPayment(token: string, who: { email: string }) {
    await expect(
      gateway().authorize({ idempotencyKey: newKey(), token, amountCents: 4_000, brand: 'elo', payer: who }),
    ).resolves.toEqual({ status: 'authorized' });
  }

  it("saves a paid card's token to the customer found or created by e-mail", async () => {
    const who = newPayer();
    await firstPayment('tok_first-1', who);
    const saved = await gateway().saveCard({ token: 'tok_first-1', customerId: null, payer: who });
    const customer = standIn.customers.get(saved.customerId)!;
    expect(customer.email).toBe(who.email);
    expect(customer.cards.map((card) => card.id)).toEqual([saved.cardId]);
    // Its network is the payment's (Elo: payment_method_id 'elo'), answered as the shop's brand.
    expect(customer.cards[0]!.payment_method.id).toBe('elo');
    expect(saved.brand).toBe('elo');

    // The same customer is found again by e-mail (no second customer), and by id when the shop keeps it.
    await firstPayment('tok_first-2', who);
    const second = await gateway().saveCard({ token: 'tok_first-2', customerId: null, payer: who });
    await firstPayment('tok_first-3', who);
    const third = await gateway().saveCard({
      token: 'tok_first-3',
      customerId: saved.customerId,
      payer: who,
    });
    expect([second.customerId, third.customerId]).toEqual([saved.customerId, saved.customerId]);
    expect([...standIn.customers.values()].filter((c) => c.email === who.email)).toHaveLength(1);
    expect(customer.cards).toHaveLength(3);
  });

  it('makes one customer for two cards saved at once', async () => {
    const who = newPayer();
    await firstPayment('tok_race-1', who);
    await firstPayment('tok_race-2', who);
    const [a, b] = await Promise.all([
      gateway().saveCard({ token: 'tok_race-1', customerId: null, payer: who }),
      gateway().saveCard({ token: 'tok_race-2', customerId: null, payer: who }),
    ]);
    expect(a.customerId).toBe(b.customerId);
    expect(standIn.customers.get(a.customerId)!.cards).toHaveLength(2);
  });

  it('pays a saved card with its CVV token as the customer’s (payer.type customer, payer.id)', async () => {
    const who = newPayer();
    await firstPayment('tok_again-1', who);
    const saved = await gateway().saveCard({ token: 'tok_again-1', customerId: null, payer: who });
    // The first token paid once already: it cannot pay a second order.
    await expect(
      gateway().authorize({ idempotencyKey: newKey(), token: 'tok_again-1', amountCents: 1_000, payer: who }),
    ).resolves.toMatchObject({ status: 'declined' });

    const key = newKey();
    await expect(
      gateway().authorize({
        idempotencyKey: key,
        token: standIn.savedCardToken(saved.cardId),
        amountCents: 6_000,
        brand: 'elo',
        payer: who,
        customerId: saved.customerId,
      }),
    ).resolves.toEqual({ status: 'authorized' });
    expect(standIn.paymentsOf(key)[0]).toMatchObject({ status: 'authorized', payment_method_id: 'elo' });
    const sent = JSON.parse(standIn.requests.find((r) => r.idempotencyKey === key)!.body) as {
      payer: unknown;
    };
    expect(sent.payer).toEqual({ type: 'customer', id: saved.customerId });

    // A saved card's token sent without its customer is refused by Mercado Pago.
    await expect(
      gateway().authorize({
        idempotencyKey: newKey(),
        token: standIn.savedCardToken(saved.cardId),
        amountCents: 6_000,
        payer: who,
      }),
    ).resolves.toMatchObject({ status: 'declined' });
  });

  it('deletes a saved card at Mercado Pago; deleting it again, or an unknown one, is harmless', async () => {
    const who = newPayer();
    await firstPayment('tok_gone-1', who);
    const saved = await gateway().saveCard({ token: 'tok_gone-1', customerId: null, payer: who });
    await gateway().deleteCard(saved);
    expect(standIn.customers.get(saved.customerId)!.cards).toEqual([]);
    expect(() => standIn.savedCardToken(saved.cardId)).toThrow();
    await expect(gateway().deleteCard(saved)).resolves.toBeUndefined();
    await expect(
      gateway().deleteCard({ customerId: 'no-such-customer', cardId: '1' }),
    ).resolves.toBeUndefined();
    const deletes = standIn.requests.filter((r) => r.method === 'DELETE');
    expect(deletes.at(-3)!.path).toBe(`/v1/customers/${saved.customerId}/cards/${saved.cardId}`);
  });

  it('throws when Mercado Pago cannot save the card (5xx, unknown token): the caller decides', async () => {
    const who = newPayer();
    standIn.fail({ kind: 'error', status: 503 }, 3);
    await expect(gateway().saveCard({ token: 'tok_x', customerId: null, payer: who })).rejects.toThrow();
    await expect(
      gateway().saveCard({ token: 'tok_unknown-9', customerId: null, payer: who }),
    ).rejects.toThrow();
  });
});

describe('Mercado Pago Pix', () => {
  const expiresAt = new Date('2030-03-04T15:30:00.000Z');

  async function created() {
    const key = newKey();
    const charge = await gateway().createPix({
      idempotencyKey: key,
      amountCents: 13_512,
      expiresAt,
      description: 'Pedido R123456789',
      payer,
    });
    return { key, charge, payment: standIn.paymentsOf(key)[0]! };
  }

  it('creates a charge whose code is Mercado Pago’s qr_code, expiring when asked', async () => {
    const { key, charge, payment } = await created();
    expect(payment).toMatchObject({
      payment_method_id: 'pix',
      transaction_amount: 135.12,
      status: 'pending',
    });
    expect(charge).toEqual({
      state: 'pending',
      amountCents: 13_512,
      brCode: payment.point_of_interaction!.transaction_data.qr_code,
      expiresAt,
      paidAt: null,
    });
    // Mercado Pago reads the expiry with its offset: the shop's zone.
    const sent = standIn.requests.find((request) => request.idempotencyKey === key)!;
    expect(JSON.parse(sent.body)).toMatchObject({ date_of_expiration: '2030-03-04T12:30:00.000-03:00' });
    // Sent again with the key: the same charge.
    await gateway().createPix({
      idempotencyKey: key,
      amountCents: 13_512,
      expiresAt,
      description: 'x',
      payer,
    });
    expect(standIn.paymentsOf(key)).toHaveLength(1);
  });

  it('follows the payment: paid, with when', async () => {
    const { key, payment } = await created();
    const paidAt = new Date('2030-03-04T15:10:00.000Z');
    standIn.payPix(payment.id, paidAt);
    await expect(gateway().findPix(key)).resolves.toMatchObject({ state: 'paid', paidAt });
    // Too late to cancel: the payment came first.
    await expect(gateway().cancelPix(key)).resolves.toMatchObject({ state: 'paid' });
    await expect(gateway().findPix(newKey())).resolves.toBeNull();
  });

  it('cancels an unpaid charge, which can no longer be paid', async () => {
    const { key, payment } = await created();
    await expect(gateway().cancelPix(key)).resolves.toMatchObject({ state: 'canceled' });
    expect(standIn.payPix(payment.id).status).toBe('cancelled');
    await expect(gateway().findPix(key)).resolves.toMatchObject({ state: 'canceled' });
    await expect(gateway().cancelPix(newKey())).resolves.toBeNull();
  });

  it('names the shop’s key of a Mercado Pago payment id (for webhooks)', async () => {
    const { key, payment } = await created();
    await expect(gateway().keyOfPayment!(String(payment.id))).resolves.toEqual({ key, pix: true });
    await expect(gateway().keyOfPayment!('999')).resolves.toBeNull();
  });
});
