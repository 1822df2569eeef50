/**
 * Money without binary floats. Amounts travel as decimal strings ("59.90", or "0.0899" per gram) and
 * are computed as bigint micro-reais (1 BRL = 1_000_000 micros), so a price per gram keeps all of its
 * digits. Rounding to cents (half up) happens only where a total is shown or charged.
 */

import { formatHundredths } from './pt-br-number';

const MICROS_PER_REAL = 1_000_000n;
const MICROS_PER_CENT = 10_000n;
const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,6}))?$/;

export class InvalidAmountError extends Error {}

/** "89.90" → 89_900_000n micros. At most 6 decimal places. */
export function parseAmount(amount: string): bigint {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new InvalidAmountError(`Not a decimal amount: "${amount}"`);
  const [, sign, whole = '0', fraction = ''] = match;
  const micros = BigInt(whole) * MICROS_PER_REAL + BigInt(fraction.padEnd(6, '0'));
  return sign ? -micros : micros;
}

function divideRoundingHalfUp(value: bigint, divisor: bigint): bigint {
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return negative ? -rounded : rounded;
}

/** Micros → cents, half up (0.005 → 0.01). */
export function microsToCents(micros: bigint): bigint {
  return divideRoundingHalfUp(micros, MICROS_PER_CENT);
}

/** Cents → "59.90", the API's money format. */
export function formatCents(cents: bigint): string {
  const negative = cents < 0n;
  const magnitude = negative ? -cents : cents;
  const text = `${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** Micros → a decimal string with `places` digits (half up), e.g. a price per gram with 6. */
export function formatMicros(micros: bigint, places = 6): string {
  const divisor = 10n ** BigInt(6 - places);
  const scaled = divideRoundingHalfUp(micros, divisor);
  const negative = scaled < 0n;
  const magnitude = negative ? -scaled : scaled;
  const unit = 10n ** BigInt(places);
  const text =
    places === 0
      ? `${magnitude}`
      : `${magnitude / unit}.${(magnitude % unit).toString().padStart(places, '0')}`;
  return negative ? `-${text}` : text;
}

/** "59.90" → "59.90"; "0.0899" → "0.09": the amount rounded to cents. */
export function roundToCents(amount: string): string {
  return formatCents(microsToCents(parseAmount(amount)));
}

/** Price of `quantity` (grams or units) at `unitPrice` per gram or per unit, in cents (half up). */
export function lineTotalCents(quantity: number, unitPrice: string): bigint {
  if (!Number.isInteger(quantity)) throw new InvalidAmountError(`Quantity must be an integer: ${quantity}`);
  return microsToCents(parseAmount(unitPrice) * BigInt(quantity));
}

/** A price per gram shown per Kg: "0.0899" → "89.90". */
export function pricePerKg(pricePerGram: string): string {
  return formatCents(microsToCents(parseAmount(pricePerGram) * 1000n));
}

/** A price per Kg stored per gram: "89.90" → "0.089900". Exact for any price in cents. */
export function pricePerGram(pricePerKilogram: string): string {
  return formatMicros(parseAmount(pricePerKilogram) / 1000n);
}

/** "89.90" → "R$ 89,90" (as Intl's pt-BR currency format writes it, with a non-breaking space). */
export function formatBRL(amount: string | bigint): string {
  const cents = typeof amount === 'bigint' ? amount : microsToCents(parseAmount(amount));
  return `${cents < 0n ? '-' : ''}R$\u00a0${formatHundredths(cents < 0n ? -cents : cents)}`;
}

/** A stored decimal ("0.089900", "12.500000") in its shortest exact form, at least 2 places ("0.0899", "12.50"). */
export function normalizeAmount(amount: string): string {
  const text = formatMicros(parseAmount(amount));
  return text.replace(/(\.\d{2}\d*?)0+$/, '$1');
}
