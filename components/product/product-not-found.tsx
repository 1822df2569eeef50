import { WayOnLink } from '@/components/ui/way-on-link';

/** The product page of a product that does not exist, with the ways on. */
export function ProductNotFound() {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-bold">Esse produto não existe...</h1>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <WayOnLink href="/departamentos" look="main">
          Ver os departamentos
        </WayOnLink>
        <WayOnLink href="/" look="other">
          Voltar para a página inicial
        </WayOnLink>
      </div>
    </div>
  );
}
