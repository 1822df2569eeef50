/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import QRCode from 'qrcode';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import type { OrderJson } from '@/lib/sales-api/order';
import { lineItemJson, orderJson, variantJson } from '@/test-support/components/cart-fixtures';
import { boardJson, boardOrderJson, fakeApi, windowJson } from '@/test-support/components/staff-fixtures';
import { OrderLabel } from './order-label';
import { PackingList } from './packing-list';

const picanha = variantJson({ id: 1, name: 'Picanha', price: '0.0899' });
const linguica = variantJson({ id: 2, name: 'Linguiça toscana', price: '0.0399' });

function order(number: string, receiver: string, lines: OrderJson['line_items']): OrderJson {
  return {
    ...orderJson(lines),
    number,
    state: 'complete',
    fulfillment_state: 'preparation',
    ship_address: {
      id: 1,
      receiver_name: receiver,
      company: null,
      full_name: receiver,
      address1: 'Rua das Hortênsias, 120',
      address2: 'Apto 302',
      neighborhood: 'Pituba',
      reference: 'Perto da praça',
      additional_information: null,
      city: 'Salvador',
      telephone: null,
      zipcode: '41810010',
      latitude: null,
      longitude: null,
      cnpj: null,
      ie_company: null,
      delivery_cost: '9.90',
    },
    shipments: [
      {
        id: 1,
        shipping_rates: [],
        shipping_methods: [],
        selected_shipping_rate: {
          id: 1,
          shipping_method_id: 1,
          name: 'Entrega agendada',
          cost: '9.90',
          display_cost: 'R$ 9,90',
          delivery_window_start: '2026-11-30T11:00:00.000Z',
          delivery_window_end: '2026-11-30T16:00:00.000Z',
          deliveries_remaining: 12,
        },
      },
    ],
  };
}

const orders: Record<string, OrderJson> = {
  R000000001: order('R000000001', 'Maria Souza', [
    { ...lineItemJson(picanha, 1500, { id: 11 }), portioning_size: 500 },
    { ...lineItemJson(linguica, 1000, { id: 12 }), substitution: 'call' },
  ]),
  R000000002: order('R000000002', 'João Lima', [
    { ...lineItemJson(picanha, 1000, { id: 21 }), observation: 'Cortar em bifes', substitution: 'none' },
    // A blend's line is never replaced: no preference shown.
    { ...lineItemJson(linguica, 500, { id: 22 }), mix_id: '1' },
  ]),
};

function renderWithApi(ui: React.ReactNode) {
  global.fetch = fakeApi((url) => {
    if (url.pathname.endsWith('/admin/board')) {
      return {
        body: boardJson([
          windowJson(8, 13, [boardOrderJson('R000000001'), boardOrderJson('R000000002')]),
          windowJson(13, 17, []),
        ]),
      };
    }
    return { body: orders[url.pathname.split('/').at(-1)!] };
  });
  render(
    <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </TestProviders>,
  );
}

test('the label shows the number, first name, window, address and the QR of the number', async () => {
  const qrSvg = await QRCode.toString('R000000001', { type: 'svg', margin: 0 });
  renderWithApi(<OrderLabel number="R000000001" qrSvg={qrSvg} />);
  const label = within(await screen.findByRole('region', { name: 'Etiqueta do pedido R000000001' }));
  expect(label.getByText('#R000000001')).toBeInTheDocument();
  expect(label.getByText('Maria')).toBeInTheDocument();
  expect(label.getByText('Entrega agendada · seg, 30 nov · 08:00 - 13:00')).toBeInTheDocument();
  expect(label.getByText(/Rua das Hortênsias, 120, Apto 302/)).toBeInTheDocument();
  const qr = label.getByRole('img', { name: 'QR do pedido R000000001' });
  expect(qr.querySelector('svg path')).not.toBeNull();
});

test("the packing list sums the window's lines by product, then lists them order by order", async () => {
  renderWithApi(<PackingList date="2026-11-30" window="0800" />);
  expect(
    await screen.findByRole('heading', { name: 'Lista de separação · 08:00 – 13:00 · 30/11/2026' }),
  ).toBeInTheDocument();
  const byProduct = within(await screen.findByRole('table'));
  const rows = byProduct
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
  expect(rows).toEqual(['Picanha2.500 g2', 'Linguiça toscana1.500 g2']);
  const second = within(screen.getByRole('heading', { name: /R000000002/ }).closest('article')!);
  expect(second.getByText('Obs.: Cortar em bifes')).toBeInTheDocument();
  const first = within(screen.getByRole('heading', { name: /R000000001/ }).closest('article')!);
  expect(first.getByText(/· 3 × 500 g/)).toBeInTheDocument();
});

test('the packing list says, under each line, what the customer wants if it is missing', async () => {
  renderWithApi(<PackingList date="2026-11-30" window="0800" />);
  const first = within((await screen.findByRole('heading', { name: /R000000001/ })).closest('article')!);
  const [picanhaLine, linguicaLine] = first.getAllByRole('listitem');
  expect(picanhaLine).toHaveTextContent('Se faltar: similar');
  expect(linguicaLine).toHaveTextContent('Se faltar: me ligar');
  const second = within(screen.getByRole('heading', { name: /R000000002/ }).closest('article')!);
  const [cut, blended] = second.getAllByRole('listitem');
  expect(cut).toHaveTextContent('Se faltar: não substituir');
  expect(blended).not.toHaveTextContent('Se faltar');
});

test('the packing list of a window the day does not have says so', async () => {
  renderWithApi(<PackingList date="2026-11-30" window="1700" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Janela não encontrada em 30/11/2026.');
});
