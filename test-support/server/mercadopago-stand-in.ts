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
 * rejected with status_detail cc_rejected_<detail>, any other token is approved.
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
  /** The payments made with an external_reference (the shop's key). */
  paymentsOf(reference: string): StandInPayment[];
  /** The next `times` requests fail as told. */
  fail(fault: Fault, times?: number): void;
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
  // Answers by idempotency key, per kind of write (Mercado Pago scopes a key to its operation).
  const answered = new Map<string, Answer>();
  const faults: Fault[] = [];
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

  /** The answer of one request, the work done (or not) as Mercado Pago would. */
  function handle(method: string, url: URL, key: string | null, body: Record<string, unknown>): Answer {
    const match = /^\/v1\/payments\/(\d+)(\/refunds)?\/?$/.exec(url.pathname);
    const payment = match ? payments.get(Number(match[1])) : undefined;
    const write = (operation: string, work: () => Answer): Answer => {
      if (!key) return work();
      const scoped = `${operation}:${key}`;
      const before = answered.get(scoped);
      if (before) return before;
      const answer = work();
      // Mercado Pago keeps the answer of a key, refusals included, for the same request sent again.
      answered.set(scoped, answer);
      return answer;
    };
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
      const fault = faults.shift();
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
    paymentsOf: (reference) => [...payments.values()].filter((p) => p.external_reference === reference),
    fail(fault, times = 1) {
      for (let i = 0; i < times; i++) faults.push(fault);
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
