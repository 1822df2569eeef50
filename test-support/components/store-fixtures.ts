/** The back office's product as the admin API answers it, for the store screens' component tests. */
import type { StoreProductJson } from '@/lib/sales-api/store-products';

/** A draft of 'Costela Defumada' (weighed, no picture, no stock), changed by `overrides`. */
export function storeProductJson(overrides: Partial<StoreProductJson> = {}): StoreProductJson {
  return {
    id: 42,
    variant_id: 90,
    status: 'draft',
    name: 'Costela Defumada',
    slug: 'costela-defumada',
    description: '',
    department_id: 1,
    subdepartment_id: 3,
    manufacturer: null,
    cooking_methods: [],
    alcoholic: false,
    portioning: 'any',
    portioning_sizes: [],
    unit_for_quantity: 'g',
    minimum_quantity: 500,
    increment_quantity: 250,
    maximum_quantity: 10000,
    default_quantity: 1000,
    price: '0.0599',
    list_price: null,
    total_on_hand: 0,
    images: [],
    option_type: null,
    option_value: null,
    variants: [],
    recipes: [],
    related_products: [],
    created_at: '2026-11-28T15:00:00.000Z',
    updated_at: '2026-11-28T15:00:00.000Z',
    version: 'versao-1',
    ...overrides,
  };
}
