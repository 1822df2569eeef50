import type { Metadata } from 'next';
import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';

export const metadata: Metadata = { title: 'Pedido recebido', robots: { index: false } };

/** /confirmacao/{id} or /confirmacao?id={id} (docs/business-rules.md, Checkout). */
export default async function ConfirmationPage({
  params,
  searchParams,
}: {
  params: Promise<{ id?: string[] }>;
  searchParams: Promise<{ id?: string | string[] }>;
}) {
  const [{ id: path }, { id: query }] = await Promise.all([params, searchParams]);
  const raw = path?.[0] ?? (Array.isArray(query) ? query[0] : query) ?? '';
  const number = /^R\d{9}$/.test(raw) ? raw : null;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-10 text-center">
      <h1 className="text-2xl font-bold">
        {number
          ? `Seu pedido #${number} foi recebido. Agora é só relaxar!`
          : 'Seu pedido foi recebido. Agora é só relaxar!'}
      </h1>
      <p>
        Você vai receber um email com os detalhes do pedido. Antes da separação, o pedido passa por uma
        avaliação de crédito.
      </p>
      <Link
        {...PREFETCH_ON_INTENT}
        href="/"
        className="rounded bg-brand px-6 py-3 font-bold text-white hover:bg-brand-dark"
      >
        Fazer Novo Pedido
      </Link>
      {number && (
        <Link
          {...PREFETCH_ON_INTENT}
          href={`/minha-conta/pedidos/${number}`}
          className="font-semibold text-brand underline"
        >
          Acompanhar o pedido
        </Link>
      )}
    </section>
  );
}
