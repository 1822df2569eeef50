import type { Metadata } from 'next';
import { StaticPage } from '@/components/static/static-page';
import { storeInfo } from '@/lib/server/store/store-info';

export const metadata: Metadata = {
  title: 'Trabalhe conosco',
  description:
    'Venha trabalhar no nosso açougue: vagas para açougueiros, entregadores e atendimento em Salvador.',
  alternates: { canonical: '/trabalhe' },
};

export default function WorkWithUsPage() {
  const store = storeInfo();
  return (
    <StaticPage
      title="Trabalhe conosco"
      intro="Gosta de comida boa e de gente? Estamos sempre procurando pessoas para crescer com a gente."
    >
      <h2>Áreas em que costumamos contratar</h2>
      <ul>
        <li>Açougueiro(a) e auxiliar de açougue</li>
        <li>Separação e embalagem de pedidos</li>
        <li>Entregador(a) com moto ou carro</li>
        <li>Atendimento ao cliente por telefone e WhatsApp</li>
      </ul>
      <h2>Como se candidatar</h2>
      <p>
        Envie o seu currículo para{' '}
        <a href={`mailto:${store.email}?subject=Trabalhe conosco`}>{store.email}</a> com o assunto
        &quot;Trabalhe conosco&quot; e a área de interesse. Respondemos a todos os contatos.
      </p>
    </StaticPage>
  );
}
