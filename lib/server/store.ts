/** What the storefront shows about the store itself, from configuration. */
import { config } from './config';

export interface StoreInfo {
  name: string;
  phone: string;
  /** tel: link target, digits only with the country code. */
  phoneHref: string;
  /** WhatsApp number, digits with country and area code (wa.me links). */
  whatsappNumber: string;
  email: string;
  /** Street address of the shop, where orders can be picked up. */
  address: string;
}

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
