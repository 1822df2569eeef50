/**
 * The staff screens' wire shapes (docs/business-rules.md, Staff roles and Order and delivery states): the
 * day's board, an order's history, dispatch and route order, problems, the driver's deliveries and
 * customer support. The order operations' bodies are ./admin.ts; an order is the order JSON of ./order.ts.
 */
import { z } from '@hono/zod-openapi';
import { textRule } from '@/lib/rules/fields';
import { STAFF_ROLES } from '@/lib/rules/staff-roles';
import { savedAddressSchema } from './accounts';
import { nullable } from './openapi-parts';
import { orderNumberSchema } from './order';
import { idField, shopDayField } from './common-fields';

const timestamp = z.string().openapi({ example: '2026-11-20T14:03:00.000Z' });
const money = z.string().openapi({ example: '59.90' });
const INVALID_DATE = 'Data inválida (AAAA-MM-DD)';

export const staffRoleSchema = z.enum(STAFF_ROLES).openapi('StaffRole');

/** A staff member as the other staff see them (the driver picked at dispatch, the author of an action). */
export const staffMemberSchema = z
  .object({ id: z.number().int(), name: z.string(), role: staffRoleSchema })
  .openapi('StaffMember');

/** The board's day: today in America/Bahia when absent. */
export const boardQuerySchema = z.object({
  date: shopDayField(INVALID_DATE)
    .optional()
    .openapi({ param: { name: 'date', in: 'query' }, example: '2026-11-30' }),
});

/** One order on the board: enough to find it, see where it stands and weigh the window's work. */
export const boardOrderSchema = z
  .object({
    number: z.string().openapi({ example: 'R123456789' }),
    first_name: z.string(),
    fulfillment_state: z.string().nullable(),
    delivery_state: z.string().nullable(),
    pickup: z.boolean(),
    express: z.boolean(),
    line_count: z.number().int(),
    grams: z.number().int().openapi({ description: 'Grams asked of the weighed lines' }),
    total: money,
    payment_method: z.string().openapi({ example: 'Cartão de crédito' }),
    neighborhood: z.string().nullable(),
    city: z.string().nullable(),
    driver: nullable(staffMemberSchema),
    license_plate: z.string().nullable(),
    route_position: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "The order's place in its driver's route" }),
    /** The latest staff note on an order in error. */
    error_note: z.string().nullable(),
    updated_at: timestamp,
  })
  .openapi('BoardOrder');

/** A delivery window of the day (scheduled, express or pickup) with its orders and their weight. */
export const boardWindowSchema = z
  .object({
    kind: z.enum(['scheduled', 'express', 'pickup']),
    starts_at: timestamp.nullable(),
    ends_at: timestamp.nullable(),
    count: z.number().int(),
    grams: z.number().int(),
    orders: z.array(boardOrderSchema),
  })
  .openapi('BoardWindow');

export const boardSchema = z
  .object({
    date: z.string().openapi({ example: '2026-11-30' }),
    windows: z.array(boardWindowSchema),
    /** The drivers who can be assigned. */
    drivers: z.array(staffMemberSchema),
  })
  .openapi('Board');

/** One recorded action on an order: who, when, what, the state before and after. */
export const orderEventSchema = z
  .object({
    id: z.number().int(),
    at: timestamp,
    action: z.string().openapi({ example: 'fulfillment' }),
    staff: nullable(staffMemberSchema).openapi({
      description: 'null for the shop itself (jobs, the command line)',
    }),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    note: z.string().nullable(),
  })
  .openapi('OrderEvent');

export const orderHistorySchema = z.object({ events: z.array(orderEventSchema) }).openapi('OrderHistory');

/** The assignment of an order to a driver (a staff member with the driver role) and a vehicle. */
export const dispatchBodySchema = z
  .object({
    driver_id: idField('Escolha o entregador'),
    license_plate: z
      .string({ error: 'Placa inválida (ex.: ABC1D23)' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}-?\d[A-Z0-9]\d{2}$/, 'Placa inválida (ex.: ABC1D23)')
      .transform((plate) => plate.replace('-', '')),
  })
  .openapi('Dispatch');

