import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductTemplate } from '@/components/product/product-template';
import { isProductSlug } from '@/lib/catalogue/page-address';
import { variantTitle } from '@/lib/catalogue/variant';
import { camelize } from '@/lib/sales-api/case';
import { config } from '@/lib/server/config';
import { getDepartments, getProductBySlug, getProductExtras } from '@/lib/server/pages/page-data';
import { storeInfo } from '@/lib/server/store/store-info';

// Rendered per request: its scripts carry the response's own CSP nonce (proxy.ts), which a cached HTML
// page could not. The catalogue reads behind it are cached and revalidated (see page-data.ts).
export const dynamic = 'force-dynamic';
type Params = Promise<{ slug: string }>;

async function load(params: Params) {
  const { slug } = await params;
  if (!isProductSlug(slug)) notFound();
  const product = await getProductBySlug(slug);
  if (!product) notFound();
  return product;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const product = await load(params);
  const path = `/produtos/${product.slug}`;
  const title = variantTitle(product.meta_tags.title, camelize(product));
  return {
    title,
    description: product.meta_tags.description,
    keywords: product.meta_tags.keywords || undefined,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      url: path,
      siteName: storeInfo().name,
      title,
      description: product.meta_tags.description,
      locale: 'pt_BR',
    },
  };
}

export default async function ProductPage({ params }: { params: Params }) {
  const product = camelize(await load(params));
  const [departments, extras] = await Promise.all([
    getDepartments(),
    getProductExtras({ productId: product.productId, slug: product.slug }),
  ]);
  const department = departments.find((d) => d.id === product.departmentId);
  return (
    <ProductTemplate
      product={product}
      department={department}
      subdepartment={department?.subdepartments.find((s) => s.id === product.subdepartmentId)}
      recipes={camelize(extras.recipes)}
      relatedIds={extras.relatedIds}
      origin={config().PUBLIC_BASE_URL}
      freeShippingFrom={storeInfo().freeShippingFrom}
    />
  );
}
