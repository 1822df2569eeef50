/**
 * The product-sales index: one record per variant, shaped like the hosted search service's records
 * (docs/business-rules.md, Search: facets on `manufacturer`, `cooking_recommendations.name`,
 * `option_values.name` and `on_sale`). A record carries the whole variant JSON too, so that a search hit
 * renders with the same product card as every other list.
 */
import type { VariantJson } from '@/lib/sales-api/catalogue';

export interface SalesRecord extends VariantJson {
  /** The variant id as a string: the record's key in Algolia and in the embedded engine. */
  objectID: string;
  department: string;
  subdepartment: string;
  cooking_recommendations: { name: string }[];
  /** The option values that make this variant (e.g. 'Fatiada'), not its siblings'. */
  option_values: { name: string }[];
  /** URL of the card image, or null when the product has no photo. */
  image: string | null;
  /** Units sold ('most sold'); the tie-breaker after textual relevance. */
  sales_volume: number;
}

export interface DepartmentNames {
  departments: ReadonlyMap<number, string>;
  subdepartments: ReadonlyMap<number, string>;
}

export function toSalesRecord(variant: VariantJson, names: DepartmentNames): SalesRecord {
  return {
    ...variant,
    objectID: String(variant.id),
    department: names.departments.get(variant.department_id) ?? '',
    subdepartment: names.subdepartments.get(variant.subdepartment_id) ?? '',
    cooking_recommendations: variant.cooking_methods.map((name) => ({ name })),
    option_values: variant.options.flatMap((option) =>
      option.values.filter((value) => value.selected).map((value) => ({ name: value.presentation_name })),
    ),
    image: variant.images[0]?.small_url ?? null,
  };
}
