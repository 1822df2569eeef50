/** The crash screen's texts. */

export const CRASH_TITLE = 'Ah, não! Algo deu errado. Por favor, tente novamente.';
export const CRASH_NOTIFIED = 'Nossa equipe técnica foi notificada desse erro e iremos investigar.';

/** How to reach the store if it happens again; the current order's number is appended when known. */
export function crashContactText(phone: string, email: string, orderNumber?: string | null): string {
  const contact = `Caso o erro se repita, entre em contato no ${phone} ou ${email}.`;
  return orderNumber ? `${contact} Seu pedido: #${orderNumber}.` : contact;
}
