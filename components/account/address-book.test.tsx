/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/account/session-hint';
import { AddressBook } from './address-book';
import { addressJson } from '@/test-support/components/checkout-fixtures';
import { DELETE_FAILED } from './delete-failed';

const address = addressJson(8, 'Rua das Hortênsias, 120');

describe('AddressBook', () => {
  it('says so when a delete fails, and keeps the address', async () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
    const calls: string[] = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${String(input)}`);
      if (method === 'DELETE')
        return { ok: false, status: 503, text: async () => '{"error":"Erro"}' } as Response;
      return { ok: true, status: 200, text: async () => JSON.stringify([address]) } as Response;
    }) as typeof fetch;
    jest.spyOn(window, 'confirm').mockReturnValueOnce(true);
    render(
      <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AddressBook mapsKey={null} />
      </TestProviders>,
    );
    const card = await screen.findByRole('article', { name: 'Bruna Lima' });
    fireEvent.click(within(card).getByRole('button', { name: 'Deletar' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(DELETE_FAILED);
    expect(calls).toContain('DELETE /api/sales/v2/addresses/8');
    expect(screen.getByRole('article', { name: 'Bruna Lima' })).toBeInTheDocument();
  });
});
