import type { Metadata } from 'next';
import { StaticPage } from '@/components/static/static-page';
import { storeInfo } from '@/lib/server/store/store-info';

export const metadata: Metadata = {
  title: 'Termos de uso e política de privacidade',
  description: 'As regras de uso da loja online e como cuidamos dos seus dados.',
  alternates: { canonical: '/termos' },
};

export default function TermsPage() {
  const store = storeInfo();
  return (
    <StaticPage title="Termos de uso e privacidade">
      <nav aria-label="Nesta página">
        <ul>
          <li>
            <a href="#termos-de-uso">Termos de uso</a>
          </li>
          <li>
            <a href="#politica-de-privacidade">Política de privacidade</a>
          </li>
        </ul>
      </nav>

      <h2 id="termos-de-uso">Termos de uso</h2>
      <p>
        Ao comprar na {store.name} você concorda com estes termos. Atendemos Salvador, Lauro de Freitas e Vila
        de Abrantes, na Bahia.
      </p>
      <p>
        <strong>Produtos vendidos por peso.</strong> O peso pedido é uma estimativa: cada peça é cortada e
        pesada no dia, e o peso entregue pode variar até 10% para mais ou para menos. O valor final
        corresponde ao peso exato entregue.
      </p>
      <p>
        <strong>Pagamento.</strong> No cartão de crédito, o valor estimado é autorizado na finalização do
        pedido e apenas o valor exato pesado é cobrado. Débito e vale-refeição/alimentação são pagos na
        entrega. Não há parcelamento.
      </p>
      <p>
        <strong>Bebidas alcoólicas.</strong> A venda de bebidas alcoólicas é proibida para menores de 18 anos.
        O entregador pode pedir um documento com foto no momento da entrega.
      </p>
      <p>
        <strong>Trocas e devoluções.</strong> Aceitamos devoluções. Se algo não chegou como esperado, fale com
        a gente pelo telefone {store.phone} assim que receber o pedido.
      </p>

      <h2 id="politica-de-privacidade">Política de privacidade</h2>
      <p>
        Usamos os seus dados (nome, CPF, e-mail, telefone e endereços) apenas para processar e entregar os
        seus pedidos, emitir notas fiscais e falar com você sobre eles, conforme a Lei Geral de Proteção de
        Dados (LGPD).
      </p>
      <p>
        Os dados do cartão são enviados diretamente ao processador de pagamentos: não guardamos o número
        completo nem o código de segurança. Guardamos somente a bandeira, os últimos dígitos, o nome e a
        validade, para que você possa reutilizar o cartão.
      </p>
      <p>
        Usamos cookies necessários para manter o seu carrinho e a sua sessão, e para lembrar os produtos que
        você viu recentemente.
      </p>
      <p>
        <strong>O que guardamos e por quanto tempo.</strong> Seu cadastro, endereços e cartões salvos ficam
        enquanto a sua conta existir. Os pedidos (itens, valores, pagamento e a região de entrega) ficam por 5
        anos, prazo exigido pela legislação fiscal. O histórico das suas escolhas de cookies fica enquanto a
        conta existir, como registro do seu consentimento. Os produtos vistos por visitantes sem conta são
        apagados depois de 30 dias.
      </p>
      <p>
        <strong>Seus direitos.</strong> Em Minha conta &gt; Privacidade você baixa todos os seus dados em um
        arquivo, vê e muda as suas escolhas de cookies e exclui a sua conta: apagamos seu nome, e-mail, CPF,
        telefone, endereços e cartões salvos (também no processador de pagamentos) e encerramos suas sessões;
        os pedidos continuam guardados, sem o seu nome, pelo prazo fiscal. Para consultar ou corrigir os seus
        dados de outra forma, escreva para <a href={`mailto:${store.email}`}>{store.email}</a>.
      </p>
      <p>
        Cookies de análise (como o Google Tag Manager e o Google Analytics) só são usados se você clicar em
        &apos;Aceitar&apos; no aviso de cookies; se clicar em &apos;Recusar&apos;, nenhum deles é carregado.
        Você pode mudar a sua escolha a qualquer momento em &apos;Preferências de cookies&apos;, no rodapé da
        loja. Para melhorar a velocidade da loja, medimos o tempo de carregamento de cada tipo de página, sem
        cookies e sem identificar você.
      </p>
    </StaticPage>
  );
}
