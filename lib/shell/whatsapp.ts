/** The header's chat-on-WhatsApp link: its prefilled text mentions the current order when there is one. */

export function whatsappText(storeName: string, orderNumber?: string | null): string {
  return orderNumber
    ? `Olá, ${storeName}! Preciso de ajuda com o meu pedido #${orderNumber}.`
    : `Olá, ${storeName}! Preciso de ajuda para fazer o meu pedido.`;
}

/** https://wa.me/{number}?text=... ; `number` is digits with the country code (config WHATSAPP_NUMBER). */
export function whatsappLink(number: string, storeName: string, orderNumber?: string | null): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(whatsappText(storeName, orderNumber))}`;
}
