import type { Metadata } from 'next';
import Link from 'next/link';
import { NewProductForm } from '@/components/store/new-product-form';
import { staffPage } from '@/lib/server/pages/staff-access';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';

export const metadata: Metadata = { title: 'Novo produto' };

/** A new product, saved as a draft; its pictures and publication follow on its own page. */
export default async function NewStoreProductPage() {
  await staffPage('store');
  return (
    <div className="flex flex-col gap-4">
      <Link {...PREFETCH_ON_INTENT} href="/equipe/loja/produtos" className="text-sm font-semibold text-brand">
        ‹ Produtos
      </Link>
      <h1 className="text-2xl font-extrabold">Novo produto</h1>
      <p className="text-sm text-warm-700">
        O produto é criado como rascunho: as fotos e a publicação vêm depois, na página dele.
      </p>
      <NewProductForm />
    </div>
  );
}
