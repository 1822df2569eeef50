/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { readFlash } from './session-flash';
import { TestProviders } from '@/lib/api-client/live-testing';
import { MSG } from '@/lib/rules/field-messages';
import { ACCOUNT_DELETED } from './account-deletion-form';
import { PrivacyPanel } from './privacy-panel';

const loadPage = jest.fn();
jest.mock('@/lib/account/navigation', () => ({
  ...jest.requireActual('@/lib/account/navigation'),
  loadPage: (path: string) => loadPage(path),
}));

const CONSENTS = [
  { choice: 'granted', created_at: '2026-11-20T13:05:00.000Z' },
  { choice: 'denied', created_at: '2026-11-28T21:30:00.000Z' },
];

let calls: { method: string; url: string; body?: unknown }[];
let deletionAnswer: { status: number; body: unknown };

beforeEach(() => {
  calls = [];
  loadPage.mockReset();
  deletionAnswer = { status: 204, body: null };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.endsWith('/v2/account/consents')) {
      return { ok: true, status: 200, text: async () => JSON.stringify(CONSENTS) } as Response;
    }
    if (url.endsWith('/v2/account/export')) {
      const disposition = 'attachment; filename="meus-dados-2026-11-29.json"';
      return {
        ok: true,
        status: 200,
        headers: { get: (name: string) => (name === 'Content-Disposition' ? disposition : null) },
        blob: async () => new Blob(['{"profile":{}}'], { type: 'application/json' }),
      } as unknown as Response;
    }
    const { status, body } = deletionAnswer;
    return {
      ok: status < 300,
      status,
      headers: { get: () => null },
      text: async () => (body ? JSON.stringify(body) : ''),
    } as unknown as Response;
  }) as typeof fetch;
  render(
    <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PrivacyPanel />
    </TestProviders>,
  );
});

test('lists the consent choices, newest first, in Salvador time', async () => {
  const list = await screen.findByRole('list', { name: 'Suas escolhas' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Recusados em 28/11/2026 às 18:30', 'Aceitos em 20/11/2026 às 10:05']);
});

test('downloads the data as the file the API names', async () => {
  URL.createObjectURL = jest.fn(() => 'blob:dados');
  URL.revokeObjectURL = jest.fn();
  const clicked: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  fireEvent.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
  await waitFor(() => expect(clicked).toEqual(['meus-dados-2026-11-29.json']));
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:dados');
});

/** The deletion form as it is now: drawn before its code, then by it (useFormCode). */
const deletionForm = () => within(screen.getByRole('form', { name: 'Excluir minha conta' }));

/** Once the deletion form's code has taken over from its first-load markup. */
async function deletionFormLoaded(waiting = deletionForm()) {
  const before = waiting.getByRole('button', { name: 'Excluir minha conta' });
  await waitFor(() =>
    expect(deletionForm().getByRole('button', { name: 'Excluir minha conta' })).not.toBe(before),
  );
  return deletionForm();
}

test('deletes the account with the password and the confirmation, then leaves for the home page', async () => {
  const form = await deletionFormLoaded();
  fireEvent.click(form.getByRole('button', { name: 'Excluir minha conta' }));
  expect(await form.findByText(`* ${MSG.deletionConfirm}`)).toBeInTheDocument();
  expect(calls.some((call) => call.url.endsWith('/deletion'))).toBe(false);

  deletionAnswer = {
    status: 422,
    body: { error: 'Houve um problema', errors: { password: [MSG.wrongPassword] } },
  };
  fireEvent.change(form.getByLabelText('Senha atual'), { target: { value: 'errada' } });
  fireEvent.click(form.getByRole('checkbox'));
  fireEvent.click(form.getByRole('button', { name: 'Excluir minha conta' }));
  expect(await form.findByText(`* ${MSG.wrongPassword}`)).toBeInTheDocument();
  expect(loadPage).not.toHaveBeenCalled();

  deletionAnswer = { status: 204, body: null };
  fireEvent.change(form.getByLabelText('Senha atual'), { target: { value: 'certa1' } });
  fireEvent.click(form.getByRole('button', { name: 'Excluir minha conta' }));
  await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
  expect(calls.filter((call) => call.url.endsWith('/deletion')).map((call) => call.body)).toEqual([
    { password: 'errada', confirm: true },
    { password: 'certa1', confirm: true },
  ]);
  expect(readFlash(window.sessionStorage.getItem('cdc_flash')!)).toEqual({
    message: ACCOUNT_DELETED,
    path: '/',
  });
});

test('keeps what was typed and ticked before the form had its code, and sends a submit made meanwhile', async () => {
  // Typed into the markup the page's first load draws: the form's code is not there yet.
  const waiting = deletionForm();
  fireEvent.change(waiting.getByLabelText('Senha atual'), { target: { value: 'certa1' } });
  fireEvent.click(waiting.getByRole('checkbox'));
  fireEvent.submit(screen.getByRole('form', { name: 'Excluir minha conta' }));
  expect(calls.some((call) => call.url.endsWith('/deletion'))).toBe(false);

  await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
  expect(calls.filter((call) => call.url.endsWith('/deletion')).map((call) => call.body)).toEqual([
    { password: 'certa1', confirm: true },
  ]);
  expect(deletionForm().getByLabelText('Senha atual')).toHaveValue('certa1');
});

test('checks a field left before the form had its code, as a blur would, with the same message', async () => {
  const waiting = deletionForm();
  fireEvent.focus(waiting.getByLabelText('Senha atual'));
  fireEvent.blur(waiting.getByLabelText('Senha atual'));
  const form = await deletionFormLoaded(waiting);
  expect(await form.findByText(`* ${MSG.required}`)).toBeInTheDocument();
});
