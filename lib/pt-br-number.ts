/**
 * Numbers as pt-BR writes them ('1.234,5'), exactly as Intl.NumberFormat('pt-BR') does for the values the
 * shop shows: whole counts, weights in grams, amounts in cents. Written here rather than with Intl because
 * a browser's first Intl formatter loads the locale's data, a long main-thread task on a slow phone on
 * every page that shows a price (docs/performance.md). pt-br-number.test.ts checks it against Intl.
 */

/** The digits of a whole number, grouped by thousands: '1234567' → '1.234.567'. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A whole number, rounded half away from zero as Intl does: 1234.5 → '1.235'. */
export function formatWhole(value: number): string {
  return `${value < 0 ? '-' : ''}${grouped(String(Math.round(Math.abs(value))))}`;
}

/** Thousandths of a unit (grams of a Kg) as units with at most 3 places: 1500 → '1,5', 2000 → '2'. */
export function formatThousandths(thousandths: number): string {
  const whole = Math.round(Math.abs(thousandths));
  const fraction = String(whole % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  const text = grouped(String(Math.floor(whole / 1000))) + (fraction ? `,${fraction}` : '');
  return thousandths < 0 ? `-${text}` : text;
}

/** Cents as units with 2 places: 123450n → '1.234,50', -5n → '-0,05'. */
export function formatHundredths(cents: bigint): string {
  const magnitude = cents < 0n ? -cents : cents;
  const text = `${grouped(String(magnitude / 100n))},${String(magnitude % 100n).padStart(2, '0')}`;
  return cents < 0n ? `-${text}` : text;
}
