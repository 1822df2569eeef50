import type { StoreInfo } from '@/lib/shell/store-info';

/** The store's contacts as the crash screens' tests give them. */
export const store: StoreInfo = {
  name: 'Casa da Carne',
  phone: '(71) 3333-4444',
  phoneHref: 'tel:+557133334444',
  whatsappNumber: '5571988887777',
  email: 'contato@casadacarne.com.br',
  address: 'Rua das Carnes, 1',
  hours: ['Segunda a sábado, das 07:00 às 19:00'],
};
