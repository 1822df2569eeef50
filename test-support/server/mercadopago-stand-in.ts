/**
 * A local stand-in of Mercado Pago's Payments API (v1) for the adapter's tests
 * (lib/server/payments/mercadopago-gateway.ts, the SDK pointed at it): payment create, get, search by
 * external_reference, capture and cancel (PUT), refunds, with Mercado Pago's documented JSON shapes and
 * rules as far as the shop relies on them:
 * - a write repeated with the same X-Idempotency-Key answers the first answer again and does nothing more;
 * - a card payment with capture: false is 'authorized'; its capture may be of less than authorised, never
 *   more; a refund never passes what is left of the captured amount (400 otherwise);
 * - a Pix payment is 'pending' with a point_of_interaction.transaction_data.qr_code until the test pays it
 *   (payPix), and can be cancelled until then.
 * Card tokens say how the card behaves: 'tok_unknown…' is not found (404), 'tok_reject_<detail>…' is
 * rejected with status_detail cc_rejected_<detail>, any other token is approved. A token pays once (a
 * second payment with it is refused, 400), and may then save its card.
 *
 * Customers and their cards (Customers API v1): search by e-mail, create (one customer per e-mail, 400 for
 * a second), get; save a card from a token (POST /v1/customers/{id}/cards), get, list and delete it; 404 for
 * an unknown customer or card. `savedCardToken` is what the browser's SDK does with a saved card's id and
 * CVV (Mercado Pago's card tokens with card_id): a token that pays only with payer.type 'customer' and that
 * card's customer as payer.id (400 otherwise), and none is made for a deleted card.
 * Switches make the next requests fail: an error answer before anything is done (4xx, 5xx), a write done
 * whose answer is lost (500 after the fact), or an answer that comes too late (a timeout; done all the same).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface StandInPayment {
  id: number;
  status: string;
  status_detail: string;
  payment_method_id: string;
  payment_type_id: string;
  transaction_amount: number;
  transaction_amount_refunded: number;
  captured: boolean;
  external_reference: string | null;
  description: string | null;
  date_created: string;
  date_approved: string | null;
  date_last_updated: string;
  date_of_expiration: string | null;
  payer: { email: string | null; identification?: { type: string; number: string } };
  point_of_interaction?: { type: string; transaction_data: { qr_code: string; qr_code_base64: string } };
  refunds: { id: number; payment_id: number; amount: number; status: string; date_created: string }[];
}

interface StandInCard {
  id: string;
  customer_id: string;
  expiration_month: number;
  expiration_year: number;
  first_six_digits: string;
  last_four_digits: string;
  payment_method: { id: string; name: string; payment_type_id: string };
  security_code: { length: number; card_location: string };
  issuer: { id: number; name: string };
  cardholder: { name: string; identification: { number: string | null; type: string | null } };
  date_created: string;
  date_last_updated: string;
  user_id: number;
  live_mode: boolean;
}

interface StandInCustomer {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  date_created: string;
  date_last_updated: string;
  default_card: string | null;
  cards: StandInCard[];
  live_mode: boolean;
}

interface Answer {
  status: number;
  body: unknown;
}

type Fault = { kind: 'error'; status: number } | { kind: 'lost' } | { kind: 'late'; delayMs: number };

export interface MercadoPagoStandIn {
  url: string;
  accessToken: string;
  /** Every request received, in order (a retried write appears each time). */
  requests: { method: string; path: string; idempotencyKey: string | null; body: string }[];
  payments: Map<number, StandInPayment>;
  customers: Map<string, StandInCustomer>;
  /** The browser's token of a saved card from its id and CVV; throws for a card Mercado Pago does not keep. */
  savedCardToken(cardId: string): string;
  /** The payments made with an external_reference (the shop's key). */
  paymentsOf(reference: string): StandInPayment[];
  /** The next `times` requests (to paths starting with `pathPrefix`, when given) fail as told. */
  fail(fault: Fault, times?: number, pathPrefix?: string): void;
  /** The customer's bank pays a pending Pix; answers the payment (unchanged unless it was pending). */
  payPix(id: number, at?: Date): StandInPayment;
  close(): Promise<void>;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function error(status: number, message: string, code: number, errorName = 'bad_request'): Answer {
  return {
    status,
    body: { message, error: errorName, status, cause: [{ code, description: message, data: null }] },
  };
}

