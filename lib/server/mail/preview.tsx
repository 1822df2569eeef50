/**
 * Every e-mail of the shop with demo data, for looking at them in development (scripts/mail-preview.mts
 * writes them to DATA_DIR/mail-preview; docs/operations.md) and for their tests (./messages.test.ts).
 * A demo order R123456789: 1,2 kg of picanha, 2 pães de alho and a bag of charcoal, delivered on a
 * Tuesday morning, paid by card; its variants below change only what each message needs.
 */
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { render } from '@react-email/render';
import { formatBRL } from '@/lib/money';
import type { MailStore } from './layout';
import type { MailMessage } from './mailer';
import {
  backInStockMail,
  deliveredMail,
  orderCanceledMail,
  orderReceivedMail,
  outForDeliveryMail,
  outOfStockMail,
  passwordResetMail,
  paymentApprovedMail,
  pixExpiredMail,
  readyForPickupMail,
  refundMail,
  type MailOrder,
} from './messages';

const customer = { email: 'ana@exemplo.com.br', firstName: 'Ana' };

const line = (id: number, name: string, unit: 'g' | 'un', quantity: number, amount: string) => ({
  id,
  quantity,
  // The price of one unit of quantity (a gram, a piece), as the order JSON gives it.
  price: (Number(amount) / quantity).toFixed(6),
  display_amount: formatBRL(amount),
  produced_quantity: null,
  substitution: 'similar' as const,
  substitute_for: null,
  substituted_by: null,
  variant: { name, unit_for_quantity: unit },
});

/** Paid by card (Visa ending 1111), authorised with the 10 % margin on the weighed picanha. */
export const DEMO_ORDER: MailOrder = {
  number: 'R123456789',
  email: customer.email,
  company_name: null,
  line_items: [
    line(1, 'Picanha Bovina', 'g', 1200, '107.88'),
    line(2, 'Pão de Alho Tradicional', 'un', 2, '25.80'),
    line(3, 'Carvão Vegetal 5 Kg', 'un', 1, '29.90'),
  ],
  display_item_total: formatBRL('163.58'),
  ship_total: '9.90',
  display_ship_total: formatBRL('9.90'),
  adjustment_total: '0.00',
  display_adjustment_total: formatBRL('0.00'),
  total: '173.48',
  display_total: formatBRL('173.48'),
  display_authorization_total: formatBRL('184.27'),
  produced_amount: null,
  ship_address: {
    address1: 'Rua das Hortênsias, 120',
    address2: 'Apto 302',
    neighborhood: 'Pituba',
    city: 'Salvador',
  },
  shipments: [
    {
      selected_shipping_rate: {
        name: 'Entrega agendada',
        delivery_window_start: '2026-11-24T11:00:00.000Z',
        delivery_window_end: '2026-11-24T16:00:00.000Z',
      },
    },
  ],
  payments: [
    {
      amount: '184.27',
      source: { last_digits: '1111', name: 'ANA SOUZA', cc_type: 'visa', month: 12, year: 2030 },
      pix: null,
    },
  ],
  refunds: [],
};

/** Weighed at packing: the picanha came to 1,15 kg. */
const WEIGHED: MailOrder = { ...DEMO_ORDER, produced_amount: '170.69' };

/** Paid by Pix, received. */
const PIX_PAID: MailOrder = {
  ...DEMO_ORDER,
  payments: [{ amount: '184.27', source: null, pix: { paid_at: '2026-11-23T13:10:00.000Z' } }],
};

/** Paid by Pix, never paid. */
const PIX_UNPAID: MailOrder = {
  ...DEMO_ORDER,
  payments: [{ amount: '184.27', source: null, pix: { paid_at: null } }],
};

/** Fetched at the store, to be paid at the counter. */
const PICKUP: MailOrder = {
  ...WEIGHED,
  ship_address: null,
  ship_total: '0.00',
  display_ship_total: formatBRL('0.00'),
  shipments: [
    {
      selected_shipping_rate: {
        name: 'Retirada na loja',
        delivery_window_start: '2026-11-24T12:00:00.000Z',
        delivery_window_end: '2026-11-24T14:00:00.000Z',
      },
    },
  ],
  payments: [{ amount: '163.58', source: null, pix: null }],
};

