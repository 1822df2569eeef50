/** Order and variant JSON for the cart's component tests, built with the same money rules as the API. */
import { formatBRL, formatCents, lineTotalCents } from '@/lib/money';
import type { VariantJson } from '@/lib/sales-api/catalogue';
import type { LineItemJson, OrderJson } from '@/lib/sales-api/order';

export function variantJson(overrides: Partial<VariantJson> & Pick<VariantJson, 'id' | 'name'>): VariantJson {
  return {
    product_id: overrides.id,
    slug: `produto-${overrides.id}`,
    description: '',
    manufacturer: null,
    department_id: 1,
    subdepartment_id: 1,
    price: '0.0899',
    list_price: null,
    on_sale: false,
    unit_for_quantity: 'g',
    total_on_hand: 20_000,
    in_stock: true,
    available: true,
    minimum_quantity: 500,
    increment_quantity: 250,
    maximum_quantity: 10_000,
    default_quantity: 1_000,
    portioning: 'any',
    portioning_sizes: [],
    images: [{ mini_url: '/m.webp', small_url: `/s-${overrides.id}.webp`, large_url: '/l.webp', alt: '' }],
    options: [],
    options_text: '',
    cooking_methods: [],
    sales_volume: 0,
    alcoholic: false,
    meta_tags: { title: '', description: '', keywords: '' },
    should_notify_user: false,
    ...overrides,
  };
}

export function lineItemJson(
  variant: VariantJson,
  quantity: number,
  { id, mixId = null }: { id: number; mixId?: string | null },
): LineItemJson {
  const total = formatCents(lineTotalCents(quantity, variant.price));
  return {
    id,
    order_id: 1,
    variant_id: variant.id,
    variant,
    quantity,
    price: variant.price,
    single_display_amount: '',
    total,
    display_amount: formatBRL(total),
    adjustment_total: '0.00',
    pre_tax_amount: total,
    mix_id: mixId,
    portioning_size: null,
    observation: null,
    produced_quantity: null,
    substitution: 'similar',
    substitute_for: null,
    substituted_by: null,
    created_at: '',
    updated_at: '',
  };
}

/** A can of beer: sold by the unit, one at a time (the default maximum and stock unless `overrides`). */
export function beerJson(overrides: Partial<VariantJson> = {}): VariantJson {
  return variantJson({
    id: 2,
    name: 'Cerveja Lata',
    unit_for_quantity: 'un',
    price: '4.99',
    minimum_quantity: 1,
    increment_quantity: 1,
    default_quantity: 1,
    ...overrides,
  });
}

/** A guest order in state cart holding `lines`, with its totals. */
export function orderJson(lines: LineItemJson[]): OrderJson {
  const total = formatCents(lines.reduce((sum, l) => sum + lineTotalCents(l.quantity, l.price), 0n));
  return {
    id: 1,
    number: 'R123456789',
    token: 'guest-token-guest-token-guest-token',
    state: 'cart',
    email: null,
    user_id: null,
    item_total: total,
    ship_total: '0.00',
    adjustment_total: '0.00',
    total,
    display_item_total: formatBRL(total),
    display_ship_total: formatBRL('0.00'),
    display_adjustment_total: formatBRL('0.00'),
    display_total: formatBRL(total),
    ship_address: null,
    bill_address: null,
    line_items: lines,
    mixes: [],
    shipments: [],
    payments: [],
    payment_methods: [],
    credit_cards: [],
    coupon: null,
    authorization_total: '0.00',
    display_authorization_total: 'R$ 0,00',
    requires_age_declaration: false,
    age_declared_at: null,
    company_name: null,
    fulfillment_state: null,
    delivery_state: null,
    produced_amount: null,
    refunds: [],
    sale_receipt_url: null,
    completed_at: null,
    created_at: '',
    updated_at: '',
    channel: 'spree',
  };
}
