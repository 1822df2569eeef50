/**
 * The analytics wire shapes (docs/business-rules.md, Analytics and privacy): the one catalogue of storefront
 * events and their properties, read by the API's validation (an event not listed here is a 422) and, as
 * types, by the senders (lib/api-client/events.ts); and the real-user Web Vitals beacon with its p75 report.
 */
import { z } from '@hono/zod-openapi';
import { textRule } from '@/lib/rules/fields';
import { idField } from './common-fields';

const orderNumber = z.string().regex(/^R\d{9}$/, 'Pedido inválido');
const id = idField('Id inválido');
const count = z.number().int('Número inválido').min(0, 'Número inválido').max(1_000_000, 'Número inválido');
const text = (max: number) => z.string().check(textRule()).max(max, 'Valor muito longo');
const amount = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'Valor inválido');

/** Every storefront event and its properties (no other property is accepted). */
export const EVENT_CATALOGUE = {
  'viewed product': { variant_id: id, slug: text(200) },
  'banner tapped': { position: count, target: text(500) },
  'page not found': {
    url: text(2_000).optional(),
    status: z.literal(404).optional(),
    referrer: text(2_000).nullable().optional(),
  },
  /** Line items: grams for weighed products, units otherwise. */
  'line item added': { variant_id: id, quantity: count, order: orderNumber.nullable() },
  'line item removed': { variant_id: id, quantity: count, order: orderNumber.nullable() },
  'line item viewed': { variant_id: id, order: orderNumber.nullable() },
  'Checkout tapped': { order: orderNumber },
  'address confirmed': { order: orderNumber },
  'delivery selected': { order: orderNumber, rate: id },
  'delivery confirmed': { order: orderNumber, rate: id },
  'order completed': { order: orderNumber, total: amount },
  'created barbecue': {
    amountOfAdults: count,
    amountOfChildren: count,
    selectedOptionValue: text(100),
  },
  'added barbecue to cart': { amountOfItems: count, meatQuantity: count },
} as const satisfies Record<string, z.ZodRawShape>;

export type EventName = keyof typeof EVENT_CATALOGUE;
export type EventProperties<E extends EventName> = z.input<z.ZodObject<(typeof EVENT_CATALOGUE)[E]>>;

export const EVENT_NAMES = Object.keys(EVENT_CATALOGUE) as EventName[];
export const UNKNOWN_EVENT = 'Evento desconhecido';

const [first, ...others] = EVENT_NAMES.map((name) =>
  z.object({
    event: z.literal(name),
    properties: z.strictObject(EVENT_CATALOGUE[name], { error: 'Propriedade inválida' }).default({} as never),
  }),
);

export const analyticsEventSchema = z
  .discriminatedUnion('event', [first!, ...others], { error: UNKNOWN_EVENT })
  .openapi('AnalyticsEvent', {
    example: { event: 'viewed product', properties: { variant_id: 3, slug: 'picanha-bovina' } },
  });

/**
 * POST /v2/orders/{number}/purchase_event: whether this browser is the one to send GA4's purchase of the
 * complete order (true once per order, whatever devices ask).
 */
export const purchaseEventSchema = z
  .object({
    send: z.boolean().openapi({ description: 'true to the first browser that asks about a complete order' }),
  })
  .openapi('PurchaseEvent');
export type PurchaseEventJson = z.infer<typeof purchaseEventSchema>;

/** The Web Vitals of a page view (web-vitals' names); INP in ms, CLS unitless. */
export const WEB_VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITALS)[number];

/** A route pattern, never a full URL: '/produtos/[slug]', no query, no host. */
const routePattern = z
  .string({ error: 'Rota inválida' })
  .regex(/^\/[A-Za-z0-9\-/[\]._]{0,199}$/, 'Rota inválida');

export const webVitalsBeaconSchema = z
  .object({
    route: routePattern.openapi({ example: '/produtos/[slug]' }),
    release: z.string().check(textRule()).max(80, 'Versão inválida').nullish(),
    /** navigator.connection.effectiveType where the browser tells it ('4g', '3g'...). */
    connection: z.string().check(textRule()).max(20, 'Conexão inválida').nullish(),
    metrics: z
      .array(
        z.object({
          name: z.enum(WEB_VITALS, { error: 'Métrica inválida' }),
          value: z.number().min(0, 'Valor inválido').max(600_000, 'Valor inválido'),
          rating: z.enum(['good', 'needs-improvement', 'poor']).nullish(),
        }),
      )
      .min(1, 'Nenhuma métrica')
      .max(10, 'Métricas demais'),
  })
  .openapi('WebVitalsBeacon');

export type WebVitalsBeacon = z.input<typeof webVitalsBeaconSchema>;

export const vitalsReportQuerySchema = z.object({
  since: z
    .string()
    .regex(/^\d{1,4}[hd]$/, 'Período inválido: use horas ou dias, como 24h ou 7d')
    .default('24h')
    .openapi({ example: '24h' }),
});

export const vitalsReportSchema = z
  .object({
    since: z.string(),
    routes: z.array(
      z.object({
        route: z.string(),
        page_views: z.number().int(),
        /** The 75th percentile of each metric (null: not measured on this route). */
        p75: z.record(z.enum(WEB_VITALS), z.number().nullable()),
      }),
    ),
  })
  .openapi('WebVitalsReport');

export type VitalsReport = z.infer<typeof vitalsReportSchema>;

/** '24h' or '7d' as milliseconds. */
export function periodMs(since: string): number {
  const amount = Number(since.slice(0, -1));
  return amount * (since.endsWith('d') ? 86_400_000 : 3_600_000);
}
