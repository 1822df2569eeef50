/**
 * The 17 questions of /perguntas, written from the facts of docs/business-rules.md: payments, Pix (its
 * margin and time limit, PIX_MARGIN_PERCENT and PIX_EXPIRY_MINUTES), debit and vouchers on delivery, no instalments, returns, company orders, the 10 % weight tolerance, the under-18
 * alcohol rule, delivery windows, next-day booking until 23:59, express delivery, pickup hours and the area.
 * The free delivery total and the pickup hours are the manager's delivery terms, which the checkout
 * applies (the standard ones when the store information does not carry them).
 */
import { FREE_SHIPPING_THRESHOLD_CENTS } from '@/lib/cart/totals';
import { pickupHoursText } from '@/lib/checkout/shipping-methods';
import { formatBRL } from '@/lib/money';
import type { StoreInfo } from '@/lib/shell/store-info';

export interface FaqEntry {
  question: string;
  /** Paragraphs. */
  answer: string[];
}

export function faqEntries(
  store: Pick<StoreInfo, 'phone' | 'address' | 'freeShippingFrom' | 'pickupHours'>,
  pix: { marginPercent: number; expiryMinutes: number },
): FaqEntry[] {
  const freeFrom = formatBRL(store.freeShippingFrom ?? FREE_SHIPPING_THRESHOLD_CENTS);
  return [
    {
      question: 'Quais formas de pagamento vocês aceitam?',
      answer: [
        'Cartão de crédito ou Pix pelo site, e cartão de débito ou vale-refeição/alimentação na entrega.',
      ],
    },
    {
      question: 'Como funciona o pagamento com Pix?',
      answer: [
        `Ao concluir o pedido, mostramos o QR code e o código Pix copia e cola. O valor do Pix é o total estimado do pedido mais ${pix.marginPercent}% sobre os produtos vendidos por peso, que podem variar na pesagem.`,
        'Depois que os produtos são pesados, devolvemos por Pix a diferença entre o que você pagou e o valor exato do que foi pesado.',
        `O código vale por ${pix.expiryMinutes} minutos. Até lá, guardamos os produtos e o horário de entrega; se o Pix não for pago no prazo, o pedido é cancelado e avisamos por email. Um pagamento que chegue depois disso é devolvido.`,
      ],
    },
    {
      question: 'Como funciona a cobrança no cartão de crédito?',
      answer: [
        'Quando você finaliza o pedido, o valor estimado é apenas autorizado no seu cartão. Depois que os produtos são pesados, cobramos somente o valor exato do que foi pesado.',
      ],
    },
    {
      question: 'Posso pagar com débito ou vale-refeição?',
      answer: ['Sim. Débito e vale-refeição/alimentação são pagos na entrega, na maquininha do entregador.'],
    },
    {
      question: 'Vocês parcelam as compras?',
      answer: ['Não. Todas as compras são pagas à vista, sem parcelamento.'],
    },
    {
      question: 'Por que o valor do meu pedido é estimado?',
      answer: [
        'Carnes vendidas por peso são cortadas na hora, e o peso final pode variar até 10% para mais ou para menos em relação ao pedido. O valor exibido no site é uma estimativa; você paga apenas pelo peso exato.',
      ],
    },
    {
      question: 'Posso devolver um produto?',
      answer: [
        `Sim, aceitamos devoluções. Se algo não chegou como você esperava, fale com a gente pelo telefone ${store.phone} ou pelo WhatsApp assim que receber o pedido.`,
      ],
    },
    {
      question: 'Vocês atendem empresas?',
      answer: [
        'Sim. Basta cadastrar um endereço de empresa com o CNPJ (e a Inscrição Estadual, se houver) e escolher esse endereço no checkout.',
      ],
    },
    {
      question: 'Posso comprar bebidas alcoólicas?',
      answer: ['Somente maiores de 18 anos podem comprar bebidas alcoólicas.'],
    },
    {
      question: 'Onde vocês entregam?',
      answer: [
        'Entregamos em Salvador, Lauro de Freitas e Vila de Abrantes. O CEP do endereço de entrega deve ser dessas cidades.',
      ],
    },
    {
      question: 'Quais são os horários de entrega?',
      answer: [
        'Segunda-feira: manhã (8h às 13h) e tarde (13h às 17h ou 15h às 20h).',
        'Terça a sábado: os mesmos horários e mais a noite (17h às 21h).',
        'Não fazemos entregas agendadas aos domingos.',
      ],
    },
    {
      question: 'Até quando posso agendar a entrega para o dia seguinte?',
      answer: ['Pedidos para o dia seguinte podem ser agendados até as 23:59 do dia anterior.'],
    },
    {
      question: 'Vocês têm entrega expressa?',
      answer: [
        'Sim. Enquanto a loja está aberta, a entrega expressa chega em até 3 horas, com uma taxa adicional mostrada no checkout.',
      ],
    },
    {
      question: 'Posso retirar o pedido na loja?',
      answer: [`Sim, sem custo, em ${store.address}.`, ...(store.pickupHours ?? pickupHoursText())],
    },
    {
      question: 'Quanto custa a entrega?',
      answer: [
        `A entrega agendada é grátis em compras a partir de ${freeFrom}. Abaixo desse valor, a taxa depende da cidade e aparece no checkout antes de você pagar.`,
      ],
    },
    {
      question: 'Preciso ter cadastro para comprar?',
      answer: [
        'Você pode montar o seu carrinho sem cadastro. Para finalizar o pedido, entre na sua conta ou crie uma: leva só um minuto.',
      ],
    },
    {
      question: 'Como acompanho o meu pedido?',
      answer: [
        'Em Minha conta, na seção Meus pedidos, você acompanha cada etapa: recebido, preparando, pronto, a caminho e entregue.',
      ],
    },
  ];
}
