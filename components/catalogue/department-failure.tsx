import { WAY_ON_CLASS, WayOnLink } from '@/components/ui/way-on-link';

/** A department that cannot be shown says so, with a way back home. */
export function DepartmentFailure({ retry }: { retry?: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-xl font-bold">Não foi possível carregar esse departamento.</h1>
      <div className="mt-6 flex justify-center gap-3">
        {retry && (
          <button type="button" onClick={retry} className={WAY_ON_CLASS.main}>
            Tentar novamente
          </button>
        )}
        <WayOnLink href="/" look="other">
          Voltar para a página inicial
        </WayOnLink>
      </div>
    </div>
  );
}
