/**
 * schema.org data of product pages for search engines (JSON-LD): Product with its Offer (BRL, price per
 * Kg for weighed products, availability) and the BreadcrumbList Home > department > product.
 */
import { shownAmount, variantTitle, type Variant } from './variant';

type ProductForSeo = Pick<
  Variant,
  | 'name'
  | 'description'
  | 'slug'
  | 'price'
  | 'unitForQuantity'
  | 'inStock'
  | 'images'
  | 'manufacturer'
  | 'id'
  | 'options'
>;

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

/** UN/CEFACT codes: KGM = kilogram, H87 = piece. */
function unitCode(unit: string): 'KGM' | 'H87' {
  return unit === 'g' || unit === 'kg' ? 'KGM' : 'H87';
}

export function productJsonLd(product: ProductForSeo, { url, origin }: { url: string; origin: string }) {
  const price = shownAmount(product.price, product.unitForQuantity);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: variantTitle(product.name, product),
    description: product.description,
    sku: String(product.id),
    url,
    image: product.images.map((image) => new URL(image.largeUrl, origin).toString()),
    ...(product.manufacturer ? { brand: { '@type': 'Brand', name: product.manufacturer } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'BRL',
      price,
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: 'BRL',
        referenceQuantity: {
          '@type': 'QuantitativeValue',
          value: 1,
          unitCode: unitCode(product.unitForQuantity),
        },
      },
    },
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
