/**
 * The store settings the manager edits in the back office (docs/business-rules.md, Delivery windows and
 * holds; Coupons): the shop's holidays, the scheduled delivery windows of each weekday with their capacity,
 * and the coupons. The same schemas check the staff's forms (components/staff/store-*.tsx) and the API
 * (422 with these pt-BR messages at the fields).
 */
import { z } from '@hono/zod-openapi';
import { requiredText } from '@/lib/rules/fields';

export const HOLIDAY_KINDS = ['closed', 'holiday'] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];

/** What each kind means, as the staff read it. */
export const HOLIDAY_KIND_LABELS: Record<HolidayKind, string> = {
  closed: 'Loja fechada (sem entrega nem retirada)',
  holiday: 'Feriado (sem entrega; retirada no horário de domingo)',
};

export const SETTINGS_MESSAGES = {
  day: 'Informe a data (AAAA-MM-DD)',
  holidayName: 'Informe o nome do feriado',
  holidayNameTooLong: 'Nome muito longo. Max 60 letras',
  kind: 'Escolha se a loja fecha ou só não entrega',
  dayTaken: 'Já existe um feriado nesse dia',
  weekday: 'Escolha o dia da semana',
  startHour: 'Hora de início inválida (0 a 23)',
  endHour: 'Hora de fim inválida (1 a 24)',
  endAfterStart: 'O fim deve ser depois do início',
  capacity: 'Capacidade inválida (1 a 1000 pedidos)',
  windowTaken: 'Esse dia já tem uma janela nesse horário',
  capacityBelowBooked: (booked: number, day: string) =>
    `Já há ${booked} ${booked === 1 ? 'pedido agendado' : 'pedidos agendados'} nessa janela em ${day}: a capacidade não pode ficar abaixo disso`,
} as const;

export const holidayBodySchema = z
  .object({
    day: z.iso
      .date({ error: SETTINGS_MESSAGES.day })
      .openapi({ example: '2026-12-08', description: "The shop's calendar day (America/Bahia)" }),
    name: requiredText(60, SETTINGS_MESSAGES.holidayNameTooLong, SETTINGS_MESSAGES.holidayName).openapi({
      example: 'Nossa Senhora da Conceição da Praia',
    }),
    kind: z.enum(HOLIDAY_KINDS, { error: SETTINGS_MESSAGES.kind }).openapi({
      description:
        "'holiday': no scheduled delivery nor express, pickup on Sunday's hours; 'closed': no pickup either",
    }),
  })
  .openapi('StoreHolidayRequest');
export type HolidayBody = z.output<typeof holidayBodySchema>;

export const holidaySchema = z
  .object({
    id: z.number().int(),
    day: z.string().openapi({ example: '2026-12-08' }),
    name: z.string(),
    kind: z.enum(HOLIDAY_KINDS),
    booked_orders: z.number().int().openapi({
      description:
        'Orders already booked in a scheduled window of that day: they keep their booking (the staff deliver them); new bookings are refused',
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

/** Weekdays as the staff read them, Sunday first (JavaScript's getDay()). */
export const WEEKDAY_NAMES = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
] as const;

const hour = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

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
