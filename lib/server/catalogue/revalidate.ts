/**
 * Cache tags of the catalogue pages, and what to call when the catalogue changes. Kept apart from the
 * page reads so that services (checkout completion, staff tools) can import it without the page layer.
 */
import 'server-only';
import { revalidateTag } from 'next/cache';

export const catalogueTags = {
  /** Every catalogue read: lists, departments and products. */
  all: 'catalogue',
  product: (slug: string) => `product:${slug}`,
  department: (id: number) => `department:${id}`,
};

/**
 * Call after prices, stock or the catalogue change (from an API route or a server action). Named
 * products and departments are dropped at once; every other catalogue page is refreshed on its next
 * visit while the old copy is served (lists that merely mention a product may lag one visit).
 * Outside the Next.js server (unit tests, scripts) there is no page cache, and nothing to do.
 */
export function revalidateCatalogue({
  productSlugs = [],
  departmentIds = [],
}: { productSlugs?: string[]; departmentIds?: number[] } = {}): void {
  if (!process.env.NEXT_RUNTIME) return;
  for (const slug of productSlugs) revalidateTag(catalogueTags.product(slug), { expire: 0 });
  for (const id of departmentIds) revalidateTag(catalogueTags.department(id), { expire: 0 });
  revalidateTag(catalogueTags.all, 'max');
}
