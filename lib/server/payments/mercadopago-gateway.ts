/**
 * The Mercado Pago adapter (docs/business-rules.md, Payment), chosen by ./configured-gateway.ts when
 * MERCADOPAGO_* are set, through the official `mercadopago` SDK (Payments API v1):
 * - a card is authorised by a payment with `capture: false` (binary_mode: approved or refused at once, never
 *   'in process', since completion answers the customer there and then), captured later for the weighed
 *   amount (Mercado Pago captures less than the reserve), cancelled to void it;
 * - Pix is a payment with payment_method_id 'pix' and a date_of_expiration; its copy-and-paste code is
 *   point_of_interaction.transaction_data.qr_code;
 * - each payment carries the shop's idempotency key as its external_reference, which is how `find` finds it
 *   again (the shop keeps no Mercado Pago id: the key is the payment's name on both sides);
 * - every write sends an X-Idempotency-Key derived from the payment's key (one per kind of write, a refund
 *   its own), so a call retried by the SDK (5xx, timeouts) or by the shop (the recovery) charges once.
 *
 * A network failure, a timeout or a 5xx after the SDK's retries throws: the callers already treat a throw
 * as "the gateway did not answer" (lib/server/checkout/completion.ts asks `find`, the capture and refund
 * sweeps try again). A 4xx on a new card payment is the card's refusal, answered as 'declined'; on a
 * capture or a refund, a GatewayRefusal, which the shop records instead of asking again.
 *
 * Card numbers never reach this server when Mercado Pago is configured: the browser tokenises the card with
 * the public key (Mercado Pago's JS SDK, lib/api-client/card-tokens.ts) and checkout receives the token, so
 * the adapter has no `tokenize`.
 *
 * Saved cards are Mercado Pago's customers and cards (Customers API v1, as its "save cards" guide has it):
 * after a card's first payment is authorised, its token saves it among the cards of the customer found by
 * the payer's e-mail (created when there is none); a later payment carries a token the browser made from the
 * card's id and CVV, with payer.type 'customer' and payer.id. Deleting the card deletes it there.
 */
import { BoundedMap } from '@/lib/bounded-map';
import 'server-only';
import { createHash } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import {
  Customer,
  CustomerCard,
  MercadoPagoConfig,
  MercadoPagoError,
  Payment,
  PaymentRefund,
} from 'mercadopago';
import { AppConfig } from 'mercadopago/dist/utils/config';
import { brandOfMercadoPagoMethod, CARD_TOKEN_MESSAGES, mercadoPagoMethodOf } from '@/lib/rules/card-tokens';
import { GatewayRefusal, type AuthorizationResult, type PaymentGateway, type PixCharge } from './gateway';

export interface MercadoPagoOptions {
  accessToken: string;
  /** Mercado Pago's API, or a stand-in's (test-support/server/mercadopago-stand-in.ts). */
  apiUrl: string;
  /** Per request, ms. The customer waits for the authorisation: 10 s, then the SDK tries again. */
  timeoutMs?: number;
  /** Tries after the first for a 429, a 5xx or a network failure, with the same idempotency key. */
  maxRetries?: number;
  retryDelayMs?: number;
}

/** What the adapter reads of a Mercado Pago payment (the SDK's PaymentResponse, all fields optional). */
interface MpPayment {
  id?: number | string;
  status?: string;
  status_detail?: string;
  transaction_amount?: number;
  transaction_amount_refunded?: number;
  captured?: boolean;
  external_reference?: string;
  date_approved?: string | null;
  date_of_expiration?: string | null;
  point_of_interaction?: { transaction_data?: { qr_code?: string } };
}

export const MERCADOPAGO_MESSAGES = {
  declined: 'Pagamento recusado pelo banco emissor do cartão. Use outro cartão ou forma de pagamento.',
  insufficient: 'Saldo ou limite insuficiente no cartão. Use outro cartão ou forma de pagamento.',
  securityCode: 'Código de segurança do cartão inválido. Confira e tente de novo.',
  expiry: 'Data de validade do cartão inválida. Confira e tente de novo.',
  callForAuthorize:
    'O banco emissor pede que você autorize este pagamento. Ligue para o banco ou use outro cartão.',
  failed: 'Não conseguimos processar o pagamento agora. Tente novamente ou use outra forma de pagamento.',
  unknownToken: CARD_TOKEN_MESSAGES.token,
} as const;

