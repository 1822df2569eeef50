/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { TestProviders } from '@/lib/api-client/live-testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/account/session-hint';
import { CreditCardList, DELETE_CARD_QUESTION, NO_CARDS } from './credit-card-list';
import { cardJson } from '@/test-support/components/checkout-fixtures';
import { DELETE_FAILED } from './delete-failed';

const methods = [
  { id: 1, name: 'Cartão de crédito', description: '', method_type: 'gateway', restrictable: false },
  {
    id: 2,
    name: 'Cartão de débito na entrega',
    description: 'Na maquininha',
    method_type: 'on_delivery',
    restrictable: false,
  },
  { id: 9, name: 'Faturado', description: '', method_type: 'on_delivery', restrictable: true },
];
const user = { id: 7, first_name: 'Ana', email: 'ana@exemplo.com.br', allowed_payment_methods: methods };

function mockApi(cards: object[], { deleteStatus = 204 } = {}) {
  const calls: string[] = [];
  // A logged-in customer: the API set the signed-in hint beside the session cookie.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
  let current = cards;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    let body: unknown = user;
    if (url.endsWith('/credit_cards')) body = { credit_cards: current };
    if (method === 'DELETE' && deleteStatus !== 204) {
      return { ok: false, status: deleteStatus, text: async () => '{"error":"Erro"}' } as Response;
    }
    if (method === 'DELETE') {
      current = current.filter((card) => !url.endsWith(`/${(card as { id: number }).id}`));
      return { ok: true, status: 204, text: async () => '' } as Response;
    }
    return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
  return calls;
}

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders client={client}>
      <CreditCardList />
    </TestProviders>,
  );
}

describe('CreditCardList', () => {
  it('says there are no cards, and lists the other non-restricted methods', async () => {
    mockApi([]);
    renderList();
    expect(await screen.findByText(NO_CARDS)).toBeInTheDocument();
    expect(screen.getByText('Cartão de débito na entrega')).toBeInTheDocument();
    expect(screen.queryByText('Faturado')).not.toBeInTheDocument();
    expect(screen.queryByText('Cartão de crédito')).not.toBeInTheDocument();
  });

  it('marks expired cards and deletes a card after the confirmation', async () => {
    const calls = mockApi([
      { id: 3, name: 'ANA SOUZA', cc_type: 'visa', last_digits: '1111', month: 12, year: 2099 },
      { id: 4, name: 'ANA SOUZA', cc_type: 'master', last_digits: '4444', month: 1, year: 2020 },
    ]);
    const confirm = jest.spyOn(window, 'confirm');
    renderList();
    const list = await screen.findByRole('list', { name: 'Cartões salvos' });
    const [visa, master] = within(list).getAllByRole('listitem');
    expect(visa).toHaveTextContent('Visa •••• 1111');
    expect(within(visa!).queryByText('Expirado')).not.toBeInTheDocument();
    expect(master).toHaveTextContent('Mastercard •••• 4444');
    expect(within(master!).getByText('Expirado')).toBeInTheDocument();

    confirm.mockReturnValueOnce(false);
    fireEvent.click(screen.getByRole('button', { name: 'Deletar cartão final 4444' }));
    expect(confirm).toHaveBeenCalledWith(DELETE_CARD_QUESTION);
    expect(calls.some((call) => call.startsWith('DELETE'))).toBe(false);

    confirm.mockReturnValueOnce(true);
    fireEvent.click(screen.getByRole('button', { name: 'Deletar cartão final 4444' }));
    await waitFor(() => expect(screen.queryByText(/4444/)).not.toBeInTheDocument());
    expect(calls).toContain('DELETE /api/sales/v2/credit_cards/4');
  });

  it('names Elo and Hipercard cards by their brand', async () => {
    mockApi([
      { ...cardJson(5, '8311', 12, 2099), cc_type: 'elo' },
      { ...cardJson(6, '0003', 12, 2099), cc_type: 'hipercard' },
    ]);
    renderList();
    const list = await screen.findByRole('list', { name: 'Cartões salvos' });
    const [elo, hipercard] = within(list).getAllByRole('listitem');
    expect(elo).toHaveTextContent('Elo •••• 8311');
    expect(hipercard).toHaveTextContent('Hipercard •••• 0003');
  });

  it('says so when the delete fails, and keeps the card', async () => {
    const calls = mockApi([cardJson(3, '1111', 12, 2099)], { deleteStatus: 503 });
    jest.spyOn(window, 'confirm').mockReturnValueOnce(true);
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Deletar cartão final 1111' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DELETE_FAILED);
    expect(calls).toContain('DELETE /api/sales/v2/credit_cards/3');
    expect(screen.getByText(/1111/)).toBeInTheDocument();
  });
});
