/**
 * Refunds as the shop's screens show them (docs/business-rules.md, Refunds): the customer's line 'Estorno
 * de R$ x em dd/mm' (the shop's day, America/Bahia) and, for the manager's form, where each stands at the
 * gateway, what was taken (the captured card, or the paid Pix) and what is left to refund of it, in bigint
 * cents.
 */
import { formatBRL, microsToCents, parseAmount } from '@/lib/money';
import { shopDigits } from '@/lib/shop-clock';

interface RefundFacts {
  amount: string;
  createdAt: string;
}

/** 'Estorno de R$ 25,90 em 30/11'. */
export function refundText(refund: RefundFacts): string {
  return `Estorno de ${formatBRL(refund.amount)} em ${shopDigits(refund.createdAt, 'day')}`;
}

/**
 * Where a refund stands at the gateway, as the staff read it: 'Pendente na operadora' until the gateway
 * confirms it (the sweep asks again), 'Recusado pela operadora' once refused for good (settled with the
 * gateway by the staff); null once confirmed.
 */
export function refundGatewayText(refund: {
  confirmedAt: string | null;
  refusedAt: string | null;
}): string | null {
  if (refund.refusedAt) return 'Recusado pela operadora';
  if (!refund.confirmedAt) return 'Pendente na operadora';
  return null;
}

/**
 * Where a card's capture stands at the gateway once decided (the weighing recorded), as the staff read it:
 * 'Captura pendente na operadora' until the gateway confirms it, 'Captura recusada pela operadora' once
 * refused for good (an authorisation expired or released: settled with the customer); null otherwise.
 */
export function captureText(payment: {
  state: string;
  source: object | null;
  capturedAmount: string | null;
  captureRefusedAt: string | null;
}): string | null {
  if (payment.captureRefusedAt) return 'Captura recusada pela operadora';
  if (payment.source && payment.state === 'completed' && !payment.capturedAmount) {
    return 'Captura pendente na operadora';
  }
  return null;
}

/** How the staff read what a settled payment took: 'Cobrado no cartão: R$ x' or 'Pago no Pix: R$ x'. */
export function settledText(payment: { capturedAmount: string; pix: object | null }): string {
  return `${payment.pix ? 'Pago no Pix' : 'Cobrado no cartão'}: ${formatBRL(payment.capturedAmount)}`;
}

/**
 * What is left to refund in cents: the captured amount less the refunds; 0 when nothing was captured
 * (paid on delivery, or the capture not confirmed yet).
 */
export function refundableCents(
  capturedAmount: string | null | undefined,
  refunds: readonly Pick<RefundFacts, 'amount'>[],
): bigint {
  if (!capturedAmount) return 0n;
  const refunded = refunds.reduce((sum, refund) => sum + microsToCents(parseAmount(refund.amount)), 0n);
  const left = microsToCents(parseAmount(capturedAmount)) - refunded;
  return left > 0n ? left : 0n;
}
