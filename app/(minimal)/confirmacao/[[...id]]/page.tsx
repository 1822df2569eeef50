import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import QRCode from 'qrcode';
import { OrderConfirmation } from '@/components/checkout/order-confirmation';
import { LazyPixPayment } from '@/components/checkout/lazy-pix-payment';
import { AWAITING_PAYMENT } from '@/lib/rules/order-states';
import { confirmationNumber } from '@/lib/checkout/confirmation-address';
import { camelize } from '@/lib/sales-api/case';
import { SESSION_COOKIE } from '@/lib/server/auth/session-cookie';
import { confirmedOrder } from '@/lib/server/pages/order-confirmation';
import { getDb } from '@/lib/server/server-database';

export const metadata: Metadata = { title: 'Pedido recebido', robots: { index: false } };

/**
 * /confirmacao/{id} or /confirmacao?id={id} (docs/business-rules.md, Checkout): the order's summary to its
 * owner, the not-found page to anyone else (a page load is rewritten to it by proxy.ts already). An order
 * waiting for its Pix shows the Pix to pay first (Payment: Pix), its QR code drawn here as SVG.
 */
export default async function ConfirmationPage({
  params,
  searchParams,
}: {
  params: Promise<{ id?: string[] }>;
  searchParams: Promise<{ id?: string | string[] }>;
}) {
  await connection();
  const [{ id: path }, { id: query }, jar] = await Promise.all([params, searchParams, cookies()]);
  const number = confirmationNumber(path, query);
  const order = await confirmedOrder(await getDb(), jar.get(SESSION_COOKIE)?.value, number);
  if (!order) notFound();
  const pix = order.payments.findLast((payment) => payment.pix !== null)?.pix;
  if (order.fulfillment_state === AWAITING_PAYMENT && pix) {
    const qrSvg = await QRCode.toString(pix.br_code, { type: 'svg', margin: 0 });
    return <LazyPixPayment order={camelize(order)} qrSvg={qrSvg} />;
  }
  return <OrderConfirmation order={camelize(order)} />;
}
