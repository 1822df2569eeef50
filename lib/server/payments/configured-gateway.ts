/**
 * The shop's payment gateway, for every caller: the checkout (tokenise, authorise), the staff's orders
 * (captures, voids), the capture job and the completion recovery. They must all talk to one gateway, or
 * the recovery would ask one gateway about the keys another authorised (docs/architecture.md: the
 * built-in test gateway by default, Mercado Pago when MERCADOPAGO_* are set): an adapter is chosen here, once.
 */
import 'server-only';
import type { CardTokenizerJson } from '@/lib/sales-api/accounts';
import type { Db } from '../db/database';
import { mercadoPagoSettings } from '../config';
import type { PaymentGateway } from './gateway';
import { createMercadoPagoGateway } from './mercadopago-gateway';
import { createTestGateway } from './test-gateway';

let mercadoPago: PaymentGateway | undefined;

export function configuredGateway(getDb: () => Promise<Db>, clock?: () => Date): PaymentGateway {
  const settings = mercadoPagoSettings();
  if (!settings) return createTestGateway(getDb, clock);
  // One adapter per process: it remembers the ids of the payments it made (fewer searches).
  mercadoPago ??= createMercadoPagoGateway(settings);
  return mercadoPago;
}

/**
 * Where the browser tokenises a new card for the configured gateway: Mercado Pago's card tokens with the
 * public key, or the built-in test gateway's own call (POST /v2/card_tokens). The card number and CVV
 * never reach the checkout either way (docs/business-rules.md, Payment: authorise and capture).
 */
export function cardTokenizer(): CardTokenizerJson {
  const settings = mercadoPagoSettings();
  return settings
    ? { provider: 'mercadopago', public_key: settings.publicKey }
    : { provider: 'test', public_key: null };
}
