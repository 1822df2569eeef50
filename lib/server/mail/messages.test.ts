/**
 * Every e-mail, rendered with the previews' demo data (./preview.tsx): HTML and its plain-text part both
 * link to the order, show its amounts in BRL and carry the shop's footer; the text part reads as the
 * tests and journeys read it (a sentence on one line, a link whole and alone, no button labels).
 */
import { config } from '../config';
import type { MailStore } from './layout';
import { orderCanceledMail, orderReceivedMail, outOfStockMail, passwordResetMail } from './messages';
import { DEMO_ORDER, previewMails } from './preview';

const store: MailStore = { name: 'Casa da Carne', phone: '(71) 3333-4444', whatsappNumber: '5571988887777' };
const ORDER_LINK = new URL('/minha-conta/pedidos/R123456789', config().PUBLIC_BASE_URL).toString();
/** 'R$ 1.234,56' as formatBRL writes it (a non-breaking space after R$). */
const BRL = /R\$\u00a0\d{1,3}(\.\d{3})*,\d{2}/;

const mails = previewMails(store);
const ACCOUNT_MAILS = ['resetar-senha', 'produto-de-volta'];

it('previews every message of the shop', () => {
  expect(mails.map(({ name }) => name)).toEqual([
    'pedido-recebido',
    'pedido-recebido-pix',
    'pagamento-aprovado',
    'pagamento-negado',
    'pagamento-negado-pix',
    'item-em-falta',
    'item-substituido',
    'pronto-para-retirada',
    'a-caminho',
    'entregue',
    'retirado',
    'estorno',
    'estorno-solicitado',
    'estorno-pix',
    'cancelado',
    'pix-expirado',
    'resetar-senha',
    'produto-de-volta',
  ]);
});

describe.each(mails.map(({ name, build }) => [name, build] as const))('%s', (name, build) => {
  it("has an HTML and a text part, both ending with the shop's name, phone and WhatsApp", async () => {
    const message = await build();
    expect(message.to).toBe('ana@exemplo.com.br');
    expect(message.html).toMatch(/^<!DOCTYPE html/);
    for (const part of [message.html!, message.text]) {
      expect(part).toContain('Casa da Carne');
      expect(part).toContain('Telefone: (71) 3333-4444');
      expect(part).toContain('(71) 98888-7777');
      expect(part).toContain('https://wa.me/5571988887777?text=');
    }
    expect(message.text).toMatch(/^Casa da Carne\n/); // the heading as written, not upper-cased
    expect(message.text).not.toMatch(/<[a-z]/i);
  });

  if (!ACCOUNT_MAILS.includes(name)) {
    it('links to the order and shows its amounts in BRL, in both parts', async () => {
      const message = await build();
      expect(message.subject).toContain('#R123456789');
      expect(message.html).toContain(`href="${ORDER_LINK}"`);
      expect(message.html).toMatch(BRL);
      // The text part: the link alone on its line (mail clients link it), the button's label left out.
      expect(message.text.split('\n')).toContain(ORDER_LINK);
      expect(message.text).toMatch(BRL);
      expect(message.text).not.toMatch(/^(Ver o pedido|Acompanhar)/m);
      // The WhatsApp message names the order.
      expect(message.html).toContain(encodeURIComponent('pedido #R123456789'));
    });
  }
});

it("tells a denied payment's Pix refunded, and a denied card nothing of a refund", async () => {
  const build = (name: string) => mails.find((mail) => mail.name === name)!.build();
  const pix = (await build('pagamento-negado-pix')).text.split('\n');
  expect(pix).toContain(
    'O valor pago no Pix foi estornado: R$\u00a0184,27. Ele volta para a conta de onde o Pix foi pago.',
  );
  expect((await build('pagamento-negado')).text).not.toContain('estornado');
});

it('says a refund was made once the gateway confirmed it, and requested until then', async () => {
  const build = (name: string) => mails.find((mail) => mail.name === name)!.build();
  const card = ', no cartão final 1111.';
  expect((await build('estorno')).text.split('\n')).toContain(
    `Fizemos um estorno de R$\u00a012,90 referente ao seu pedido #R123456789${card}`,
  );
  expect((await build('estorno-solicitado')).text.split('\n')).toContain(
    `Solicitamos o estorno de R$\u00a012,90 referente ao seu pedido #R123456789${card}`,
  );
  const canceled = (confirmed_at: string | null) =>
    orderCanceledMail(store, { ...DEMO_ORDER, refunds: [{ amount: '10.00', confirmed_at }] }, 'canceled');
  expect((await canceled('2026-11-24T15:00:00.000Z')).text).toContain(
    'O valor cobrado no cartão foi estornado: R$\u00a010,00.',
  );
  expect((await canceled(null)).text).toContain(
    'Solicitamos o estorno do valor cobrado no cartão: R$\u00a010,00.',
  );
});

