import type { Metadata } from 'next';
import { LandingHero, LandingSteps } from '@/components/ui/landing-hero';
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

/** The churrascômetro's landing: what it does, and the 'create yours' button to the calculator. */
export default function BarbecueLandingPage() {
  return (
    <article className="mx-auto max-w-4xl space-y-8">
      <LandingHero
        eyebrow="Churrascômetro"
        title="Quanto de carne para o seu churrasco?"
        lead="Diga quantas pessoas vêm e a gente monta a lista completa, com as quantidades certas, pronta para ir ao carrinho em um toque."
        actions={[{ href: '/bigchurrasco/meuchurrasco', label: 'CRIE O SEU CHURRASCO', tone: 'primary' }]}
        aside={
          // eslint-disable-next-line @next/next/no-img-element -- a small generated illustration
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
        }
      />
      <LandingSteps steps={STEPS} className="md:grid-cols-3" />
    </article>
  );
}
