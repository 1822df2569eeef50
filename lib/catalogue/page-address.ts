/**
 * The catalogue pages' addresses: /produtos/{slug} and /departamentos/{id}[/{subdepartment}].
 * Read by the pages themselves and, before Next renders them, by proxy.ts, so that both agree on what
 * an address can name.
 */
import { PRODUCT_SLUG, PRODUCT_SLUG_MAX } from '@/lib/rules/store-products';

/**
 * The request header with which proxy.ts tells the not-found page which catalogue page was asked for
 * and is missing ('product' or 'department'); scripts/serve.mts takes it off every request it receives.
 */
export const MISSING_PAGE_HEADER = 'x-missing-catalogue-page';

// The slug rule is the back office's as well (lib/rules/store-products.ts).
export { PRODUCT_SLUG, PRODUCT_SLUG_MAX };

/** A department's id: a positive integer, as the address writes it. */
const DEPARTMENT_ID = /^[1-9]\d{0,8}$/;

export function isProductSlug(slug: string): boolean {
  return slug.length <= PRODUCT_SLUG_MAX && PRODUCT_SLUG.test(slug);
}

/** The department id an address segment names, or null when it cannot name one. */
export function departmentId(segment: string): number | null {
  return DEPARTMENT_ID.test(segment) ? Number(segment) : null;
}

/**
 * What a catalogue page's address asks for: a product by slug, or a department and maybe one of its
 * subdepartments; `unknown` when the address cannot name one (a malformed slug or id, a department path
 * too deep). null for an address that is not a catalogue page's (/departamentos itself included).
 */
export type CataloguePageRequest =
  | { kind: 'product'; slug: string }
  | { kind: 'department'; id: number; subdepartmentSlug?: string }
  | { kind: 'product' | 'department'; unknown: true };

/** `pathname` as the browser sent it (percent-escapes are decoded here). */
export function cataloguePageRequest(pathname: string): CataloguePageRequest | null {
  const [empty, section, ...rest] = pathname.split('/');
  // An empty segment (a trailing slash, '//') is Next's to normalise first.
  if (empty !== '' || rest.length === 0 || rest.includes('')) return null;
  let segments: string[];
  try {
    segments = rest.map(decodeURIComponent);
  } catch {
    return null; // a malformed escape: proxy.ts answers it before (hasMalformedEscape)
  }
  // Deeper product addresses are other routes' (the product's Open Graph image) or none.
  if (section === 'produtos' && rest.length === 1) {
    const [slug] = segments;
    return slug !== undefined && isProductSlug(slug)
      ? { kind: 'product', slug }
      : { kind: 'product', unknown: true };
  }
  if (section === 'departamentos') {
    const [idSegment, subdepartmentSlug] = segments;
    const id = idSegment === undefined ? null : departmentId(idSegment);
    if (id === null || segments.length > 2) return { kind: 'department', unknown: true };
    return subdepartmentSlug === undefined
      ? { kind: 'department', id }
      : { kind: 'department', id, subdepartmentSlug };
  }
  return null;
}
