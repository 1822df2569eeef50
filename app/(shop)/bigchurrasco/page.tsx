import type { Metadata } from 'next';
import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { cutTypeImagePath } from '@/lib/media/media-paths';

export const metadata: Metadata = {
  title: 'Churrascômetro',
  description:
    'Diga quantos adultos e crianças vêm e a gente monta a lista do churrasco: carnes, linguiças, carvão, pão de alho e bebidas.',
  alternates: { canonical: '/bigchurrasco' },
};

const STEPS = [
  {
    title: 'Quem vem?',
    text: 'Conte os adultos e as crianças: 400 g de carne por adulto e 200 g por criança.',
  },
  {
    title: 'Do seu jeito',
    text: 'Escolha se prefere as carnes em peça inteira, fatiadas ou em cubos para espetinho.',
  },
  {
    title: 'Sem esquecer nada',
    text: 'Carvão, pão de alho, queijo coalho, farofa, bebidas, linguiças e frango.',
  },
];

/** The churrascômetro's landing (spec 02): what it does, and the 'create yours' button to the calculator. */
export default function BarbecueLandingPage() {
  return (
    <article className="mx-auto max-w-4xl space-y-8">
      <header className="overflow-hidden rounded-xl bg-ink text-white">
        <div className="grid items-center gap-6 p-6 md:grid-cols-[3fr_2fr] md:p-10">
          <div className="space-y-4">
            <p className="text-sm font-bold uppercase tracking-widest text-warm-200">Churrascômetro</p>
            <h1 className="text-3xl font-extrabold leading-tight md:text-4xl">
              Quanto de carne para o seu churrasco?
            </h1>
            <p className="text-lg text-warm-100">
              Diga quantas pessoas vêm e a gente monta a lista completa, com as quantidades certas, pronta
              para ir ao carrinho em um toque.
            </p>
            <Link
              {...PREFETCH_ON_INTENT}
              href="/bigchurrasco/meuchurrasco"
              className="inline-block rounded-lg bg-brand px-6 py-3 text-lg font-extrabold tracking-wide text-white hover:bg-brand-dark"
            >
              CRIE O SEU CHURRASCO
            </Link>
          </div>
          {/* eslint-disable-next-line @next/next/no-img-element -- a small generated illustration */}
          <img
            src={cutTypeImagePath('peca-inteira')}
            alt=""
            width={320}
            height={240}
            // Wide screens only: lazy, so a phone does not download it (eager, React would preload it, ahead
            // of the stylesheet).
            loading="lazy"
            className="hidden w-full rounded-lg md:block"
          />
        </div>
      </header>
      <ol className="grid gap-4 md:grid-cols-3">
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
