import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';

/** Spec 01: a department that cannot be shown says so, with a way back home. */
export function DepartmentFailure({ retry }: { retry?: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-xl font-bold">Não foi possível carregar esse departamento.</h1>
      <div className="mt-6 flex justify-center gap-3">
        {retry && (
          <button
            type="button"
            onClick={retry}
            className="rounded-lg bg-brand px-4 py-2 font-semibold text-white"
          >
            Tentar novamente
          </button>
        )}
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
