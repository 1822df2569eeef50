/**
 * A variant's record in the product-sales index (lib/sales-api/search.ts): its facets read from the
 * variant, and its department's names. The server indexes these; tests draw search hits with them.
 */
import type { VariantJson } from '@/lib/sales-api/catalogue';
import type { SalesRecord } from '@/lib/sales-api/search';

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