/** A driver's route: the orders in the order they are delivered (positions 1, 2, ...). */
export const routeBodySchema = z
  .object({
    numbers: z
      .array(orderNumberSchema, { error: 'Informe os pedidos da rota' })
      .min(1, 'Informe os pedidos da rota')
      .max(200, 'No máximo 200 pedidos por rota'),
  })
  .openapi('Route');

const noteSchema = (required: string) =>
  z
    .string({ error: required })
    .check(textRule('multi-line'))
    .trim()
    .min(3, required)
    .max(500, 'No máximo 500 caracteres');

/** 'erro' with the staff's note of what went wrong. */
export const orderErrorBodySchema = z
  .object({ note: noteSchema('Descreva o problema') })
  .openapi('OrderError');

/** 'Não entregue': the driver's reason. */
export const failedDeliveryBodySchema = z
  .object({ reason: noteSchema('Informe o motivo') })
  .openapi('FailedDelivery');

/** A window a failed delivery can be moved to (the slot rules apply: capacity and cut-off). */
export const rescheduleWindowSchema = z
  .object({ starts_at: timestamp, ends_at: timestamp, remaining: z.number().int() })
  .openapi('RescheduleWindow');

export const rescheduleWindowsSchema = z
  .object({ windows: z.array(rescheduleWindowSchema) })
  .openapi('RescheduleWindows');

export const rescheduleBodySchema = z
  .object({ starts_at: z.iso.datetime({ offset: true, error: 'Escolha um horário' }) })
  .openapi('Reschedule');

/** A delivery on the driver's phone, in route order. */
export const driverDeliverySchema = z
  .object({
    number: z.string(),
    first_name: z.string(),
    phone: z.string().nullable(),
    address1: z.string(),
    address2: z.string().nullable(),
    neighborhood: z.string().nullable(),
    city: z.string(),
    reference: z.string().nullable(),
    zipcode: z.string(),
    latitude: z.string().nullable(),
    longitude: z.string().nullable(),
    starts_at: timestamp.nullable(),
    ends_at: timestamp.nullable(),
    delivery_state: z.string().nullable(),
    route_position: z.number().int().nullable(),
    payment_method: z.string(),
    amount_to_collect: money
      .nullable()
      .openapi({ description: 'What the driver collects (payment on delivery)' }),
  })
  .openapi('DriverDelivery');

export const driverDeliveriesSchema = z
  .object({ date: z.string(), deliveries: z.array(driverDeliverySchema) })
  .openapi('DriverDeliveries');

/** Support's search: a name, e-mail, CPF, phone or order number. */
export const customerSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Digite ao menos 3 caracteres' })
    .trim()
    .min(3, 'Digite ao menos 3 caracteres')
    .max(100, 'Busca muito longa')
    .openapi({ param: { name: 'q', in: 'query' } }),
});

export const customerSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    orders_count: z.number().int(),
  })
  .openapi('CustomerSummary');

export const customerSearchSchema = z
  .object({ customers: z.array(customerSummarySchema) })
  .openapi('CustomerSearch');

/** An order in a customer's support view. */
export const customerOrderSchema = z
  .object({
    number: z.string(),
    completed_at: timestamp.nullable(),
    total: money,
    fulfillment_state: z.string().nullable(),
    delivery_state: z.string().nullable(),
    state: z.string(),
  })
  .openapi('CustomerOrder');

export const customerDetailSchema = z
  .object({
    customer: customerSummarySchema,
    addresses: z.array(savedAddressSchema),
    orders: z.array(customerOrderSchema),
  })
  .openapi('CustomerDetail');

export type StaffMemberJson = z.infer<typeof staffMemberSchema>;
export type BoardOrderJson = z.infer<typeof boardOrderSchema>;
export type BoardWindowJson = z.infer<typeof boardWindowSchema>;
export type BoardJson = z.infer<typeof boardSchema>;
export type OrderEventJson = z.infer<typeof orderEventSchema>;
export type OrderHistoryJson = z.infer<typeof orderHistorySchema>;
export type RescheduleWindowJson = z.infer<typeof rescheduleWindowSchema>;
export type DriverDeliveryJson = z.infer<typeof driverDeliverySchema>;
export type DriverDeliveriesJson = z.infer<typeof driverDeliveriesSchema>;
export type CustomerSummaryJson = z.infer<typeof customerSummarySchema>;
export type CustomerDetailJson = z.infer<typeof customerDetailSchema>;
