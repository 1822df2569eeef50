/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { TestProviders } from '@/lib/api-client/live-testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GUEST_ORDER_STORAGE_KEY } from '@/lib/cart/guest-order-storage';
import { BarbecueCalculator } from './barbecue-calculator';
import { camelize } from '@/lib/sales-api/case';

const cutTypes = [
  { id: 1, name: 'Peça inteira', image_url: '/media/barbecue/peca-inteira.webp' },
  { id: 2, name: 'Fatiada / em bifes', image_url: '/media/barbecue/fatiada.webp' },
  { id: 3, name: 'Em cubos / espetinho', image_url: '/media/barbecue/em-cubos.webp' },
];
const categories = [
  { id: 10, name: 'Carvão e acendedores' },
  { id: 11, name: 'Pão de alho' },
  { id: 12, name: 'Bebidas' },
];

function variant(id: number, name: string, unit: 'g' | 'un', price: string) {
  return {
    id,
    product_id: id,
    slug: `produto-${id}`,
    name,
    manufacturer: 'Friboi',
    price,
    list_price: null,
    unit_for_quantity: unit,
    total_on_hand: 50_000,
    in_stock: true,
    minimum_quantity: unit === 'g' ? 500 : 1,
    increment_quantity: unit === 'g' ? 250 : 1,
    maximum_quantity: unit === 'g' ? 10_000 : 24,
    default_quantity: unit === 'g' ? 1000 : 1,
    images: [{ mini_url: '/m.webp', small_url: `/s-${id}.webp`, large_url: '/l.webp', alt: name }],
  };
}

const barbecue = {
  total_desired_quantity: 2200,
  preferred_option_value_id: 2,
  fat_percentage: 50,
  meat_quantity: 2250,
  selected_variants: [
    { variant: variant(101, 'Picanha Bovina', 'g', '0.0899'), desired_quantity: 1250 },
    { variant: variant(102, 'Alcatra Bovina', 'g', '0.0529'), desired_quantity: 1000 },
    { variant: variant(103, 'Carvão Vegetal 5 kg', 'un', '29.90'), desired_quantity: 1 },
  ],
  products: [],
};

type Line = { variant_id: number; quantity: number };
interface Call {
  method: string;
  url: string;
  body: { event?: string; properties?: unknown; order?: { line_items: Line[] }; line_items?: Line[] } | null;
}

function order(lines: Line[]) {
  return {
    id: 1,
    number: 'R000000001',
    state: 'cart',
    token: 'guest-token',
    user_id: null,
    line_items: lines.map((line, i) => ({
      id: i + 1,
      variant_id: line.variant_id,
      variant: barbecue.selected_variants.find((s) => s.variant.id === line.variant_id)!.variant,
      quantity: line.quantity,
      mix_id: null,
    })),
  };
}

function mockApi() {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Call['body']) : null;
    calls.push({ method, url, body });
    let answer: unknown = null;
    let status = 200;
    if (url.endsWith('/barbecue/option_values')) answer = cutTypes;
    else if (url.endsWith('/barbecue/calculator_categories')) answer = categories;
    else if (url.endsWith('/barbecue/barbecues')) answer = barbecue;
    else if (url.includes('/api/v1/orders.json')) {
      answer = order(body!.order!.line_items);
      status = 201;
    } else if (url.includes('/line_items/batch')) {
      answer = order(body!.line_items!);
      status = 201;
    } else if (url.includes('/api/v1/orders/R000000001')) answer = order([]);
    else if (url.includes('/v2/events')) status = 204;
    return {
      ok: status < 300,
      status,
      statusText: '',
      text: async () => (status === 204 ? '' : JSON.stringify(answer)),
    } as Response;
  }) as typeof fetch;
  return calls;
}

function renderCalculator(lists?: React.ComponentProps<typeof BarbecueCalculator>['lists']) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders client={client}>
      <BarbecueCalculator lists={lists} />
    </TestProviders>,
  );
}

const count = (label: string) => screen.getByLabelText(label, { selector: 'output' });

// The shopper accepted analytics (LGPD): the data layer is filled.
beforeAll(() => {
  document.cookie = 'cdc_consent=granted; path=/';
});

beforeEach(() => {
  localStorage.removeItem(GUEST_ORDER_STORAGE_KEY);
});

