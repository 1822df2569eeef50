/**
 * Card numbers typed where they do not belong (an observation, a search, an error message) must not be
 * stored or logged. A run of 13 to 19 digits, optionally split by spaces or dashes as people type them,
 * that passes the Luhn check is a card number for this purpose; all but its last four digits are masked.
 */
const CANDIDATE = /\d(?:[ -]?\d){12,18}/g;

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function maskCardNumbers(text: string): string {
  return text.replace(CANDIDATE, (run) => {
    const digits = run.replace(/\D/g, '');
    if (!passesLuhn(digits)) return run;
    return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
  });
}

/** The same masking over every string of a JSON-like value (objects and arrays, to a bounded depth). */
export function maskCardNumbersDeep<T>(value: T, depth = 6): T {
  if (typeof value === 'string') return maskCardNumbers(value) as T;
  if (depth === 0 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskCardNumbersDeep(item, depth - 1)) as T;
  if (value instanceof Error) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, maskCardNumbersDeep(item, depth - 1)]),
  ) as T;
}
