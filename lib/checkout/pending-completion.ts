/**
 * The order whose completion this tab sent and has not seen settle. Should the page be reloaded or left
 * while the order is being completed (its answer lost, a gateway slow to authorise), the customer's
 * current order is gone from the cart (a completing order is no longer open): the checkout then asks that
 * order how it ended instead of saying the cart is empty, and a complete one goes to its confirmation.
 * Kept in sessionStorage (this tab only); storage refused (private mode) only loses the reminder.
 */
const PENDING_KEY = 'casa-da-carne.completing';

export function rememberCompletion(number: string): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, number);
  } catch {
    // No storage: the answer itself still settles the completion.
  }
}

export function pendingCompletion(): string | null {
  try {
    return window.sessionStorage.getItem(PENDING_KEY);
  } catch {
    return null;
  }
}

export function forgetCompletion(): void {
  try {
    window.sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Nothing was kept.
  }
}