/** Mercado Pago's reasons of a refused card (status_detail) the customer can act on. */
const REFUSALS: Record<string, string> = {
  cc_rejected_insufficient_amount: MERCADOPAGO_MESSAGES.insufficient,
  cc_rejected_bad_filled_security_code: MERCADOPAGO_MESSAGES.securityCode,
  cc_rejected_bad_filled_date: MERCADOPAGO_MESSAGES.expiry,
  cc_rejected_call_for_authorize: MERCADOPAGO_MESSAGES.callForAuthorize,
};

const toReais = (cents: number) => cents / 100;
const toCents = (reais: number | undefined) => Math.round((reais ?? 0) * 100);

/** Mercado Pago reads dates with their offset; the shop's zone (docs/business-rules.md, Time). */
function mpDate(date: Date): string {
  return format(new TZDate(date, 'America/Bahia'), "yyyy-MM-dd'T'HH:mm:ss.SSSxxx");
}

/** A 4xx Mercado Pago answered about the request itself (not a network failure, not its own failure). */
function isRefusal(error: unknown): error is MercadoPagoError {
  return (
    error instanceof MercadoPagoError &&
    error.status >= 400 &&
    error.status < 500 &&
    // Bad credentials or throttling say nothing about the card: the shop cannot decide, the caller retries.
    ![401, 403, 429].includes(error.status)
  );
}

/**
 * A refusal of a capture or a refund that asking again will not change: a timeout, a conflict or a lock (the
 * same key still being handled, the payment busy) may pass later.
 */
function isFinalRefusal(error: unknown): error is MercadoPagoError {
  return isRefusal(error) && ![408, 409, 423].includes(error.status);
}

/**
 * The payer as Mercado Pago reads it: the e-mail, and the CPF as payer.identification when the customer
 * gave one (its fraud checks and the Pix's payer; docs/business-rules.md, Payment). Never logged.
 */
function payerOf(payer: NonNullable<Parameters<PaymentGateway['authorize']>[0]['payer']>) {
  const cpf = payer.cpf?.replace(/\D/g, '');
  return {
    email: payer.email,
    ...(cpf && cpf.length === 11 && { identification: { type: 'CPF', number: cpf } }),
  };
}

/** Remembered ids of keys this process saw, so that a capture right after an authorisation needs no search. */
const REMEMBERED_IDS = 10_000;

