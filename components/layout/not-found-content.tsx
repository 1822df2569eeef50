import { NotFoundReport } from './not-found-report';
import { WayOnLink } from '@/components/ui/way-on-link';

/** The fallback page of any unknown path: the text, a way on, and the URL logged. */
export function NotFoundContent() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <NotFoundReport />
      <p aria-hidden className="text-6xl font-extrabold text-brand">
        404
      </p>
      <h1 className="mt-2 text-2xl font-bold">Oops! Essa página não existe.</h1>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <WayOnLink href="/" look="main">
          Voltar para a página inicial
        </WayOnLink>
        <WayOnLink href="/departamentos" look="other">
          Ver os departamentos
        </WayOnLink>
      </div>
    </div>
  );
}
