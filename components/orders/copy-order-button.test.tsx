/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import { GUEST_ORDER_STORAGE_KEY } from '@/lib/cart/guest-order-storage';
import { CopyOrderButton } from './copy-order-button';

const cart = {
  id: 1,
  number: 'R000000002',
  state: 'cart',
  token: 'guest-token',
  user_id: null,
  line_items: [],
  mixes: [],
};

/** The API: no cart yet (one is created), and the copy answering `copyStatus` with the names not copied. */
function mockApi(copyStatus: number, notCopied: string[] = []) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost').pathname;
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    let status = 200;
    let answer: unknown = null;
    if (url.endsWith('/api/v1/orders.json')) {
      status = 201;
      answer = cart;
    } else if (url.endsWith('/copy')) {
      status = copyStatus;
      answer = status < 300 ? { ...cart, not_copied: notCopied } : { error: 'Erro interno', errors: {} };
    } else if (url.endsWith('/current') || url.includes('/v2/events')) status = 204;
    return {
      ok: status < 300,
      status,
      statusText: '',
      text: async () => (status === 204 ? '' : JSON.stringify(answer)),
    } as Response;
  }) as typeof fetch;
  return calls;
}

function renderButton() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders client={client}>
      <CopyOrderButton number="R000000001" />
    </TestProviders>,
  );
}

beforeEach(() => {
  localStorage.removeItem(GUEST_ORDER_STORAGE_KEY);
  jest.spyOn(window, 'confirm').mockReturnValue(true);
});

afterEach(() => jest.restoreAllMocks());

describe('CopyOrderButton', () => {
  it('copies the order into a new cart once confirmed and names what could not be copied', async () => {
    const calls = mockApi(200, ['Cupim']);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'COPIAR PEDIDO' }));
    expect(screen.getByRole('button', { name: 'Carregando...' })).toBeDisabled();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Itens adicionados ao carrinho, exceto (fora de venda, sem estoque ou já no limite do carrinho): Cupim.',
    );
    expect(screen.getByRole('button', { name: 'COPIAR PEDIDO' })).toBeEnabled();
    expect(calls).toContain('PUT /api/sales/api/v1/orders/R000000002/copy');
  });

  it('asks first, and copies nothing when the customer declines', () => {
    jest.spyOn(window, 'confirm').mockReturnValue(false);
    const calls = mockApi(200);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'COPIAR PEDIDO' }));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when the copy fails, and lets the customer try again', async () => {
    mockApi(500);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'COPIAR PEDIDO' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Não foi possível copiar o pedido. Tente novamente.',
    );
    expect(screen.getByRole('button', { name: 'COPIAR PEDIDO' })).toBeEnabled();
    expect(warn).toHaveBeenCalledWith('order not copied', expect.anything());
  });
});
