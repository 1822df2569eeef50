/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { orderJson } from '@/test-support/components/cart-fixtures';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/account/session-hint';
import { TestProviders } from '@/lib/api-client/live-testing';
import { LastOrder } from './last-order';

test('asks for the first page of past orders and shows the latest complete one', async () => {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
  const recently = new Date(Date.now() - 3600_000).toISOString();
  const order = (number: string, state: string) => ({
    ...orderJson([]),
    number,
    state,
    fulfillment_state: state === 'canceled' ? 'canceled' : 'preparation',
    updated_at: recently,
  });
  const paths: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://loja.test');
    paths.push(url.pathname + url.search);
    const body = {
      orders: [order('R000000002', 'canceled'), order('R000000001', 'complete')],
      count: 2,
      pages: 1,
      current_page: 1,
    };
    return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders client={client}>
      <LastOrder />
    </TestProviders>,
  );
  expect(await screen.findByRole('region', { name: 'Seu último pedido' })).toHaveTextContent('#R000000001');
  expect(paths).toEqual([
    expect.stringMatching(
      /\/v2\/orders\/mine\?page=1&per_page=10&q\[state_in\]\[\]=complete&q\[state_in\]\[\]=canceled$/,
    ),
  ]);
});
