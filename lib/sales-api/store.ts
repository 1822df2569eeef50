/**
 * The store's public contacts as the API sends them, and the store's information as the manager edits it
 * (docs/business-rules.md, Store back office): the configuration's values unless the manager changed them.
 * The same schema checks the manager's form (components/store/store-info-form.tsx) and the API.
 */
import '@/lib/rules/zod-jitless';
import { z } from '@hono/zod-openapi';
import { emailField, requiredText, textRule } from '@/lib/rules/fields';

export const storeSchema = z
  .object({
    name: z.string().openapi({ example: 'Casa da Carne' }),
    phone: z.string().openapi({ example: '(71) 3333-4444' }),
    phone_href: z.string().openapi({ example: 'tel:+557133334444' }),
    whatsapp_number: z.string().openapi({ example: '5571988887777' }),
    email: z.string().openapi({ example: 'contato@casadacarne.com.br' }),
    address: z.string(),
    hours: z.array(z.string()).openapi({
      example: ['Segunda a sábado, das 07:00 às 19:00', 'Domingos e feriados, das 07:00 às 12:00'],
      description: "The store's opening hours, one line each",
    }),
  })
  .openapi('Store');
export type StoreJson = z.infer<typeof storeSchema>;

export const STORE_INFO_MESSAGES = {
  name: 'Informe o nome da loja',
  nameTooLong: 'Nome muito longo. Max 60 letras',
  phone: 'Telefone no formato (71) 3333-4444',
  whatsapp: 'WhatsApp com país e DDD, só números (ex.: 5571988887777)',
  address: 'Informe o endereço da loja',
  addressTooLong: 'Endereço muito longo. Max 200 letras',
  hours: 'Informe o horário de funcionamento',
  hoursTooLong: 'Horário muito longo: até 4 linhas de 80 letras',
} as const;

/** Lines of the hours text: the footer shows one per line, the contact page joins them. */
export function hoursLines(hours: string): string[] {
  return hours
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export const storeInfoBodySchema = z
  .object({
    name: requiredText(60, STORE_INFO_MESSAGES.nameTooLong, STORE_INFO_MESSAGES.name).openapi({
      example: 'Casa da Carne',
    }),
    phone: z
      .string({ error: STORE_INFO_MESSAGES.phone })
      .trim()
      .regex(/^\(\d{2}\) \d{4,5}-\d{4}$/, STORE_INFO_MESSAGES.phone)
      .openapi({ example: '(71) 3333-4444' }),
    whatsapp_number: z
      .string({ error: STORE_INFO_MESSAGES.whatsapp })
      .trim()
      .regex(/^55\d{10,11}$/, STORE_INFO_MESSAGES.whatsapp)
      .openapi({ example: '5571988887777' }),
    // A shared field, made before the contract's zod may have been extended: no .openapi() on it.
    email: emailField,
    address: requiredText(200, STORE_INFO_MESSAGES.addressTooLong, STORE_INFO_MESSAGES.address).openapi({
      example: 'Av. Manoel Dias da Silva, 1000, Pituba, Salvador - BA',
    }),
    hours: z
      .string({ error: STORE_INFO_MESSAGES.hours })
      .check(textRule('multi-line'))
      .superRefine((value, context) => {
        const lines = hoursLines(value);
        if (lines.length === 0) context.addIssue({ code: 'custom', message: STORE_INFO_MESSAGES.hours });
        else if (lines.length > 4 || lines.some((line) => line.length > 80))
          context.addIssue({ code: 'custom', message: STORE_INFO_MESSAGES.hoursTooLong });
      })
      .openapi({
        example: 'Segunda a sábado, das 07:00 às 19:00\nDomingos e feriados, das 07:00 às 12:00',
        description: 'One line each, up to 4',
      }),
  })
  .openapi('StoreInfoRequest');
export type StoreInfoBody = z.output<typeof storeInfoBodySchema>;

const storeInfoValuesSchema = z
  .object({
    name: z.string(),
    phone: z.string(),
    whatsapp_number: z.string(),
    email: z.string(),
    address: z.string(),
    hours: z.string().openapi({ description: 'One line each' }),
  })
  .openapi('StoreInfoValues');

export const storeInfoSettingSchema = z
  .object({
    info: storeInfoValuesSchema.openapi({ description: 'What the shop shows now' }),
    defaults: storeInfoValuesSchema.openapi({
      description: "The configuration's values (docs/operations.md)",
    }),
    edited: z
      .boolean()
      .openapi({ description: 'Whether the manager changed them (false: the configuration)' }),
  })
  .openapi('StoreInfoSetting');
export type StoreInfoSettingJson = z.infer<typeof storeInfoSettingSchema>;
