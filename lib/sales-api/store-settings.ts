/**
 * The store settings the manager edits in the back office (docs/business-rules.md, Delivery windows and
 * holds; Coupons): the shop's holidays, the scheduled delivery windows of each weekday with their capacity,
 * and the coupons. The same schemas check the staff's forms (components/staff/store-*.tsx) and the API
 * (422 with these pt-BR messages at the fields).
 */
import '@/lib/rules/zod-jitless';
import { z } from '@hono/zod-openapi';
import { requiredText } from '@/lib/rules/fields';
import { COUPON_KINDS, COUPON_STATUSES, HOLIDAY_KINDS } from './store-settings-text';
import { shopDayField } from './common-fields';

export const SETTINGS_MESSAGES = {
  day: 'Informe a data (AAAA-MM-DD)',
  holidayName: 'Informe o nome do feriado',
  holidayNameTooLong: 'Nome muito longo. Max 60 letras',
  kind: 'Escolha se a loja fecha ou só não entrega',
  dayTaken: 'Já existe um feriado nesse dia',
  openHour: 'Hora de abertura inválida (0 a 23)',
  closeHour: 'Hora de fechamento inválida (1 a 24)',
  openBeforeClose: 'A abertura deve ser antes do fechamento.',
  bothHours: 'Informe a abertura e o fechamento, ou deixe os dois em branco.',
  closedHours: 'A loja fechada não abre: deixe o horário em branco.',
  weekday: 'Escolha o dia da semana',
  startHour: 'Hora de início inválida (0 a 23)',
  endHour: 'Hora de fim inválida (1 a 24)',
  endAfterStart: 'O fim deve ser depois do início',
  capacity: 'Capacidade inválida (1 a 1000 pedidos)',
  windowTaken: 'Esse dia já tem uma janela nesse horário',
  capacityBelowBooked: (booked: number, day: string) =>
    `Já há ${booked} ${booked === 1 ? 'pedido agendado' : 'pedidos agendados'} nessa janela em ${day}: a capacidade não pode ficar abaixo disso`,
} as const;

const hour = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** Whether `value` is a whole hour from `min` to `max` (the order of two hours is checked only then). */
const isHour = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

export const holidayBodySchema = z
  .object({
    day: shopDayField(SETTINGS_MESSAGES.day).openapi({
      example: '2026-12-08',
      description: "The shop's calendar day (America/Bahia)",
    }),
    name: requiredText(60, SETTINGS_MESSAGES.holidayNameTooLong, SETTINGS_MESSAGES.holidayName).openapi({
      example: 'Nossa Senhora da Conceição da Praia',
    }),
    kind: z.enum(HOLIDAY_KINDS, { error: SETTINGS_MESSAGES.kind }).openapi({
      description:
        "'holiday': no scheduled delivery nor express, pickup on its own hours (Sunday's when it has none); 'closed': no pickup either",
    }),
    open_hour: hour(SETTINGS_MESSAGES.openHour, 0, 23).nullable().default(null).openapi({
      example: 8,
      description:
        "A holiday's pickup opens at this whole hour (America/Bahia); null, or left out: Sunday's hours. Only for 'holiday', with close_hour",
    }),
    close_hour: hour(SETTINGS_MESSAGES.closeHour, 1, 24).nullable().default(null).openapi({
      example: 14,
      description: "...and closes at this one, after open_hour; null, or left out: Sunday's hours",
    }),
  })
  .superRefine((body, context) => {
    const open = body.open_hour ?? null;
    const close = body.close_hour ?? null;
    if (open === null && close === null) return;
    if (body.kind === 'closed') {
      const path = open === null ? 'close_hour' : 'open_hour';
      context.addIssue({ code: 'custom', path: [path], message: SETTINGS_MESSAGES.closedHours });
    } else if (open === null || close === null) {
      const path = open === null ? 'open_hour' : 'close_hour';
      context.addIssue({ code: 'custom', path: [path], message: SETTINGS_MESSAGES.bothHours });
    } else if (isHour(open, 0, 23) && isHour(close, 1, 24) && close <= open) {
      context.addIssue({ code: 'custom', path: ['close_hour'], message: SETTINGS_MESSAGES.openBeforeClose });
    }
  })
  .openapi('StoreHolidayRequest');
export type HolidayBody = z.output<typeof holidayBodySchema>;
export type HolidayInput = z.input<typeof holidayBodySchema>;

