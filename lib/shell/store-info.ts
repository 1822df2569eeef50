/** What the storefront shows about the store itself (the server fills it from the manager's settings or the configuration: lib/server/store/store-info.ts). */
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
  /** Opening hours, one line each ('Segunda a sábado, das 07:00 às 19:00'). */
  hours: string[];
  /**
   * The delivery terms the storefront shows (lib/server/store/delivery-costs.ts): the items total of free
   * scheduled delivery (BRL, '99.00') and the pickup hours, one line each. Absent (the crash screen's
   * copy, tests): the standard ones.
   */
  freeShippingFrom?: string;
  pickupHours?: string[];
}
