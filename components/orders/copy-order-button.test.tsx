/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import { GUEST_ORDER_STORAGE_KEY } from '@/lib/cart/guest-order-storage';
import { fakeApi } from '@/test-support/components/staff-fixtures';
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
  const api = fakeApi(({ pathname }) => {
    if (pathname.endsWith('/api/v1/orders.json')) return { status: 201, body: cart };
    if (pathname.endsWith('/copy')) {
      return copyStatus < 300
        ? { status: copyStatus, body: { ...cart, not_copied: notCopied } }
        : { status: copyStatus, body: { error: 'Erro interno', errors: {} } };
    }
    if (pathname.endsWith('/current') || pathname.includes('/v2/events')) return { status: 204 };
    return { body: null };
  });
  global.fetch = api;
  /** The requests made so far, as 'METHOD path'. */
  return () =>
    api.mock.calls.map(
      ([input, init]: [string, RequestInit | undefined]) =>
        `${init?.method ?? 'GET'} ${new URL(input, 'http://localhost').pathname}`,
    );
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
    expect(calls()).toContain('PUT /api/sales/api/v1/orders/R000000002/copy');
  });

  it('asks first, and copies nothing when the customer declines', () => {
    jest.spyOn(window, 'confirm').mockReturnValue(false);
    const calls = mockApi(200);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'COPIAR PEDIDO' }));
    expect(calls()).toEqual([]);
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
