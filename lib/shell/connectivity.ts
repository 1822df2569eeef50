/**
 * The connectivity check: GET /health_check every 30 s; the offline banner shows when the
 * counter drops below 2. The counter starts full (3), loses one per failed ping and is refilled by any
 * answer, so a single lost ping does not flash the banner: it takes two failures in a row.
 */

export const CONNECTIVITY_POLL_MS = 30_000;
export const CONNECTIVITY_COUNTER_FULL = 3;
const OFFLINE_BELOW = 2;

export function nextConnectivityCounter(counter: number, pingSucceeded: boolean): number {
  return pingSucceeded ? CONNECTIVITY_COUNTER_FULL : Math.max(0, counter - 1);
}

export function isOffline(counter: number): boolean {
  return counter < OFFLINE_BELOW;
}

/**
 * The offline banner. Without a current order the sentence reads
 * '... e continuaremos o seu pedido de onde você parou.'
 */
export function offlineMessage(phone: string, orderNumber?: string | null): string {
  const order = orderNumber ? `o seu pedido #${orderNumber}` : 'o seu pedido';
  return `Oops! Não estamos conseguindo conectar à internet. Se estiver com dificuldades em usar nosso site, ligue para ${phone} e continuaremos ${order} de onde você parou.`;
}
