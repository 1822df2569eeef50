/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import { STAFF_ONLY_TEXTS } from '@/lib/sales-api/errors';
import { fakeApi } from '@/test-support/components/staff-fixtures';
import { StaffAccessNotice } from './staff-access-notice';
import { StoreHolidays } from './store-holidays';

const NOTICE = 'Sua sessão terminou ou não dá mais acesso a esta tela.';
const REFUSED = { status: 403, body: { error: STAFF_ONLY_TEXTS.guest, errors: {} } };

/** The holidays screen under the staff layout's notice, its calls answered by `answer`. */
function renderScreen(answer: (method: string) => { status?: number; body?: unknown }) {
  window.history.replaceState(null, '', '/equipe/loja/feriados?ano=2026');
  global.fetch = fakeApi((_url, init) => answer(init?.method ?? 'GET'));
  render(
    <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StaffAccessNotice />
      <StoreHolidays initialYear={2026} />
    </TestProviders>,
  );
}

test('a load refused 403 (the session ended) leads to the login and back to the screen', async () => {
  renderScreen(() => REFUSED);
  expect(await screen.findByText(NOTICE)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Entrar de novo' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fequipe%2Floja%2Fferiados%3Fano%3D2026',
  );
});

test('an action refused 403 says so too, beside its own message', async () => {
  const natal = {
    id: 2,
    day: '2026-12-25',
    name: 'Natal',
    kind: 'closed',
    open_hour: null,
    close_hour: null,
  };
  renderScreen((method) =>
    method === 'GET' ? { body: { holidays: [{ ...natal, booked_orders: 0 }] } } : REFUSED,
  );
  const list = await screen.findByRole('list', { name: 'Feriados de 2026' });
  expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  fireEvent.click(within(list).getByRole('button', { name: 'Excluir' }));
  fireEvent.click(within(list).getByRole('button', { name: 'Sim, excluir' }));
  expect(await screen.findByText(NOTICE)).toBeInTheDocument();
  expect(screen.getByText(STAFF_ONLY_TEXTS.guest)).toBeInTheDocument();
});

test('any other failure is the screen’s alone', async () => {
  renderScreen(() => ({ status: 500, body: { error: 'Erro', errors: {} } }));
  expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
});
