/**
 * The delivery picker's scrolling: 4 rates show at a time, one above the other, and
 * each arrow moves 2. `first` is the index of the top rate shown; it never leaves a page shorter than 4
 * (unless there are fewer than 4 rates in all).
 */
export const VISIBLE_RATES = 4;
const RATES_PER_SCROLL = 2;

function lastStart(total: number): number {
  return Math.max(0, total - VISIBLE_RATES);
}

export function canScrollBack(first: number): boolean {
  return first > 0;
}

export function canScrollOn(first: number, total: number): boolean {
  return first < lastStart(total);
}

export function scrolledBack(first: number): number {
  return Math.max(0, first - RATES_PER_SCROLL);
}

export function scrolledOn(first: number, total: number): number {
  return Math.min(first + RATES_PER_SCROLL, lastStart(total));
}

/** Where the picker opens: at the top, or on the page (of 2) that shows the rate already chosen. */
export function openingStart(rateIds: readonly number[], selectedId: number | null): number {
  const index = selectedId === null ? -1 : rateIds.indexOf(selectedId);
  if (index < VISIBLE_RATES) return 0;
  return Math.min(index - (index % RATES_PER_SCROLL), lastStart(rateIds.length));
}
