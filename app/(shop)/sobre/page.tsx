import type { Metadata } from 'next';
import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { StaticPage } from '@/components/static/static-page';
import { storeInfo } from '@/lib/server/store/store-info';

export const metadata: Metadata = {
  title: 'Sobre nós',
  description: 'Um açougue de bairro que entrega em casa em Salvador, Lauro de Freitas e Vila de Abrantes.',
  alternates: { canonical: '/sobre' },
};

export default function AboutPage() {
  const store = storeInfo();
  return (
    <StaticPage
      title="Sobre nós"
      intro={`A ${store.name} é um açougue de bairro que foi parar na internet, sem deixar de cortar a carne na hora.`}
    >
      <p>
        Selecionamos cada peça no balcão, cortamos, porcionamos e embalamos no dia da entrega. Você escolhe o
        corte, a quantidade e o horário; nós cuidamos do resto e levamos até a sua porta em Salvador, Lauro de
        Freitas e Vila de Abrantes.
      </p>
      <h2>O que você encontra aqui</h2>
      <ul>
        <li>Cortes bovinos, suínos e de aves, do dia a dia aos nobres e maturados.</li>
        <li>Hambúrgueres artesanais e blends moídos na hora, do seu jeito.</li>
        <li>Linguiças, kits de churrasco e de feijoada, carvão, bebidas e acompanhamentos.</li>
      </ul>
      <h2>Peso justo</h2>
      <p>
        Carne vendida por peso é cortada na hora, e o peso final pode variar até 10%. Por isso o valor no site
        é estimado e, no cartão, cobramos apenas o peso exato.
      </p>
      <p>
        Dúvidas? Veja as{' '}
        <Link {...PREFETCH_ON_INTENT} href="/perguntas">
          perguntas frequentes
        </Link>{' '}
        ou{' '}
        <Link {...PREFETCH_ON_INTENT} href="/contato">
          fale com a gente
        </Link>
        .
      </p>
    </StaticPage>
  );
}
