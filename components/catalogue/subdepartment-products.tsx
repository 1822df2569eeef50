import type { CardVariant } from '@/lib/catalogue/card-variant';
import { subdepartmentPageAfter } from '@/lib/catalogue/department';
import { MoreProducts } from './more-products';
import { ProductGrid } from './product-grid';

/**
 * A subdepartment's section of the department page: its first page of cards, drawn by the server, and
 * 'Ver mais' (./more-products.tsx), which adds the next pages below them (docs/performance.md, A big
 * shop's data).
 */
export function SubdepartmentProducts({
  departmentId,
  subdepartment,
  products,
  nextCursor,
  priorityIds,
}: {
  departmentId: number;
  subdepartment: { id: number; name: string; slug: string };
  products: CardVariant[];
  /** Where the next page starts (the API's next_cursor), or null: no more. */
  nextCursor: string | null;
  priorityIds: number[];
}) {
  return (
    <>
      <ProductGrid products={products} priorityIds={priorityIds} />
      {nextCursor && (
        <MoreProducts
          departmentId={departmentId}
          // Only what the link names: a wider object (the department's, with its products) would travel
          // to the browser whole, as the client component's props.
          subdepartment={{ id: subdepartment.id, name: subdepartment.name, slug: subdepartment.slug }}
          cursor={nextCursor}
          href={subdepartmentPageAfter(departmentId, subdepartment.slug, nextCursor)}
        />
      )}
    </>
  );
}
