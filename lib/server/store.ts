/** What the storefront shows about the store itself, from configuration. */
import { config } from './config';

export interface StoreInfo {
  name: string;
  phone: string;
  /** tel: link target, digits only with the country code. */
  phoneHref: string;
}

export function storeInfo(): StoreInfo {
  const { STORE_NAME, STORE_PHONE } = config();
  return { name: STORE_NAME, phone: STORE_PHONE, phoneHref: `tel:+55${STORE_PHONE.replace(/\D/g, '')}` };
}