export function createMercadoPagoGateway(options: MercadoPagoOptions): PaymentGateway {
  // The SDK reads one base URL for the process; the configuration gives one API per process too.
  // (readonly in its typings, a plain static property at run time).
  (AppConfig as { BASE_URL: string }).BASE_URL = options.apiUrl.replace(/\/+$/, '');
  const ids = new BoundedMap<string, string>({ maxEntries: REMEMBERED_IDS });

  /**
   * A client for one call. The SDK keeps per-call options on its config object (the idempotency key among
   * them), so each call gets its own: a key never leaks into the next call.
   */
  function clientOptions(idempotencyKey?: string) {
    return new MercadoPagoConfig({
      accessToken: options.accessToken,
      options: {
        timeout: options.timeoutMs ?? 10_000,
        maxRetries: options.maxRetries ?? 2,
        initialDelay: options.retryDelayMs ?? 500,
        ...(idempotencyKey && { idempotencyKey }),
      },
    });
  }
  const payments = (idempotencyKey?: string) => new Payment(clientOptions(idempotencyKey));

  function remember(key: string, payment: MpPayment): MpPayment {
    if (payment.id !== undefined) ids.set(key, String(payment.id));
    return payment;
  }

  /** The payment made with the shop's key, or null when Mercado Pago has none. */
  async function paymentOf(key: string): Promise<MpPayment | null> {
    const id = ids.get(key);
    if (id) return (await payments().get({ id })) as MpPayment;
    const found = await payments().search({
      options: { external_reference: key, sort: 'date_created', criteria: 'desc', limit: 10 },
    });
    // One payment per key (creation is idempotent); a refused one never hides an accepted one.
    const results = (found.results ?? []) as MpPayment[];
    const payment = results.find((result) => result.status !== 'rejected') ?? results[0];
    return payment ? remember(key, payment) : null;
  }

  async function requirePayment(key: string): Promise<MpPayment & { id: string | number }> {
    const payment = await paymentOf(key);
    if (payment?.id === undefined) throw new Error(`Mercado Pago: no payment for key ${key}`);
    return payment as MpPayment & { id: string | number };
  }

  function authorizationOf(payment: MpPayment): AuthorizationResult {
    if (payment.status === 'authorized') return { status: 'authorized' };
    if (payment.status === 'rejected') {
      return {
        status: 'declined',
        message: REFUSALS[payment.status_detail ?? ''] ?? MERCADOPAGO_MESSAGES.declined,
      };
    }
    return { status: 'failed', message: MERCADOPAGO_MESSAGES.failed };
  }

  function chargeOf(payment: MpPayment): PixCharge {
    const paid = ['approved', 'refunded', 'charged_back', 'in_mediation'].includes(payment.status ?? '');
    return {
      state: paid
        ? 'paid'
        : payment.status === 'pending' || payment.status === 'in_process'
          ? 'pending'
          : 'canceled',
      amountCents: toCents(payment.transaction_amount),
      brCode: payment.point_of_interaction?.transaction_data?.qr_code ?? '',
      expiresAt: new Date(payment.date_of_expiration ?? 0),
      paidAt: paid && payment.date_approved ? new Date(payment.date_approved) : null,
    };
  }

  /** The customer of the e-mail at Mercado Pago: found by a search, else created. */
  async function customerOf(email: string): Promise<string> {
    const search = async () =>
      (await new Customer(clientOptions()).search({ options: { email } })).results?.[0]?.id;
    const found = await search();
    if (found) return found;
    try {
      // Keyed by the e-mail's hash: two saves at once make one customer, and no e-mail goes in a header.
      const key = `customer-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32)}`;
      const created = await new Customer(clientOptions(key)).create({ body: { email } });
      if (created.id) return created.id;
    } catch (error) {
      // Created meanwhile by another call (Mercado Pago refuses a second customer of the e-mail).
      if (!isRefusal(error)) throw error;
    }
    const again = await search();
    if (!again) throw new Error('Mercado Pago: no customer made for the payer');
    return again;
  }

  return {
    async saveCard({ token, customerId, payer }) {
      const customer = customerId ?? (await customerOf(payer.email));
      const card = await new CustomerCard(clientOptions(`${token}-card`)).create({
        customerId: customer,
        body: { token },
      });
      if (!card.id) throw new Error('Mercado Pago: the card was not saved');
      return {
        customerId: customer,
        cardId: String(card.id),
        brand: brandOfMercadoPagoMethod(card.payment_method?.id),
      };
    },

    async deleteCard({ customerId, cardId }) {
      try {
        await new CustomerCard(clientOptions()).remove({ customerId, cardId });
      } catch (error) {
        // Deleted before (or its customer is): nothing is left to forget.
        if (error instanceof MercadoPagoError && error.status === 404) return;
        throw error;
      }
    },

    async authorize({ idempotencyKey, token, amountCents, brand, payer, customerId }) {
      let payment: MpPayment;
      try {
        payment = (await payments(idempotencyKey).create({
          body: {
            transaction_amount: toReais(amountCents),
            token,
            installments: 1,
            capture: false,
            binary_mode: true,
            ...(brand && mercadoPagoMethodOf(brand) && { payment_method_id: mercadoPagoMethodOf(brand) }),
            external_reference: idempotencyKey,
            description: `Pedido ${idempotencyKey.split('-')[0]}`,
            // A saved card pays as its customer's, the way Mercado Pago's saved-card payments are made.
            ...(customerId
              ? { payer: { type: 'customer', id: customerId } }
              : payer && { payer: payerOf(payer) }),
          },
        })) as MpPayment;
      } catch (error) {
        // Refused as asked (an unknown or used token, a card Mercado Pago does not take): nothing was made.
        if (isRefusal(error)) {
          return {
            status: 'declined',
            message: error.status === 404 ? MERCADOPAGO_MESSAGES.unknownToken : MERCADOPAGO_MESSAGES.declined,
          };
        }
        throw error;
      }
      return authorizationOf(remember(idempotencyKey, payment));
    },

    async capture(idempotencyKey, amountCents) {
      const payment = await requirePayment(idempotencyKey);
      // Refused for good: asked again, the payment answers the same (an authorisation expired or cancelled
      // does not come back).
      if (payment.status === 'approved' && payment.captured !== false) {
        // A repeated capture of the same amount (the shop lost the first answer) is the same capture.
        if (toCents(payment.transaction_amount) === amountCents) return;
        throw new GatewayRefusal('Mercado Pago: captured before for another amount');
      }
      if (payment.status !== 'authorized' || amountCents > toCents(payment.transaction_amount)) {
        throw new GatewayRefusal(
          `Mercado Pago: nothing to capture (${payment.status ?? 'no status'}), or more than authorised`,
        );
      }
      let captured: MpPayment;
      try {
        captured = (await payments(`${idempotencyKey}-capture`).capture({
          id: payment.id,
          transaction_amount: toReais(amountCents),
        })) as MpPayment;
      } catch (error) {
        if (!isFinalRefusal(error)) throw error;
        throw new GatewayRefusal(`Mercado Pago refused the capture (${error.status}): ${error.message}`);
      }
      remember(idempotencyKey, captured);
    },

    async void(idempotencyKey) {
      const payment = await paymentOf(idempotencyKey);
      if (payment?.id === undefined || payment.status !== 'authorized') return;
      await payments(`${idempotencyKey}-void`).cancel({ id: payment.id });
    },

    async find(idempotencyKey) {
      const payment = await paymentOf(idempotencyKey);
      if (!payment) return null;
      const amountCents = toCents(payment.transaction_amount);
      switch (payment.status) {
        case 'authorized':
          return { state: 'authorized', authorizedCents: amountCents, capturedCents: 0 };
        case 'approved':
        case 'refunded':
        case 'charged_back':
        case 'in_mediation':
          return { state: 'captured', authorizedCents: amountCents, capturedCents: amountCents };
        case 'cancelled':
          return { state: 'voided', authorizedCents: amountCents, capturedCents: 0 };
        case 'rejected':
          return { state: 'declined', authorizedCents: 0, capturedCents: 0 };
        default:
          // pending or in process: binary mode never leaves a card payment there; nothing to rely on.
          return { state: 'failed', authorizedCents: 0, capturedCents: 0 };
      }
    },

    async refund({ idempotencyKey, refundKey, amountCents }) {
      const payment = await requirePayment(idempotencyKey);
      if (payment.status !== 'approved' && payment.status !== 'refunded') {
        throw new Error('Mercado Pago: nothing captured to refund');
      }
      // Mercado Pago judges the amount against what is left (400 above it); a repeated refund key answers
      // the first refund again, even once nothing is left. A 4xx is its last word on this refund.
      try {
        await new PaymentRefund(clientOptions(refundKey)).create({
          payment_id: payment.id,
          body: { amount: toReais(amountCents) },
        });
      } catch (error) {
        if (!isFinalRefusal(error)) throw error;
        throw new GatewayRefusal(`Mercado Pago refused the refund (${error.status}): ${error.message}`);
      }
    },

    async createPix({ idempotencyKey, amountCents, expiresAt, description, payer }) {
      if (!payer) throw new Error('Mercado Pago: a Pix payment needs the payer’s e-mail');
      const payment = (await payments(idempotencyKey).create({
        body: {
          transaction_amount: toReais(amountCents),
          payment_method_id: 'pix',
          date_of_expiration: mpDate(expiresAt),
          external_reference: idempotencyKey,
          description,
          payer: payerOf(payer),
        },
      })) as MpPayment;
      return chargeOf(remember(idempotencyKey, payment));
    },

    async findPix(idempotencyKey) {
      const payment = await paymentOf(idempotencyKey);
      return payment ? chargeOf(payment) : null;
    },

    async cancelPix(idempotencyKey) {
      const payment = await paymentOf(idempotencyKey);
      if (payment?.id === undefined) return null;
      if (payment.status !== 'pending' && payment.status !== 'in_process') return chargeOf(payment);
      try {
        return chargeOf(
          remember(
            idempotencyKey,
            (await payments(`${idempotencyKey}-cancel`).cancel({ id: payment.id })) as MpPayment,
          ),
        );
      } catch (error) {
        // Refused because it was paid meanwhile: the payment came first, as Mercado Pago now says.
        if (!isRefusal(error)) throw error;
        return chargeOf((await payments().get({ id: payment.id })) as MpPayment);
      }
    },

    async keyOfPayment(id) {
      try {
        const payment = (await payments().get({ id })) as MpPayment & { payment_method_id?: string };
        if (!payment.external_reference) return null;
        remember(payment.external_reference, payment);
        return { key: payment.external_reference, pix: payment.payment_method_id === 'pix' };
      } catch (error) {
        if (error instanceof MercadoPagoError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
