/**
 * The delivery terms the manager edits (docs/business-rules.md, Shipping and pickup): the delivery cost of
 * each city, the items total from which scheduled delivery is free, the express surcharge and hours, and
 * the pickup hours. The configuration's values (SHIPPING_COSTS, EXPRESS_SURCHARGE) and the shop's standard
 * hours are the defaults. The same schema checks the screen (components/store/store-delivery.tsx) and the
 * API (422 with these pt-BR messages at the fields).
 */
import '@/lib/rules/zod-jitless';
import { z } from '@hono/zod-openapi';
import { DELIVERY_CITIES } from '@/lib/rules/delivery-area';
import { brl } from './store-settings';

export const DELIVERY_MESSAGES = {
  amount: 'Valor inválido (ex.: 9,90)',
  hour: 'Hora inválida (0 a 24)',
  closeAfterOpen: 'O fim deve ser depois do início',
} as const;

const hour = z
  .number({ error: DELIVERY_MESSAGES.hour })
  .int(DELIVERY_MESSAGES.hour)
  .min(0, DELIVERY_MESSAGES.hour)
  .max(24, DELIVERY_MESSAGES.hour);

const amount = () => brl(DELIVERY_MESSAGES.amount);

export const deliveryBodySchema = z
  .object({
    costs: z
      .object(
        Object.fromEntries(DELIVERY_CITIES.map((city) => [city, amount()])) as Record<
          (typeof DELIVERY_CITIES)[number],
          ReturnType<typeof amount>
        >,
      )
      .openapi({
        example: { Salvador: '9.90', 'Lauro de Freitas': '14.90', 'Vila de Abrantes': '19.90' },
        description: 'Delivery cost of each city the shop delivers to, BRL',
      }),
    free_from: amount().openapi({
      example: '99.00',
      description: 'Scheduled delivery is free from this items total, BRL',
    }),
    express_surcharge: amount().openapi({
      example: '15.00',
      description: "Express costs the city's price plus this, BRL",
    }),
    express_from: hour.openapi({
      example: 8,
      description: 'Express is offered from this hour (America/Bahia)',
    }),
    express_until: hour.openapi({ example: 18, description: 'until this one (not on Sundays nor holidays)' }),
    pickup_weekday_open: hour.openapi({ example: 7, description: 'Pickup, Monday to Saturday: opens' }),
    pickup_weekday_close: hour.openapi({ example: 19, description: '... closes' }),
    pickup_sunday_open: hour.openapi({ example: 7, description: 'Pickup, Sundays and holidays: opens' }),
    pickup_sunday_close: hour.openapi({ example: 12, description: '... closes' }),
  })
  .superRefine((body, context) => {
    // Only between two valid hours: a wrong one has its own message.
    const isHour = (value: unknown): value is number =>
      Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 24;
    const after = (from: keyof typeof body, until: keyof typeof body) => {
      const [start, end] = [body[from], body[until]];
      if (isHour(start) && isHour(end) && end <= start)
        context.addIssue({ code: 'custom', path: [until], message: DELIVERY_MESSAGES.closeAfterOpen });
    };
    after('express_from', 'express_until');
    after('pickup_weekday_open', 'pickup_weekday_close');
    after('pickup_sunday_open', 'pickup_sunday_close');
  })
  .openapi('DeliveryTermsRequest');
export type DeliveryBody = z.output<typeof deliveryBodySchema>;
export type DeliveryInput = z.input<typeof deliveryBodySchema>;

const deliveryValuesSchema = z
  .object({
    costs: z.record(z.string(), z.string()),
    free_from: z.string(),
    express_surcharge: z.string(),
    express_from: z.number().int(),
    express_until: z.number().int(),
    pickup_weekday_open: z.number().int(),
    pickup_weekday_close: z.number().int(),
    pickup_sunday_open: z.number().int(),
    pickup_sunday_close: z.number().int(),
  })
  .openapi('DeliveryTerms');

export const deliverySettingSchema = z
  .object({
    delivery: deliveryValuesSchema.openapi({ description: 'What the checkout uses now' }),
    defaults: deliveryValuesSchema.openapi({
      description: "The configuration's and the shop's standard terms",
    }),
    edited: z.boolean().openapi({ description: 'Whether the manager changed them' }),
  })
  .openapi('DeliveryTermsSetting');
export type DeliverySettingJson = z.infer<typeof deliverySettingSchema>;
