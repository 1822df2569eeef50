/** The store's public contacts as the API sends them (from configuration). */
import { z } from '@hono/zod-openapi';

export const storeSchema = z
  .object({
    name: z.string().openapi({ example: 'Casa da Carne' }),
    phone: z.string().openapi({ example: '(71) 3333-4444' }),
    phone_href: z.string().openapi({ example: 'tel:+557133334444' }),
    whatsapp_number: z.string().openapi({ example: '5571988887777' }),
    email: z.string().openapi({ example: 'contato@casadacarne.com.br' }),
    address: z.string(),
  })
  .openapi('Store');
export type StoreJson = z.infer<typeof storeSchema>;
