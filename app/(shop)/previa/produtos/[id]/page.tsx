import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ProductTemplate } from '@/components/product/product-template';
import { PRODUCT_STATUS_LABELS } from '@/lib/rules/store-products';
import { camelize } from '@/lib/sales-api/case';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { previewProduct } from '@/lib/server/catalogue/product-preview';
import { config } from '@/lib/server/config';
import { getDepartments } from '@/lib/server/pages/page-data';
import { staffPage } from '@/lib/server/pages/staff-access';
import { getDb } from '@/lib/server/server-database';
import { storeInfo } from '@/lib/server/store/store-info';

// Per request and for the manager only (./../../layout.tsx): never kept by any cache.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Pré-visualização', robots: { index: false, follow: false } };

/** A product's page as it will be once published, whatever its status (docs/business-rules.md). */
export default async function ProductPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  // Again here: Next renders the page beside its layout, and a stranger's 404 must not carry the draft.
  await staffPage('store');
  const { id } = await params;
  if (!/^[1-9]\d{0,8}$/.test(id)) notFound();
  const preview = await previewProduct(await getDb(), Number(id));
  if (!preview) notFound();
  const product = camelize(preview.variant);
  const departments = await getDepartments();
  const department = departments.find((d) => d.id === product.departmentId);
  return (
    <>
      <div
        role="status"
        className="mb-4 flex flex-wrap items-center gap-3 rounded bg-brand-light p-3 text-brand-dark"
      >
        <span>
          <strong>Pré-visualização</strong> ({PRODUCT_STATUS_LABELS[preview.status]}): é assim que a página
          ficará quando o produto for publicado.
          {preview.status !== 'published' && ' Ninguém mais a vê, e o produto ainda não pode ser comprado.'}
        </span>
        <Link {...PREFETCH_ON_INTENT} href={`/equipe/loja/produtos/${id}`} className="font-bold underline">
          Voltar ao produto
        </Link>
      </div>
      <ProductTemplate
        product={product}
        department={department}
        subdepartment={department?.subdepartments.find((s) => s.id === product.subdepartmentId)}
        recipes={camelize(preview.recipes)}
        relatedIds={preview.relatedIds}
        origin={config().PUBLIC_BASE_URL}
        freeShippingFrom={storeInfo().freeShippingFrom}
        preview
      />
    </>
  );
}
