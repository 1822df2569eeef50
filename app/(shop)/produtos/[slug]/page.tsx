import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { DeferredProductScroller } from '@/components/catalogue/deferred-product-scroller';
import { BuyBox } from '@/components/product/buy-box';
import { ProductGallery } from '@/components/product/product-gallery';
import { RecipeTips } from '@/components/product/recipe-tips';
import { ViewRecorder } from '@/components/product/view-recorder';
import { camelize } from '@/lib/sales-api/case';
import type { ScrollerSource } from '@/lib/api-client/catalogue';
import { departmentPath } from '@/lib/catalogue/department';
import { FREQUENTLY_PURCHASED_TITLE, PAGED_LISTS } from '@/lib/catalogue/product-lists';
import { breadcrumbJsonLd, productJsonLd, serializeJsonLd } from '@/lib/catalogue/structured-data';
import { config } from '@/lib/server/config';
import { getDepartments, getProductBySlug, getRecipes } from '@/lib/server/catalogue/page-data';
import { storeInfo } from '@/lib/server/store';

// Rendered per request: its scripts carry the response's own CSP nonce (proxy.ts), which a cached HTML
// page could not. The catalogue reads behind it are cached and revalidated (see page-data.ts).
export const dynamic = 'force-dynamic';

type Params = Promise<{ slug: string }>;

async function load(params: Params) {
  const { slug } = await params;
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 200) notFound();
  const product = await getProductBySlug(slug);
  if (!product) notFound();
  return product;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const product = await load(params);
  const path = `/produtos/${product.slug}`;
  return {
    title: product.meta_tags.title,
    description: product.meta_tags.description,
    keywords: product.meta_tags.keywords || undefined,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      url: path,
      siteName: storeInfo().name,
      title: product.meta_tags.title,
      description: product.meta_tags.description,
      locale: 'pt_BR',
    },
  };
}

export default async function ProductPage({ params }: { params: Params }) {
  const product = camelize(await load(params));
  const [departments, recipes] = await Promise.all([getDepartments(), getRecipes(product.productId)]);
  const department = departments.find((d) => d.id === product.departmentId);
  const subdepartment = department?.subdepartments.find((s) => s.id === product.subdepartmentId);

  const scrollers: { title: string; source: ScrollerSource }[] = [
    { title: FREQUENTLY_PURCHASED_TITLE, source: { kind: 'frequentlyPurchased', variantId: product.id } },
    { title: PAGED_LISTS.promotions.title, source: { kind: 'paged', list: 'promotions' } },
  ];
  // The lists below the product are fetched by the browser as they near the viewport: the page's
  // HTML (and what the browser hydrates first) stays about the product itself.

  const origin = config().PUBLIC_BASE_URL;
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
      <ViewRecorder variantId={product.id} slug={product.slug} />
      <Breadcrumbs crumbs={crumbs} />
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <ProductGallery images={product.images} name={product.name} />
        <BuyBox product={product} />
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
        <RecipeTips recipes={camelize(recipes ?? [])} />
        {scrollers.map((scroller) => (
          <DeferredProductScroller key={scroller.title} title={scroller.title} source={scroller.source} />
        ))}
      </div>
    </>
  );
}
