/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import { GUEST_ORDER_STORAGE_KEY } from '@/lib/cart/guest-order-storage';
import { fakeApi } from '@/test-support/components/staff-fixtures';
import { MyBlends } from './my-blends';

const template = {
  id: 7,
  name: 'Blend da casa',
  type_name: 'blend',
  observation: '',
  complete: true,
  completed_at: '2026-11-20T14:03:00.000Z',
  fat_percentage: 20,
  total_quantity: 1000,
  default_quantity: 1000,
  increment_quantity: 250,
  min_quantity: 500,
  max_quantity: 5000,
  price: '0.040437',
  amount: '40.44',
  display_amount: 'R$ 40,44',
  items: [],
  created_at: '2026-11-20T14:00:00.000Z',
  updated_at: '2026-11-20T14:03:00.000Z',
};

const cart = {
  id: 1,
  number: 'R000000001',
  state: 'cart',
  token: 'guest-token',
  user_id: null,
  line_items: [],
  mixes: [{ id: 3, template_id: 7, name: 'Blend da casa', quantity: 1250 }],
};

/** The API: the saved blends, and the cart's answer to a blend added (`addStatus`). */
function mockApi(addStatus = 201) {
  const api = fakeApi(({ pathname }) => {
    if (pathname.endsWith('/mixes/templates'))
      return { body: { templates: [template], count: 1, pages: 1, current_page: 1 } };
    if (pathname.endsWith('/mixes/mixes')) {
      return {
        status: addStatus,
        body:
          addStatus < 300
            ? { mix: cart.mixes[0], order: cart }
            : { error: 'Dados inválidos', errors: { quantity: ['Quantidade acima do máximo'] } },
      };
    }
    if (pathname.includes('/v2/events')) return { status: 204 };
    return { body: null };
  });
  global.fetch = api;
  /** The requests made so far. */
  return () =>
    api.mock.calls.map(([input, init]: [string, RequestInit | undefined]) => ({
      method: init?.method ?? 'GET',
      url: String(input),
      body: init?.body ? JSON.parse(String(init.body)) : null,
    }));
}

function renderMyBlends() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders client={client}>
      <MyBlends />
    </TestProviders>,
  );
}

beforeEach(() => {
  localStorage.removeItem(GUEST_ORDER_STORAGE_KEY);
});

describe('MyBlends', () => {
  it('sends a saved blend to the cart in the chosen quantity (the cart controller loaded with the tap)', async () => {
    const calls = mockApi();
    renderMyBlends();
    fireEvent.click(await screen.findByRole('button', { name: 'Aumentar Blend da casa' }));
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar ao carrinho' }));
    expect(await screen.findByText('Blend adicionado ao carrinho!')).toBeInTheDocument();
    expect(calls().filter((call) => call.url.endsWith('/mixes/mixes'))).toEqual([
      expect.objectContaining({ method: 'POST', body: { template_id: 7, quantity: 1250 } }),
    ]);
  });

  it("shows the server's pt-BR reason when the cart refuses the blend", async () => {
    mockApi(422);
    renderMyBlends();
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar ao carrinho' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Quantidade acima do máximo'));
  });
});