/**
 * Weighed at packing without picanha, which the customer let be replaced: 1,1 kg of maminha took its place;
 * nor pão de alho, which the customer asked not to replace.
 */
const SUBSTITUTED: MailOrder = {
  ...WEIGHED,
  line_items: [
    { ...DEMO_ORDER.line_items[0]!, produced_quantity: 0, substituted_by: 4 },
    { ...DEMO_ORDER.line_items[1]!, produced_quantity: 0, substitution: 'none' },
    DEMO_ORDER.line_items[2]!,
    {
      ...line(4, 'Maminha Bovina', 'g', 1100, '82.50'),
      substitution: 'none',
      substitute_for: 1,
      produced_quantity: 1150,
    },
  ],
};

/** A refund the gateway confirmed. */
const CONFIRMED = '2026-11-24T15:00:00.000Z';
/** Canceled after the card was charged: the charge refunded. */
const CANCELED: MailOrder = { ...WEIGHED, refunds: [{ amount: '170.69', confirmed_at: CONFIRMED }] };

/** Each message's file name and how to build it. */
export function previewMails(store: MailStore): { name: string; build: () => Promise<MailMessage> }[] {
  const pickup = {
    address: 'Av. Manoel Dias da Silva, 1000, Pituba, Salvador - BA',
    hours: 'Segunda a sábado, das 07:00 às 19:00.',
  };
  return [
    { name: 'pedido-recebido', build: () => orderReceivedMail(store, customer, DEMO_ORDER) },
    { name: 'pedido-recebido-pix', build: () => orderReceivedMail(store, customer, PIX_PAID) },
    { name: 'pagamento-aprovado', build: () => paymentApprovedMail(store, DEMO_ORDER) },
    { name: 'pagamento-negado', build: () => orderCanceledMail(store, DEMO_ORDER, 'payment_denied') },
    {
      name: 'pagamento-negado-pix',
      build: () =>
        orderCanceledMail(
          store,
          { ...PIX_PAID, refunds: [{ amount: '184.27', confirmed_at: CONFIRMED }] },
          'payment_denied',
        ),
    },
    { name: 'item-em-falta', build: () => outOfStockMail(store, WEIGHED, [2]) },
    { name: 'item-substituido', build: () => outOfStockMail(store, SUBSTITUTED, [1, 2]) },
    { name: 'pronto-para-retirada', build: () => readyForPickupMail(store, PICKUP, pickup) },
    { name: 'a-caminho', build: () => outForDeliveryMail(store, WEIGHED) },
    { name: 'entregue', build: () => deliveredMail(store, WEIGHED, false) },
    { name: 'retirado', build: () => deliveredMail(store, PICKUP, true) },
    {
      name: 'estorno',
      build: () =>
        refundMail(store, { ...WEIGHED, refunds: [{ amount: '12.90', confirmed_at: CONFIRMED }] }, 1290n),
    },
    {
      name: 'estorno-solicitado',
      build: () =>
        refundMail(store, { ...WEIGHED, refunds: [{ amount: '12.90', confirmed_at: null }] }, 1290n),
    },
    {
      name: 'estorno-pix',
      build: () => refundMail(store, { ...PIX_PAID, produced_amount: '170.69' }, 1358n),
    },
    { name: 'cancelado', build: () => orderCanceledMail(store, CANCELED, 'canceled') },
    { name: 'pix-expirado', build: () => pixExpiredMail(store, PIX_UNPAID) },
    { name: 'resetar-senha', build: () => passwordResetMail(store, customer, 'demo-token') },
    {
      name: 'produto-de-volta',
      build: () => backInStockMail(store, customer, { name: 'Picanha Bovina', slug: 'picanha-bovina' }),
    },
  ];
}

/** The preview folder's index.html: each message's subject, linking to its HTML and its text. */
export function previewIndex(entries: readonly { name: string; subject: string }[]): Promise<string> {
  return render(
    <Html lang="pt-BR">
      <Head>
        <title>E-mails da loja</title>
      </Head>
      <body>
        <ul>
          {entries.map(({ name, subject }) => (
            <li key={name}>
              <a href={`${name}.html`}>{subject}</a> (<a href={`${name}.txt`}>texto</a>)
            </li>
          ))}
        </ul>
      </body>
    </Html>,
  );
}