export async function startMercadoPagoStandIn(
  accessToken = 'TEST-0000000000000000-stand-in-token',
): Promise<MercadoPagoStandIn> {
  const payments = new Map<number, StandInPayment>();
  const customers = new Map<string, StandInCustomer>();
  /** Tokens made from a saved card: the card and its customer. */
  const savedCardTokens = new Map<string, { cardId: string; customerId: string }>();
  /** Tokens a payment was made with: the payment (a token pays once). */
  const usedTokens = new Map<string, StandInPayment>();
  let nextCustomer = 1;
  let nextCard = 1_562_188_766_000;
  let nextSavedToken = 1;
  // Answers by idempotency key, per kind of write (Mercado Pago scopes a key to its operation).
  const answered = new Map<string, Answer>();
  const faults: { fault: Fault; pathPrefix?: string }[] = [];
  const requests: MercadoPagoStandIn['requests'] = [];
  let nextId = 1_300_000_000;
  let nextRefundId = 2_000_000_000;
  const now = () => new Date().toISOString();

  function createPayment(body: Record<string, unknown>): Answer {
    const amount = body.transaction_amount;
    if (typeof amount !== 'number' || !(amount > 0)) {
      return error(400, "transaction_amount attribute can't be null", 4037);
    }
    const payer = (body.payer ?? {}) as {
      email?: string;
      identification?: { type?: string; number?: string };
    };
    const pix = body.payment_method_id === 'pix';
    if (pix && !payer.email) return error(400, 'payer.email must be a valid email', 4050);
    const identification = payer.identification;
    // A CPF is eleven digits; Mercado Pago refuses any other as the payer's document.
    if (identification && (identification.type !== 'CPF' || !/^\d{11}$/.test(identification.number ?? ''))) {
      return error(400, 'Invalid payer.identification.number', 4035);
    }
    const token = typeof body.token === 'string' ? body.token : '';
    if (!pix && !token) return error(400, 'You must provide your cardtoken_id', 2009);
    if (!pix && token.startsWith('tok_unknown')) {
      return error(404, 'Card Token not found', 2006, 'not_found');
    }
    if (!pix && usedTokens.has(token)) {
      return error(400, 'Invalid card_token_id: the token was used before', 3003);
    }
    const saved = savedCardTokens.get(token);
    const payerId = (body.payer as { type?: string; id?: string } | undefined) ?? {};
    // A saved card's token pays as its customer's only (Mercado Pago's saved-card payments).
    if (saved && (payerId.type !== 'customer' || payerId.id !== saved.customerId)) {
      return error(400, 'Invalid users involved', 2034);
    }
    const id = nextId++;
    const rejected = /^tok_reject_([a-z_]+?)(?:-|$)/.exec(token)?.[1];
    const status = pix
      ? 'pending'
      : rejected
        ? 'rejected'
        : body.capture === false
          ? 'authorized'
          : 'approved';
    const payment: StandInPayment = {
      id,
      status,
      status_detail: pix
        ? 'pending_waiting_transfer'
        : rejected
          ? `cc_rejected_${rejected}`
          : status === 'authorized'
            ? 'pending_capture'
            : 'accredited',
      payment_method_id: pix ? 'pix' : String(body.payment_method_id ?? 'visa'),
      payment_type_id: pix ? 'bank_transfer' : 'credit_card',
      transaction_amount: round2(amount),
      transaction_amount_refunded: 0,
      captured: status === 'approved',
      external_reference: typeof body.external_reference === 'string' ? body.external_reference : null,
      description: typeof body.description === 'string' ? body.description : null,
      date_created: now(),
      date_approved: status === 'approved' ? now() : null,
      date_last_updated: now(),
      date_of_expiration:
        typeof body.date_of_expiration === 'string' ? new Date(body.date_of_expiration).toISOString() : null,
      payer: {
        email: payer.email ?? null,
        ...(identification && { identification: { type: 'CPF', number: identification.number! } }),
      },
      refunds: [],
      ...(pix && {
        point_of_interaction: {
          type: 'OPENPLATFORM',
          transaction_data: {
            qr_code: `00020126580014br.gov.bcb.pix0136${randomUUID()}5204000053039865405${amount.toFixed(2)}6304ABCD`,
            qr_code_base64: 'iVBORw0KGgo=',
          },
        },
      }),
    };
    payments.set(id, payment);
    if (!pix) usedTokens.set(token, payment);
    return { status: 201, body: payment };
  }

  function updatePayment(payment: StandInPayment, body: Record<string, unknown>): Answer {
    payment.date_last_updated = now();
    if (body.status === 'cancelled') {
      if (!['pending', 'in_process', 'authorized'].includes(payment.status)) {
        return error(400, "Invalid operation: the payment can't be cancelled", 2063);
      }
      payment.status = 'cancelled';
      payment.status_detail = payment.status_detail === 'pending_capture' ? 'by_collector' : 'expired';
      return { status: 200, body: payment };
    }
    if (body.capture === true) {
      if (payment.status !== 'authorized') {
        return error(400, 'Invalid operation: the payment is not authorized', 2040);
      }
      const amount =
        typeof body.transaction_amount === 'number'
          ? round2(body.transaction_amount)
          : payment.transaction_amount;
      if (!(amount > 0) || amount > payment.transaction_amount) {
        return error(400, 'transaction_amount must be lower or equal than the authorized amount', 4034);
      }
      Object.assign(payment, {
        status: 'approved',
        status_detail: 'accredited',
        captured: true,
        transaction_amount: amount,
        date_approved: now(),
      });
      return { status: 200, body: payment };
    }
    return error(400, 'Invalid update', 2061);
  }

  function refund(payment: StandInPayment, body: Record<string, unknown>): Answer {
    if (payment.status !== 'approved' || !payment.captured) {
      return error(400, 'Payment not found or not refundable', 2063);
    }
    const left = round2(payment.transaction_amount - payment.transaction_amount_refunded);
    const amount = typeof body.amount === 'number' ? round2(body.amount) : left;
    if (!(amount > 0) || amount > left) {
      return error(400, 'Invalid refund amount: it exceeds the available amount', 4040);
    }
    const made = {
      id: nextRefundId++,
      payment_id: payment.id,
      amount,
      status: 'approved',
      date_created: now(),
    };
    payment.refunds.push(made);
    payment.transaction_amount_refunded = round2(payment.transaction_amount_refunded + amount);
    if (payment.transaction_amount_refunded >= payment.transaction_amount) {
      payment.status = 'refunded';
      payment.status_detail = 'refunded';
    } else {
      payment.status_detail = 'partially_refunded';
    }
    payment.date_last_updated = now();
    return { status: 201, body: made };
  }

  /** A write under an idempotency key: done once, its answer given again for the same key. */
  function once(key: string | null, operation: string, work: () => Answer): Answer {
    if (!key) return work();
    const scoped = `${operation}:${key}`;
    const before = answered.get(scoped);
    if (before) return before;
    const answer = work();
    // Mercado Pago keeps the answer of a key, refusals included, for the same request sent again.
    answered.set(scoped, answer);
    return answer;
  }

  function createCustomer(body: Record<string, unknown>): Answer {
    const email = typeof body.email === 'string' ? body.email.toLowerCase() : '';
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) return error(400, 'invalid email', 100);
    if ([...customers.values()].some((customer) => customer.email === email)) {
      return error(400, 'the customer already exist', 101);
    }
    const customer: StandInCustomer = {
      id: `1300000${nextCustomer++}-${randomUUID().replace(/-/g, '').slice(0, 14)}`,
      email,
      first_name: typeof body.first_name === 'string' ? body.first_name : null,
      last_name: typeof body.last_name === 'string' ? body.last_name : null,
      date_created: now(),
      date_last_updated: now(),
      default_card: null,
      cards: [],
      live_mode: false,
    };
    customers.set(customer.id, customer);
    return { status: 201, body: customer };
  }

  function saveCard(customer: StandInCustomer, body: Record<string, unknown>): Answer {
    const token = typeof body.token === 'string' ? body.token : '';
    if (!token || token.startsWith('tok_unknown')) return error(400, 'invalid parameter token', 126);
    // The card of a token that paid is that payment's; any other is the stand-in's Visa.
    const method = usedTokens.get(token)?.payment_method_id ?? 'visa';
    const card: StandInCard = {
      id: String(nextCard++),
      customer_id: customer.id,
      expiration_month: 12,
      expiration_year: 2030,
      first_six_digits: '423564',
      last_four_digits: '5682',
      payment_method: { id: method, name: method, payment_type_id: 'credit_card' },
      security_code: { length: method === 'amex' ? 4 : 3, card_location: 'back' },
      issuer: { id: 25, name: method },
      cardholder: { name: 'APRO', identification: { number: null, type: null } },
      date_created: now(),
      date_last_updated: now(),
      user_id: 1_300_000,
      live_mode: false,
    };
    customer.cards.push(card);
    customer.default_card ??= card.id;
    return { status: 201, body: card };
  }

  /** /v1/customers...: the customers and their cards. */
  function handleCustomers(method: string, url: URL, key: string | null, body: Record<string, unknown>) {
    const write = (operation: string, work: () => Answer) => once(key, operation, work);
    if (method === 'GET' && url.pathname === '/v1/customers/search') {
      const email = url.searchParams.get('email')?.toLowerCase();
      const results = [...customers.values()].filter((c) => email === undefined || c.email === email);
      return { status: 200, body: { paging: { total: results.length, limit: 10, offset: 0 }, results } };
    }
    if (method === 'POST' && url.pathname === '/v1/customers') {
      return write('customer', () => createCustomer(body));
    }
    const match = /^\/v1\/customers\/([^/]+)(?:\/cards(?:\/([^/]+))?)?\/?$/.exec(url.pathname);
    const cards = url.pathname.includes('/cards');
    if (!match) return error(404, 'Resource not found', 404, 'not_found');
    const customer = customers.get(decodeURIComponent(match[1]!));
    if (!customer) return error(404, 'Customer not found', 100, 'not_found');
    if (!cards) {
      return method === 'GET' ? { status: 200, body: customer } : error(405, 'Method not allowed', 405);
    }
    if (!match[2]) {
      if (method === 'GET') return { status: 200, body: customer.cards };
      if (method === 'POST') return write(`card:${customer.id}`, () => saveCard(customer, body));
      return error(405, 'Method not allowed', 405);
    }
    const card = customer.cards.find((candidate) => candidate.id === decodeURIComponent(match[2]!));
    if (!card) return error(404, 'Card not found', 100, 'not_found');
    if (method === 'GET') return { status: 200, body: card };
    if (method === 'DELETE') {
      customer.cards = customer.cards.filter((candidate) => candidate !== card);
      if (customer.default_card === card.id) customer.default_card = customer.cards[0]?.id ?? null;
      return { status: 200, body: card };
    }
    return error(405, 'Method not allowed', 405);
  }

  /** The answer of one request, the work done (or not) as Mercado Pago would. */
  function handle(method: string, url: URL, key: string | null, body: Record<string, unknown>): Answer {
    if (url.pathname.startsWith('/v1/customers')) return handleCustomers(method, url, key, body);
    const match = /^\/v1\/payments\/(\d+)(\/refunds)?\/?$/.exec(url.pathname);
    const payment = match ? payments.get(Number(match[1])) : undefined;
    const write = (operation: string, work: () => Answer) => once(key, operation, work);
    if (method === 'GET' && url.pathname === '/v1/payments/search') {
      const reference = url.searchParams.get('external_reference');
      const results = [...payments.values()]
        .filter((p) => reference === null || p.external_reference === reference)
        .sort((a, b) => (url.searchParams.get('criteria') === 'asc' ? a.id - b.id : b.id - a.id));
      const limit = Number(url.searchParams.get('limit') ?? 30);
      return {
        status: 200,
        body: { paging: { total: results.length, limit, offset: 0 }, results: results.slice(0, limit) },
      };
    }
    if (method === 'POST' && url.pathname === '/v1/payments')
      return write('create', () => createPayment(body));
    if (!match) return error(404, 'Resource not found', 404, 'not_found');
    if (!payment) return error(404, 'Payment not found', 2000, 'not_found');
    if (method === 'GET' && !match[2]) return { status: 200, body: payment };
    if (method === 'PUT' && !match[2]) {
      return write(`update:${payment.id}`, () => updatePayment(payment, body));
    }
    if (method === 'POST' && match[2]) return write(`refund:${payment.id}`, () => refund(payment, body));
    if (method === 'GET' && match[2]) return { status: 200, body: payment.refunds };
    return error(405, 'Method not allowed', 405, 'method_not_allowed');
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const key = (request.headers['x-idempotency-key'] as string | undefined) ?? null;
      const method = request.method ?? 'GET';
      const text = Buffer.concat(chunks).toString('utf8');
      requests.push({ method, path: url.pathname, idempotencyKey: key, body: text });
      const send = (answer: Answer) => {
        if (response.destroyed) return;
        response.writeHead(answer.status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      };
      if (request.headers.authorization !== `Bearer ${accessToken}`) {
        send(error(401, 'invalid access token', 401, 'unauthorized'));
        return;
      }
      let body: Record<string, unknown> = {};
      try {
        if (text) body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        send(error(400, 'Invalid JSON', 400));
        return;
      }
      const index = faults.findIndex((f) => !f.pathPrefix || url.pathname.startsWith(f.pathPrefix));
      const fault = index < 0 ? undefined : faults.splice(index, 1)[0]!.fault;
      if (fault?.kind === 'error') {
        send(
          fault.status >= 500
            ? {
                status: fault.status,
                body: { message: 'internal_error', error: 'internal_error', status: fault.status, cause: [] },
              }
            : error(fault.status, 'bad request', fault.status),
        );
        return;
      }
      if (fault?.kind === 'late') {
        // Done, but answered after the client gave up: the payment exists all the same.
        setTimeout(() => send(handle(method, url, key, body)), fault.delayMs);
        return;
      }
      const answer = handle(method, url, key, body);
      send(
        fault?.kind === 'lost'
          ? {
              status: 500,
              body: { message: 'internal_error', error: 'internal_error', status: 500, cause: [] },
            }
          : answer,
      );
    });
  });
  // Longer than any pause of a test between two calls: a kept-alive socket closed by the server just as
  // the client reuses it is a connection reset (the adapter's retries handle it; tests without retries
  // must not meet it by chance).
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    accessToken,
    requests,
    payments,
    customers,
    savedCardToken(cardId) {
      const customer = [...customers.values()].find((c) => c.cards.some((card) => card.id === cardId));
      if (!customer) throw new Error(`stand-in: no card ${cardId}`);
      const token = `tok_saved_${nextSavedToken++}_${randomUUID().slice(0, 8)}`;
      savedCardTokens.set(token, { cardId, customerId: customer.id });
      return token;
    },
    paymentsOf: (reference) => [...payments.values()].filter((p) => p.external_reference === reference),
    fail(fault, times = 1, pathPrefix) {
      for (let i = 0; i < times; i++) faults.push({ fault, pathPrefix });
    },
    payPix(id, at = new Date()) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`stand-in: no payment ${id}`);
      if (payment.status === 'pending') {
        Object.assign(payment, {
          status: 'approved',
          status_detail: 'accredited',
          captured: true,
          date_approved: at.toISOString(),
          date_last_updated: at.toISOString(),
        });
      }
      return payment;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
