'use client';

import Link from 'next/link';

export default function SearchError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div role="alert" className="py-16 text-center">
      <p className="text-lg font-semibold">Não foi possível buscar agora.</p>
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
