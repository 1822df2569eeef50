/** What the storefront shows about the store itself, from configuration. */
import type { StoreInfo } from '@/lib/shell/store-info';
import { config } from '../config';

/** When the store is open, and pickup orders can be fetched (lib/checkout/delivery-windows.ts). */
export const STORE_HOURS = 'Segunda a sábado, das 07:00 às 19:00. Domingos e feriados, das 07:00 às 12:00.';

export function storeInfo(): StoreInfo {
  const { STORE_NAME, STORE_PHONE, WHATSAPP_NUMBER, STORE_EMAIL, STORE_ADDRESS } = config();
  return {
    name: STORE_NAME,
    phone: STORE_PHONE,
    phoneHref: `tel:+55${STORE_PHONE.replace(/\D/g, '')}`,
    whatsappNumber: WHATSAPP_NUMBER,
    email: STORE_EMAIL,
    address: STORE_ADDRESS,
  };
}
