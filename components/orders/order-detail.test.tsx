/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { lineItemJson, orderJson, variantJson } from '@/test-support/components/cart-fixtures';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/account/session-hint';
import { TestProviders } from '@/lib/api-client/live-testing';
import { OrderDetail } from './order-detail';

const NUMBER = 'R123456789';

/** A weighed complete order charged R$ 1.234,56; the tracker answers `trackerStatus`. */
function mockApi(trackerStatus: number, changes: Record<string, unknown> = {}) {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
  const line = {
    ...lineItemJson(variantJson({ id: 1, name: 'Picanha', price: '0.089900' }), 13_000, { id: 1 }),
    produced_quantity: 13_730,
  };
  const order = {
    ...orderJson([line]),
    state: 'complete',
    fulfillment_state: 'ready',
    produced_amount: '1234.56',
    completed_at: '2026-11-20T12:00:00.000Z',
    ...changes,
  };
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/tracker') && trackerStatus !== 200) {
      return { ok: false, status: trackerStatus, text: async () => '{"error":"Erro"}' } as Response;
    }
    const body = url.endsWith('/tracker')
      ? {
          number: NUMBER,
          fulfillment_state: 'ready',
          delivery_state: null,
          visit_state: null,
          driver: null,
          vehicle: null,
          refresh_in_seconds: 15,
        }
      : order;
    return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
}

function renderOrder() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders client={client}>
      <OrderDetail number={NUMBER} phone="(71) 3333-4444" mapsKey={null} />
    </TestProviders>,
  );
}

test('writes the weighed amount charged in Brazilian currency', async () => {
  mockApi(200);
  renderOrder();
  expect(await screen.findByTestId('produced-amount')).toHaveTextContent('R$ 1.234,56');
  expect(await screen.findByTestId('order-status')).toHaveTextContent('pronto');
});

test('a tracker that cannot be asked says so instead of loading forever', async () => {
  mockApi(500);
  renderOrder();
  expect(await screen.findByText(/Não foi possível carregar o acompanhamento agora/)).toBeInTheDocument();
  expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
  expect(screen.getByTestId('produced-amount')).toBeInTheDocument();
});

describe('the NF-e link the staff entered', () => {
  const receipt =
    'https://nfe.sefaz.ba.gov.br/nfce/consulta?p=29261112345678000190650010000001231000001234|2|1';

  test('opens the receipt in a new tab without handing it this page', async () => {
    mockApi(200, { sale_receipt_url: receipt });
    renderOrder();
    const link = await screen.findByRole('link', { name: 'VER NF-e' });
    expect(link).toHaveAttribute('href', receipt);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttributeNames().sort()).toEqual(['class', 'href', 'rel', 'target']);
  });

  test.each([
    ['a link stored before the rule, with a quote', 'https://x.com/a" onmouseover="alert(1)'],
    ['a script', 'javascript:alert(1)'],
    ['plain http', 'http://nfe.example.com/nota'],
  ])('is not drawn for %s', async (_kind, url) => {
    mockApi(200, { sale_receipt_url: url });
    renderOrder();
    expect(await screen.findByTestId('produced-amount')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'VER NF-e' })).not.toBeInTheDocument();
    expect(document.querySelector('[onmouseover]')).toBeNull();
  });
});