describe('BarbecueCalculator', () => {
  it('draws the form at once from the lists the server read, without asking the API for them', () => {
    const calls = mockApi();
    renderCalculator(camelize({ categories, cutTypes }));
    // In the first render (no waiting): the server draws the same form into the page's HTML.
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Peça inteira' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Carvão e acendedores' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CRIAR CHURRASCO!' })).toBeEnabled();
    expect(calls.filter((call) => call.method === 'GET')).toEqual([]);
  });

  it('shows its loading state and fetches the lists when the page has none', async () => {
    const calls = mockApi();
    renderCalculator();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(await screen.findByRole('radio', { name: 'Peça inteira' })).toBeInTheDocument();
    expect(calls.map((call) => call.url.replace(/^.*\/barbecue\//, ''))).toEqual(
      expect.arrayContaining(['calculator_categories', 'option_values']),
    );
  });

  it('starts at 4 adults and 0 children, and ignores decrements below them', async () => {
    mockApi();
    renderCalculator();
    await screen.findByText('1. Quantas pessoas?');
    expect(count('Adultos')).toHaveTextContent('4');
    expect(count('Crianças')).toHaveTextContent('0');
    fireEvent.click(screen.getByRole('button', { name: 'Menos adultos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Menos crianças' }));
    expect(count('Adultos')).toHaveTextContent('4');
    expect(count('Crianças')).toHaveTextContent('0');
    fireEvent.click(screen.getByRole('button', { name: 'Mais adultos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mais adultos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Menos adultos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mais crianças' }));
    expect(count('Adultos')).toHaveTextContent('5');
    expect(count('Crianças')).toHaveTextContent('1');
  });

  it('preselects the first cut type, with its picture, until another is chosen', async () => {
    mockApi();
    renderCalculator();
    const first = await screen.findByRole('radio', { name: 'Peça inteira' });
    expect(first).toHaveAttribute('aria-checked', 'true');
    expect(first.querySelector('img')).toHaveAttribute('src', '/media/barbecue/peca-inteira.webp');
    fireEvent.click(screen.getByRole('radio', { name: 'Em cubos / espetinho' }));
    expect(first).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('radio', { name: 'Em cubos / espetinho' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('creates the barbecue from the choices, shows it, and goes back to the form with the choices kept', async () => {
    const calls = mockApi();
    renderCalculator();
    fireEvent.click(await screen.findByRole('button', { name: 'Mais adultos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mais crianças' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Fatiada / em bifes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Carvão e acendedores' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bebidas' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bebidas' }));
    fireEvent.click(screen.getByRole('button', { name: 'CRIAR CHURRASCO!' }));

    expect(await screen.findByRole('heading', { name: 'MEU CHURRASCO' })).toBeInTheDocument();
    expect(screen.getByText('Para 5 adultos e 1 criança')).toBeInTheDocument();
    const request = calls.find((call) => call.url.endsWith('/barbecue/barbecues'))!;
    expect(request.body).toEqual({
      total_desired_quantity: 2200,
      preferred_option_value_id: 2,
      desired_categories_attributes: [{ category_id: 10 }],
      fat_percentage: 50,
    });

    const lines = await screen.findAllByTestId('barbecue-line');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent('Picanha Bovina');
    expect(lines[0]).toHaveTextContent('Friboi');
    expect(lines[0]).toHaveTextContent('R$ 89,90 / Kg');
    expect(lines[0]).toHaveTextContent('1,25 Kg');
    expect(lines[2]).toHaveTextContent('1 un');
    expect(screen.getByTestId('barbecue-total')).toHaveTextContent('2,25 Kg e 1 un');
    // 1250 g × 0,0899 = 112,375 → 112,38; 1000 g × 0,0529 = 52,90; 29,90.
    expect(screen.getByText('R$ 195,18')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.some((call) => call.url.endsWith('/v2/events') && call.body?.event === 'created barbecue'),
      ).toBe(true),
    );
    expect(calls.find((call) => call.url.endsWith('/v2/events'))!.body?.properties).toEqual({
      amountOfAdults: 5,
      amountOfChildren: 1,
      selectedOptionValue: 'Fatiada / em bifes',
    });

    fireEvent.click(screen.getByRole('button', { name: 'EDITAR CHURRASCO' }));
    expect(count('Adultos')).toHaveTextContent('5');
    expect(count('Crianças')).toHaveTextContent('1');
    expect(screen.getByRole('radio', { name: 'Fatiada / em bifes' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Carvão e acendedores' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Bebidas' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('adds every line to a new guest cart in one request', async () => {
    const calls = mockApi();
    renderCalculator();
    fireEvent.click(await screen.findByRole('button', { name: 'CRIAR CHURRASCO!' }));
    fireEvent.click(await screen.findByRole('button', { name: 'ADICIONAR AO CARRINHO' }));
    expect(await screen.findByText('Churrasco adicionado ao carrinho!')).toBeInTheDocument();
    const creates = calls.filter((call) => call.url.includes('/api/v1/orders.json'));
    expect(creates).toHaveLength(1);
    expect(creates[0]!.body).toEqual({
      order: {
        line_items: [
          { variant_id: 101, quantity: 1250 },
          { variant_id: 102, quantity: 1000 },
          { variant_id: 103, quantity: 1 },
        ],
      },
    });
    expect(JSON.parse(localStorage.getItem(GUEST_ORDER_STORAGE_KEY)!)).toEqual({
      number: 'R000000001',
      token: 'guest-token',
    });
    await waitFor(() =>
      expect(calls.some((call) => call.body?.event === 'added barbecue to cart')).toBe(true),
    );
    // The data layer's add_to_cart names every line.
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'add_to_cart',
        ecommerce: expect.objectContaining({
          currency: 'BRL',
          items: [
            expect.objectContaining({ item_id: '101' }),
            expect.objectContaining({ item_id: '102' }),
            expect.objectContaining({ item_id: '103' }),
          ],
        }),
      }),
    );
  });

  it('adds every line to the guest cart already there in one request', async () => {
    localStorage.setItem(
      GUEST_ORDER_STORAGE_KEY,
      JSON.stringify({ number: 'R000000001', token: 'guest-token' }),
    );
    const calls = mockApi();
    renderCalculator();
    fireEvent.click(await screen.findByRole('button', { name: 'CRIAR CHURRASCO!' }));
    fireEvent.click(await screen.findByRole('button', { name: 'ADICIONAR AO CARRINHO' }));
    expect(await screen.findByText('Churrasco adicionado ao carrinho!')).toBeInTheDocument();
    const batch = calls.filter((call) => call.method === 'POST' && call.url.includes('/api/v1/orders'));
    expect(batch.map((call) => call.url)).toEqual([
      '/api/sales/api/v1/orders/R000000001/line_items/batch?order_token=guest-token',
    ]);
    expect(batch[0]!.body).toEqual({
      line_items: [
        { variant_id: 101, quantity: 1250 },
        { variant_id: 102, quantity: 1000 },
        { variant_id: 103, quantity: 1 },
      ],
    });
  });

  it('adds the list once: after it is added the button says so until a new plan is made', async () => {
    const calls = mockApi();
    renderCalculator();
    const adds = () => calls.filter((call) => call.method === 'POST' && call.url.includes('/api/v1/orders'));
    fireEvent.click(await screen.findByRole('button', { name: 'CRIAR CHURRASCO!' }));
    fireEvent.click(await screen.findByRole('button', { name: 'ADICIONAR AO CARRINHO' }));
    expect(await screen.findByText('Churrasco adicionado ao carrinho!')).toBeInTheDocument();
    const added = screen.getByRole('button', { name: 'ADICIONADO AO CARRINHO' });
    expect(added).toBeDisabled();
    fireEvent.click(added);
    expect(screen.queryByRole('button', { name: 'ADICIONAR AO CARRINHO' })).not.toBeInTheDocument();
    expect(adds()).toHaveLength(1);

    // A new plan (edited and created again) can go to the cart.
    fireEvent.click(screen.getByRole('button', { name: 'EDITAR CHURRASCO' }));
    fireEvent.click(screen.getByRole('button', { name: 'CRIAR CHURRASCO!' }));
    fireEvent.click(await screen.findByRole('button', { name: 'ADICIONAR AO CARRINHO' }));
    expect(await screen.findByRole('button', { name: 'ADICIONADO AO CARRINHO' })).toBeDisabled();
    expect(adds()).toHaveLength(2);
  });

  it('names the product of the line the cart refused, and lets the shopper try again', async () => {
    localStorage.setItem(
      GUEST_ORDER_STORAGE_KEY,
      JSON.stringify({ number: 'R000000001', token: 'guest-token' }),
    );
    const calls = mockApi();
    const fetchMock = global.fetch as jest.Mock;
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/line_items/batch')) return answer(input, init);
      calls.push({ method: 'POST', url: String(input), body: null });
      return {
        ok: false,
        status: 422,
        statusText: 'Unprocessable Entity',
        text: async () =>
          JSON.stringify({
            error: 'Houve um problema processando',
            errors: { 'line_items.2.quantity': ['Quantidade máxima: 24 un'] },
          }),
      } as Response;
    });
    renderCalculator();
    fireEvent.click(await screen.findByRole('button', { name: 'CRIAR CHURRASCO!' }));
    fireEvent.click(await screen.findByRole('button', { name: 'ADICIONAR AO CARRINHO' }));
    const panel = await screen.findByRole('region', { name: 'MEU CHURRASCO' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Carvão Vegetal 5 kg: Quantidade máxima: 24 un',
    );
    expect(screen.queryByText('Churrasco adicionado ao carrinho!')).not.toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'ADICIONAR AO CARRINHO' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.url.includes('/line_items/batch'))).toHaveLength(2),
    );
  });

  it('shows the server’s reason when the barbecue cannot be planned, and edits back', async () => {
    mockApi();
    const fetchMock = global.fetch as jest.Mock;
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/barbecue/barbecues')
        ? ({
            ok: false,
            status: 409,
            statusText: 'Conflict',
            text: async () => JSON.stringify({ error: 'Não temos carne suficiente', errors: {} }),
          } as Response)
        : answer(input, init),
    );
    renderCalculator();
    fireEvent.click(await screen.findByRole('button', { name: 'CRIAR CHURRASCO!' }));
    const panel = await screen.findByRole('region', { name: 'MEU CHURRASCO' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Não temos carne suficiente');
    expect(within(panel).queryByRole('button', { name: 'ADICIONAR AO CARRINHO' })).not.toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'EDITAR CHURRASCO' }));
    expect(screen.getByRole('button', { name: 'CRIAR CHURRASCO!' })).toBeInTheDocument();
  });
});