export const holidaySchema = z
  .object({
    id: z.number().int(),
    day: z.string().openapi({ example: '2026-12-08' }),
    name: z.string(),
    kind: z.enum(HOLIDAY_KINDS),
    open_hour: z.number().int().nullable().openapi({
      example: 8,
      description: "A holiday's own pickup hours [open_hour, close_hour); null: Sunday's (or a closed day)",
    }),
    close_hour: z.number().int().nullable().openapi({ example: 14 }),
    booked_orders: z.number().int().openapi({
      description:
        'Orders placed for that day (complete, not canceled nor denied), scheduled, express or picked up: they stand (the staff deliver them, or hand them over); new bookings are refused',
    }),
  })
  .openapi('StoreHoliday');
export type HolidayJson = z.infer<typeof holidaySchema>;

export const holidaysSchema = z.object({ holidays: z.array(holidaySchema) }).openapi('StoreHolidays');
export type HolidaysJson = z.infer<typeof holidaysSchema>;

export const holidaysQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'Ano inválido' })
    .int('Ano inválido')
    .min(2000, 'Ano inválido')
    .max(2100, 'Ano inválido')
    .optional()
    .openapi({ param: { name: 'year', in: 'query' }, description: 'Only that year; all by default' }),
});

export const deliveryWindowBodySchema = z
  .object({
    weekday: hour(SETTINGS_MESSAGES.weekday, 0, 6).openapi({ description: '0 Sunday ... 6 Saturday' }),
    start_hour: hour(SETTINGS_MESSAGES.startHour, 0, 23).openapi({ example: 8 }),
    end_hour: hour(SETTINGS_MESSAGES.endHour, 1, 24).openapi({ example: 13 }),
    capacity: hour(SETTINGS_MESSAGES.capacity, 1, 1000).openapi({
      example: 20,
      description:
        'Orders the window takes on each of its days; never below what a future day of it has booked already',
    }),
  })
  .superRefine((body, context) => {
    if (
      typeof body.start_hour === 'number' &&
      typeof body.end_hour === 'number' &&
      body.end_hour <= body.start_hour
    ) {
      context.addIssue({ code: 'custom', path: ['end_hour'], message: SETTINGS_MESSAGES.endAfterStart });
    }
  })
  .openapi('DeliveryWindowRequest');
export type DeliveryWindowBody = z.output<typeof deliveryWindowBodySchema>;

export const deliveryWindowSchema = z
  .object({
    id: z.number().int(),
    weekday: z.number().int().openapi({ description: '0 Sunday ... 6 Saturday' }),
    start_hour: z.number().int(),
    end_hour: z.number().int(),
    capacity: z.number().int(),
    booked_ahead: z.number().int().openapi({
      description: 'The most orders booked in one future day of this window: the lowest capacity it accepts',
    }),
  })
  .openapi('DeliveryWindow');
export type DeliveryWindowJson = z.infer<typeof deliveryWindowSchema>;

export const deliveryWindowsSchema = z
  .object({ windows: z.array(deliveryWindowSchema) })
  .openapi('DeliveryWindows');
export type DeliveryWindowsJson = z.infer<typeof deliveryWindowsSchema>;

export const COUPON_MESSAGES_ADMIN = {
  code: 'Código de 3 a 30 letras ou números, sem espaços (ex.: CHURRAS20)',
  codeTaken: 'Já existe um cupom com esse código',
  name: 'Informe a descrição do cupom',
  nameTooLong: 'Descrição muito longa. Max 80 letras',
  kind: 'Escolha o tipo do cupom',
  percent: 'Percentual de 1 a 100, sem casas decimais',
  amount: 'Valor inválido (ex.: 25,90)',
  positive: 'Informe um valor maior que zero',
  date: 'Data inválida',
  endsBeforeStart: 'A data final deve ser igual ou depois da inicial',
  limit: 'Limite inválido: um número a partir de 1, ou vazio para sem limite',
  limitBelowUses: (uses: number) =>
    `Este cupom já foi usado ${uses} ${uses === 1 ? 'vez' : 'vezes'}: o limite não pode ficar abaixo disso`,
} as const;

const MONEY = /^\d{1,7}(?:[.,]\d{1,2})?$/;
/** An amount in BRL as typed ('25,90' or '25.90'), sent on with a dot. */
export const brl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(MONEY, message)
    .transform((amount) => amount.replace(',', '.'));

const limit = z
  .number({ error: COUPON_MESSAGES_ADMIN.limit })
  .int(COUPON_MESSAGES_ADMIN.limit)
  .min(1, COUPON_MESSAGES_ADMIN.limit)
  .max(1_000_000, COUPON_MESSAGES_ADMIN.limit)
  .nullable();

