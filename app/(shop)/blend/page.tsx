import type { Metadata } from 'next';
import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { loginUrl } from '@/lib/account/navigation';
import { LandingHero, LandingSteps } from '@/components/ui/landing-hero';

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
      <LandingHero
        eyebrow="Blends"
        title="O hambúrguer com a sua receita"
        lead="Combine as carnes moídas que você gosta, na proporção que quiser. Salve o blend na sua conta e peça de novo sempre que der vontade."
        actions={[
          { href: '/blend/calculadora/new', label: 'CRIAR MEU BLEND', tone: 'primary' },
          { href: '/blend/meus-blends', label: 'MEUS BLENDS', tone: 'secondary' },
        ]}
      >
        <p className="text-sm text-warm-200">
          Ainda não tem conta?{' '}
          <Link {...PREFETCH_ON_INTENT} href={loginUrl('/blend/meus-blends')} className="font-bold underline">
            Entre ou cadastre-se
          </Link>{' '}
          para criar e salvar os seus blends.
        </p>
      </LandingHero>
      <LandingSteps steps={STEPS} className="sm:grid-cols-2 md:grid-cols-4" />
    </article>
  );
}