it('keeps each sentence and item of the order on one line of the text part', async () => {
  const received = await mails.find(({ name }) => name === 'pedido-recebido')!.build();
  const lines = received.text.split('\n');
  expect(lines).toEqual(
    expect.arrayContaining([
      'Olá, Ana!',
      'Recebemos o seu pedido #R123456789. Agora é só relaxar!',
      '- Picanha Bovina: 1,2 kg (R$\u00a0107,88)',
      '- Pão de Alho Tradicional: 2 un (R$\u00a025,80)',
      'Entrega agendada: terça-feira, 24 de novembro, das 08:00 às 13:00',
      'Endereço: Rua das Hortênsias, 120, Apto 302, Pituba, Salvador',
      'Total estimado: R$\u00a0173,48',
      'Autorizamos até R$\u00a0184,27 no cartão final 1111: os produtos vendidos por peso podem variar até 10%, e cobramos só o valor exato pesado.',
    ]),
  );
  expect(received.html).toContain('<li');
});

it('says what replaced a missing line, as weighed, and what was only dropped', async () => {
  const message = await mails.find(({ name }) => name === 'item-substituido')!.build();
  const lines = message.text.split('\n');
  expect(lines).toEqual(
    expect.arrayContaining([
      'Ao separar o seu pedido #R123456789, ficamos sem estoque de:',
      // The maminha as weighed: 1,15 kg at R$ 75,00 the kg.
      '- Picanha Bovina: Substituído por Maminha Bovina · 1,15 kg — R$\u00a086,25',
      '- Pão de Alho Tradicional (você pediu para não substituir)',
      'Esse item foi retirado do pedido e não será cobrado. O substituto é cobrado pelo peso separado, ao preço dele. Cobramos só o que foi separado e pesado.',
    ]),
  );
  expect(message.html).toContain('Substituído por Maminha Bovina · 1,15 kg — R$');
  // The substitute is listed only as what replaced the picanha.
  expect(lines.filter((line) => line.includes('Maminha'))).toHaveLength(1);
});

it('lists a line dropped without a substitute by its name alone', async () => {
  const message = await outOfStockMail(store, DEMO_ORDER, [3]);
  expect(message.text.split('\n')).toEqual(
    expect.arrayContaining([
      '- Carvão Vegetal 5 Kg',
      'Esse item foi retirado do pedido e não será cobrado. Cobramos só o que foi separado e pesado.',
    ]),
  );
  expect(message.text).not.toContain('Substituído');
});

it('escapes what the customer or the catalogue typed in the HTML, and keeps it as typed in the text', async () => {
  const order = {
    ...DEMO_ORDER,
    line_items: [
      {
        id: 1,
        quantity: 1,
        price: '10.00',
        display_amount: 'R$\u00a010,00',
        produced_quantity: null,
        substitution: 'similar' as const,
        substitute_for: null,
        substituted_by: null,
        variant: { name: 'Kit <b>Churrasco</b> & Cia', unit_for_quantity: 'un' as const },
      },
    ],
  };
  const message = await orderReceivedMail(
    store,
    { email: 'ana@exemplo.com.br', firstName: '<i>Ana</i>' },
    order,
  );
  expect(message.html).toContain('Kit &lt;b&gt;Churrasco&lt;/b&gt; &amp; Cia');
  expect(message.html).not.toContain('<b>Churrasco');
  expect(message.html).not.toContain('<i>Ana');
  expect(message.text).toContain('- Kit <b>Churrasco</b> & Cia: 1 un (R$\u00a010,00)');
  expect(message.text).toContain('Olá, <i>Ana</i>!');
});

it("writes the reset link once in the text, the first address there (the e-mail's only secret)", async () => {
  const message = await passwordResetMail(
    store,
    { email: 'ana+1@exemplo.com.br', firstName: 'Ana' },
    'tok-en',
  );
  const link = new URL(
    '/resetar-senha?token=tok-en&email=ana%2B1%40exemplo.com.br',
    config().PUBLIC_BASE_URL,
  );
  expect(/https?:\/\/\S+/.exec(message.text)![0]).toBe(link.toString());
  expect(message.text.split(link.toString())).toHaveLength(2);
  expect(message.html).toContain(`href="${link.toString().replace(/&/g, '&amp;')}"`);
  expect(message.subject).toBe('Casa da Carne: resetar a sua senha');
});
