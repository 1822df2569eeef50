import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { NotFoundReport } from './not-found-report';

/** The fallback page of any unknown path (spec 01/02): the text, a way on, and the URL logged. */
export function NotFoundContent() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <NotFoundReport />
      <p aria-hidden className="text-6xl font-extrabold text-brand">
        404
      </p>
      <h1 className="mt-2 text-2xl font-bold">Oops! Essa página não existe.</h1>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          {...PREFETCH_ON_INTENT}
          href="/"
          className="rounded-lg bg-brand px-4 py-2 font-semibold text-white"
        >
          Voltar para a página inicial
        </Link>
        <Link
          {...PREFETCH_ON_INTENT}
          href="/departamentos"
          className="rounded-lg px-4 py-2 font-semibold text-brand underline"
        >
          Ver os departamentos
        </Link>
      </div>
    </div>
  );
}
