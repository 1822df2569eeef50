'use client';

import Link from 'next/link';

export default function CartError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div role="alert" className="py-16 text-center">
      <h1 className="mb-2 text-2xl font-bold">Meu Carrinho</h1>
      <p className="text-lg font-semibold">Não foi possível carregar o carrinho.</p>
      <div className="mt-4 flex justify-center gap-4">
        <button type="button" onClick={reset} className="rounded bg-brand px-4 py-2 text-white">
          Tentar novamente
        </button>
        <Link href="/" className="rounded px-4 py-2 text-brand underline">
          Voltar para a página inicial
        </Link>
      </div>
    </div>
  );
}
