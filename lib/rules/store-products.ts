/**
 * A product's lifecycle and address as the back office and the storefront share them (docs/business-rules.md,
 * Store back office): draft (being made, never shown), published (shown and sold), archived (withdrawn: its
 * page answers 410, carts show it unavailable). The slug is the product page's address, /produtos/{slug}.
 */

export const PRODUCT_STATUSES = ['draft', 'published', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** How the staff reads each status. */
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  draft: 'Rascunho',
  published: 'Publicado',
  archived: 'Arquivado',
};

/**
 * Products the back office's list draws at first and at each 'Mostrar mais' (components/store/product-list.tsx):
 * the whole catalogue at once kept a phone's main thread busy for over a second (docs/performance.md). The
 * page's server reads the first page with the same count.
 */
export const STORE_LIST_PER_PAGE = 20;

/** A product's slug: lowercase words joined by single hyphens (the pages', the proxy's and the API's rule). */
export const PRODUCT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PRODUCT_SLUG_MAX = 200;

/** The slug a name suggests: 'Picanha Bovina (Peça)' → 'picanha-bovina-peca'. */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PRODUCT_SLUG_MAX)
    .replace(/-+$/, '');
}

/** Pictures: what the upload takes (docs/business-rules.md, Store back office). */
export const IMAGE_UPLOAD = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  tooLarge: 'A imagem deve ter até 5 MB',
  wrongType: 'Envie uma imagem JPEG, PNG ou WebP',
  unreadable: 'Não foi possível ler a imagem: envie um arquivo JPEG, PNG ou WebP válido',
  missing: 'Escolha uma imagem',
} as const;

/** How many sibling variants, recipes and related products a product takes (the form's and the API's limits). */
export const VARIANTS_MAX = 10;
export const RECIPES_MAX = 10;
export const RELATED_PRODUCTS_MAX = 12;
