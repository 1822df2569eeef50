import type { Metadata } from 'next';
import { StaticPage } from '@/components/static/static-page';
import { whatsappLink } from '@/lib/shell/whatsapp';
import { storeHoursText, storeInfo } from '@/lib/server/store/store-info';

export const metadata: Metadata = {
  title: 'Contato',
  description: 'Telefone, WhatsApp, e-mail e endereço do açougue, com os horários de atendimento e retirada.',
  alternates: { canonical: '/contato' },
};

export default function ContactPage() {
  const store = storeInfo();
  return (
    <StaticPage title="Contato" intro="Fale com a gente pelo canal que preferir.">
      <ul>
        <li>
          Telefone: <a href={store.phoneHref}>{store.phone}</a>
        </li>
        <li>
          WhatsApp:{' '}
          <a href={whatsappLink(store.whatsappNumber, store.name)} target="_blank" rel="noopener noreferrer">
            converse com a gente
          </a>
        </li>
        <li>
          E-mail: <a href={`mailto:${store.email}`}>{store.email}</a>
        </li>
        <li>Endereço: {store.address}</li>
      </ul>
      <h2>Retirada na loja</h2>
      <p>{storeHoursText(store)}</p>
      <h2>Entregas</h2>
      <p>
        Entregamos em Salvador, Lauro de Freitas e Vila de Abrantes, de segunda a sábado, nos horários
        escolhidos no checkout, e também por entrega expressa em até 3 horas enquanto a loja está aberta.
      </p>
    </StaticPage>
  );
}
