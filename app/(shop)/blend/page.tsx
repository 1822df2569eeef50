import type { Metadata } from 'next';
import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { loginUrl } from '@/lib/account/navigation';

export const metadata: Metadata = {
  title: 'Blends',
  description:
    'Monte o seu blend de hambúrguer: escolha as carnes moídas, diga quanto de cada uma, salve a receita e peça quando quiser.',
  alternates: { canonical: '/blend' },
};

const STEPS = [
  {
    title: 'Escolha as carnes',
    text: 'Patinho, acém, coxão mole, fraldinha: busque entre as nossas carnes moídas.',
  },
  {
    title: 'Diga quanto de cada',
    text: 'Ajuste os gramas de cada carne e o percentual de gordura do seu jeito.',
  },
  {
    title: 'Salve o seu blend',
    text: 'Dê um nome e uma descrição. Depois de salvo, a receita fica guardada.',
  },
  { title: 'Mande para o carrinho', text: 'Escolha quantos quilos quer e a gente mói tudo junto, na hora.' },
];

/**
 * The blend landing: the four steps and the ways in. Both lead to pages that need a session: a
 * guest is taken to the login first and comes back (proxy.ts), a customer goes straight in.
 */
export default function BlendLandingPage() {
  return (
    <article className="mx-auto max-w-4xl space-y-8">
      <header className="space-y-4 rounded-xl bg-ink p-6 text-white md:p-10">
        <p className="text-sm font-bold uppercase tracking-widest text-warm-200">Blends</p>
        <h1 className="text-3xl font-extrabold leading-tight md:text-4xl">O hambúrguer com a sua receita</h1>
        <p className="max-w-2xl text-lg text-warm-100">
          Combine as carnes moídas que você gosta, na proporção que quiser. Salve o blend na sua conta e peça
          de novo sempre que der vontade.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link
            {...PREFETCH_ON_INTENT}
            href="/blend/calculadora/new"
            className="inline-block rounded-lg bg-brand px-6 py-3 text-lg font-extrabold tracking-wide text-white hover:bg-brand-dark"
          >
            CRIAR MEU BLEND
          </Link>
          <Link
            {...PREFETCH_ON_INTENT}
            href="/blend/meus-blends"
            className="inline-block rounded-lg bg-white px-6 py-3 text-lg font-extrabold tracking-wide text-brand hover:bg-warm-100"
          >
            MEUS BLENDS
          </Link>
        </div>
        <p className="text-sm text-warm-200">
          Ainda não tem conta?{' '}
          <Link {...PREFETCH_ON_INTENT} href={loginUrl('/blend/meus-blends')} className="font-bold underline">
            Entre ou cadastre-se
          </Link>{' '}
          para criar e salvar os seus blends.
        </p>
      </header>
      <ol className="grid gap-4 sm:grid-cols-2 md:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="rounded-lg bg-white p-4 ring-1 ring-warm-200">
            <p className="text-2xl font-extrabold text-brand">{index + 1}</p>
            <h2 className="font-bold">{step.title}</h2>
            <p className="text-warm-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}
