/**
 * The product page's content (/produtos/{slug}): structured data, breadcrumbs, gallery, buy box,
 * description, recipe tips and the lists below. The route reads the data (cached, see page-data.ts).
 */
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { DeferredProductScroller } from '@/components/catalogue/deferred-product-scroller';
import type { ScrollerSource, Variant } from '@/lib/api-client/catalogue';
import { departmentPath } from '@/lib/catalogue/department';
import { FREQUENTLY_PURCHASED_TITLE, PAGED_LISTS, RELATED_TITLE } from '@/lib/catalogue/product-lists';
import { breadcrumbJsonLd, productJsonLd, serializeJsonLd } from '@/lib/catalogue/structured-data';
import type { StoreInfo } from '@/lib/shell/store-info';
import { BuyBox } from './buy-box';
import { ProductGallery } from './product-gallery';
import { RecipeTips } from './recipe-tips';
import { ViewRecorder } from './view-recorder';

export function ProductTemplate({
  product,
  department,
  subdepartment,
  recipes,
  relatedIds = [],
  origin,
  freeShippingFrom,
  preview = false,
}: {
  product: Variant;
  department?: { id: number; name: string };
  subdepartment?: { name: string; slug: string };
  recipes: React.ComponentProps<typeof RecipeTips>['recipes'];
  /** Variant ids of the products the manager related to this one (published only), in order. */
  relatedIds?: number[];
  /** The shop's public base URL: structured data carries absolute URLs. */
  origin: string;
  /** The manager's free delivery total (the store information's), named in the buy box. */
  freeShippingFrom: StoreInfo['freeShippingFrom'];
  /** The manager's preview of an unpublished product: no view is recorded. */
  preview?: boolean;
}) {
  const scrollers: { title: string; source: ScrollerSource }[] = [
    ...(relatedIds.length > 0
      ? [{ title: RELATED_TITLE, source: { kind: 'related', ids: relatedIds } as const }]
      : []),
    { title: FREQUENTLY_PURCHASED_TITLE, source: { kind: 'frequentlyPurchased', variantId: product.id } },
    { title: PAGED_LISTS.promotions.title, source: { kind: 'paged', list: 'promotions' } },
  ];
  // The lists below the product are fetched by the browser as they near the viewport: the page's
  // HTML (and what the browser hydrates first) stays about the product itself.

  const url = new URL(`/produtos/${product.slug}`, origin).toString();
  const crumbs = [
    { name: 'Início', href: '/' },
    ...(department ? [{ name: department.name, href: departmentPath(department.id) }] : []),
    ...(department && subdepartment
      ? [{ name: subdepartment.name, href: departmentPath(department.id, subdepartment.slug) }]
      : []),
    { name: product.name, href: `/produtos/${product.slug}` },
  ];

  return (
    <>
      <script
        type="application/ld+json"
        // JSON-LD for search engines; serializeJsonLd escapes '<'.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(productJsonLd(product, { url, origin })) }}
      />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: serializeJsonLd(
            breadcrumbJsonLd(crumbs.map((c) => ({ name: c.name, url: new URL(c.href, origin).toString() }))),
          ),
        }}
      />
      {!preview && (
        <ViewRecorder
          product={{
            id: product.id,
            name: product.name,
            price: product.price,
            unitForQuantity: product.unitForQuantity,
            manufacturer: product.manufacturer,
          }}
          slug={product.slug}
        />
      )}
      <Breadcrumbs crumbs={crumbs} />
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <ProductGallery images={product.images} name={product.name} />
        <BuyBox product={product} freeShippingFrom={freeShippingFrom} />
      </div>
      {product.description && (
        <section aria-labelledby="descricao" className="mt-8 max-w-3xl">
          <h2 id="descricao" className="mb-2 text-lg font-bold uppercase tracking-wide">
            Descrição
          </h2>
          <p className="leading-7">{product.description}</p>
        </section>
      )}
      <div className="mt-6 space-y-2">
        <RecipeTips recipes={recipes} />
        {scrollers.map((scroller) => (
          <DeferredProductScroller key={scroller.title} title={scroller.title} source={scroller.source} />
        ))}
      </div>
      {/* Room for the phone's buy bar at the bottom of the window (sticky-buy-controls.tsx). */}
      <div aria-hidden className="h-20 md:hidden" />
    </>
  );
}
