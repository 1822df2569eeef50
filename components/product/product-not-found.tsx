import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';

/** Spec 01: the product page of a product that does not exist, with the ways on. */
export function ProductNotFound() {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-bold">Esse produto não existe...</h1>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          {...PREFETCH_ON_INTENT}
          href="/departamentos"
          className="rounded-lg bg-brand px-4 py-2 font-semibold text-white"
        >
          Ver os departamentos
        </Link>
        <Link
          {...PREFETCH_ON_INTENT}
          href="/"
          className="rounded-lg px-4 py-2 font-semibold text-brand underline"
        >
          Voltar para a página inicial
        </Link>
      </div>
    </div>
  );
}
