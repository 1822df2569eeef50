/** The back office's product form as the API answered the product, for the store's API tests. */
import type { ProductChange, ProductForm, StoreProductJson } from '@/lib/sales-api/store-products';

/**
 * The whole form of `product` as saved, as the form opened it (its version and stock): sent back
 * unchanged, or with `changes`.
 */
export function productFormOf(
  product: StoreProductJson,
  changes: Partial<ProductChange> = {},
): ProductChange {
  return {
    version: product.version,
    name: product.name,
    slug: product.slug,
    description: product.description,
    subdepartment_id: product.subdepartment_id,
    manufacturer: product.manufacturer,
    cooking_methods: product.cooking_methods,
    alcoholic: product.alcoholic,
    portioning: product.portioning,
    portioning_sizes: product.portioning_sizes,
    unit_for_quantity: product.unit_for_quantity,
    minimum_quantity: product.minimum_quantity,
    increment_quantity: product.increment_quantity,
    maximum_quantity: product.maximum_quantity,
    default_quantity: product.default_quantity,
    price: product.price,
    list_price: product.list_price,
    total_on_hand: product.total_on_hand,
    total_on_hand_was: product.total_on_hand,
    recipes: product.recipes,
    related_product_ids: product.related_products.map((related) => related.id),
    option_type: product.option_type,
    option_value: product.option_value,
    variants: product.variants.map((variant) => ({ ...variant, total_on_hand_was: variant.total_on_hand })),
    ...changes,
  };
}

/**
 * A new product's form (POST /admin/products): a draft sold by the unit, 1 to 10 a line, in
 * `subdepartment_id`, with `overrides` (its name and slug at least, which must be the shop's only ones).
 */
export function newProductForm(
  overrides: Pick<ProductForm, 'name' | 'slug' | 'subdepartment_id'> & Partial<ProductForm>,
): ProductForm {
  return {
    description: '',
    manufacturer: null,
    cooking_methods: [],
    alcoholic: false,
    unit_for_quantity: 'un',
    minimum_quantity: 1,
    increment_quantity: 1,
    maximum_quantity: 10,
    default_quantity: 1,
    price: '19.90',
    list_price: null,
    total_on_hand: 10,
    ...overrides,
  };
}