const shopDay = shopDayField(COUPON_MESSAGES_ADMIN.date);

export const couponBodySchema = z
  .object({
    code: z
      .string({ error: COUPON_MESSAGES_ADMIN.code })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,30}$/, COUPON_MESSAGES_ADMIN.code)
      .openapi({ example: 'CHURRAS20', description: 'Read in upper case' }),
    name: requiredText(80, COUPON_MESSAGES_ADMIN.nameTooLong, COUPON_MESSAGES_ADMIN.name).openapi({
      example: 'R$ 20 de desconto a partir de R$ 150 em produtos',
    }),
    kind: z.enum(COUPON_KINDS, { error: COUPON_MESSAGES_ADMIN.kind }),
    amount: z.string({ error: COUPON_MESSAGES_ADMIN.amount }).trim().openapi({
      example: '20.00',
      description:
        "'percent': a whole percent, 1 to 100; 'fixed': BRL off the items ('25,90' or '25.90'); 'free_shipping': ignored",
    }),
    min_item_total: brl(COUPON_MESSAGES_ADMIN.amount).openapi({
      example: '150.00',
      description: 'Minimum items total, BRL; 0 for none',
    }),
    starts_on: shopDay.openapi({
      example: '2026-12-01',
      description: 'First day it is valid (America/Bahia)',
    }),
    ends_on: shopDay
      .nullable()
      .openapi({ example: '2026-12-31', description: 'Last day it is valid; null: no end' }),
    usage_limit: limit.openapi({ description: 'Uses of all customers; null: no limit' }),
    per_customer_limit: limit.openapi({ description: 'Uses of one customer; null: no limit' }),
    active: z.boolean({ error: 'Ativo: sim ou não' }),
    advertised: z
      .boolean({ error: 'Anunciado: sim ou não' })
      .openapi({ description: 'Offered at checkout (GET /promotions?by_eligible=true)' }),
  })
  .superRefine((body, context) => {
    const amount = typeof body.amount === 'string' ? body.amount.replace(',', '.') : '';
    if (
      body.kind === 'percent' &&
      !(/^\d{1,3}$/.test(amount) && Number(amount) >= 1 && Number(amount) <= 100)
    ) {
      context.addIssue({ code: 'custom', path: ['amount'], message: COUPON_MESSAGES_ADMIN.percent });
    }
    if (body.kind === 'fixed') {
      if (!MONEY.test(amount)) {
        context.addIssue({ code: 'custom', path: ['amount'], message: COUPON_MESSAGES_ADMIN.amount });
      } else if (Number(amount) <= 0) {
        context.addIssue({ code: 'custom', path: ['amount'], message: COUPON_MESSAGES_ADMIN.positive });
      }
    }
    if (
      typeof body.starts_on === 'string' &&
      typeof body.ends_on === 'string' &&
      body.ends_on < body.starts_on
    ) {
      context.addIssue({ code: 'custom', path: ['ends_on'], message: COUPON_MESSAGES_ADMIN.endsBeforeStart });
    }
  })
  .openapi('CouponRequest');
export type CouponBody = z.output<typeof couponBodySchema>;
export type CouponInput = z.input<typeof couponBodySchema>;

/**
 * The list's 'Ativar' and 'Desativar': the active flag alone, so that a list read before another change of
 * the coupon's terms does not put the old terms back.
 */
export const couponActiveSchema = z
  .object({ active: z.boolean({ error: 'Ativo: sim ou não' }) })
  .openapi('CouponActive');
export type CouponActiveBody = z.output<typeof couponActiveSchema>;

export const couponSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    kind: z.enum(COUPON_KINDS),
    amount: z.string().openapi({ example: '20.00' }),
    min_item_total: z.string().openapi({ example: '150.00' }),
    starts_on: z.string().openapi({ example: '2026-12-01' }),
    ends_on: z.string().nullable().openapi({ example: '2026-12-31' }),
    usage_limit: z.number().int().nullable(),
    per_customer_limit: z.number().int().nullable(),
    active: z.boolean(),
    advertised: z.boolean(),
    usage_count: z.number().int().openapi({ description: 'Completed orders that used it' }),
    customer_count: z.number().int().openapi({ description: 'Customers who used it' }),
    status: z.enum(COUPON_STATUSES),
  })
  .openapi('Coupon');
export type CouponJson = z.infer<typeof couponSchema>;

export const couponsSchema = z.object({ coupons: z.array(couponSchema) }).openapi('Coupons');
export type CouponsJson = z.infer<typeof couponsSchema>;
