/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import { camelize } from '@/lib/sales-api/case';
import type { BannerJson } from '@/lib/sales-api/store-banners';
import { fakeApi } from '@/test-support/components/staff-fixtures';
import { StoreBanners } from './store-banners';

/** The form's schema is imported on its first check: the first import of a test file takes a while. */
const LOADED = { timeout: 5000 };

const banner = (id: number, overrides: Partial<BannerJson> = {}): BannerJson => ({
  id,
  image_url: `/uploads/banners/banner-${id}.webp`,
  alt: `Banner número ${id}`,
  href: '/busca?q=picanha',
  position: id,
  starts_on: null,
  ends_on: null,
  active: true,
  status: 'showing',
  ...overrides,
});

let banners: BannerJson[];
let listsAsked: number;
let sent: { method: string; path: string; body: unknown }[];
let answer: { status?: number; body: unknown } | null;

/** The screen as the page draws it: from the server's answer (`banners` now), the API for what follows. */
function renderBanners() {
  sent = [];
  listsAsked = 0;
  global.fetch = fakeApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') {
      listsAsked += 1;
      return { body: { banners } };
    }
    sent.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (method === 'DELETE') return { status: 204, body: null };
    return answer ?? { status: 201, body: banners[0] };
  });
  render(
    <TestProviders
      client={new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } })}
    >
      <StoreBanners answer={camelize({ banners })} />
    </TestProviders>,
  );
}

beforeEach(() => {
  banners = [
    banner(1),
    banner(2, {
      starts_on: '2026-12-01',
      ends_on: '2026-12-24',
      status: 'scheduled',
      href: 'https://receitas.exemplo.com.br/natal',
    }),
    banner(3, { image_url: null, status: 'no_image' }),
  ];
  answer = null;
});

test("lists the banners in order with their link, days and where each stands today, at once from the server's answer", async () => {
  renderBanners();
  // Drawn in the first render: the page's HTML holds the list, nothing is asked of the API.
  const list = screen.getByRole('list', { name: 'Banners' });
  const [first, second, third] = within(list).getAllByRole('listitem');
  expect(first).toHaveTextContent('/busca?q=picanha · Todos os dias');
  expect(first).toHaveTextContent('No ar');
  expect(second).toHaveTextContent('https://receitas.exemplo.com.br/natal · De 01/12/2026 a 24/12/2026');
  expect(second).toHaveTextContent('Agendado');
  expect(third).toHaveTextContent('Sem imagem');
  expect(within(first!).getByRole('button', { name: 'Subir o banner 1' })).toBeDisabled();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(listsAsked).toBe(0);
});

test('says when there is none', () => {
  banners = [];
  renderBanners();
  expect(screen.getByText('Nenhum banner: a página inicial fica sem destaques.')).toBeInTheDocument();
});

test("creates a banner: the schema's messages first (a link out of the shop refused), then the API's", async () => {
  renderBanners();
  await screen.findByRole('list', { name: 'Banners' });
  fireEvent.click(screen.getByRole('button', { name: 'Novo banner' }));
  const form = screen.getByRole('form', { name: 'Novo banner' });
  fireEvent.change(within(form).getByLabelText(/^Link/), { target: { value: 'javascript:alert(1)' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar banner' }));
  expect(
    await within(form).findByText('* Descreva o que o banner mostra (para quem não vê a imagem)', {}, LOADED),
  ).toBeInTheDocument();
  expect(
    within(form).getByText(
      '* Informe um caminho da loja (ex.: /busca?q=picanha) ou um endereço https:// válido',
    ),
  ).toBeInTheDocument();
  expect(sent).toHaveLength(0);

  fireEvent.change(within(form).getByLabelText(/^O que o banner mostra/), {
    target: { value: 'Kit churrasco de Natal' },
  });
  fireEvent.change(within(form).getByLabelText(/^Link/), { target: { value: '/departamentos/8' } });
  fireEvent.change(within(form).getByLabelText('Último dia (opcional)'), { target: { value: '2026-12-24' } });
  answer = { status: 201, body: banner(4, { status: 'no_image', image_url: null }) };
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar banner' }));
  await waitFor(() =>
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/sales/admin/store/banners',
      body: {
        alt: 'Kit churrasco de Natal',
        href: '/departamentos/8',
        starts_on: null,
        ends_on: '2026-12-24',
        active: true,
      },
    }),
  );
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Novo banner' })).not.toBeInTheDocument());
});

test('edits with the values filled in, deactivating; moves and deletes after the question', async () => {
  renderBanners();
  const list = await screen.findByRole('list', { name: 'Banners' });
  fireEvent.click(within(list).getByRole('button', { name: 'Editar o banner 2' }));
  const form = screen.getByRole('form', { name: 'Editar banner' });
  expect(within(form).getByLabelText('Primeiro dia (opcional)')).toHaveValue('2026-12-01');
  fireEvent.click(within(form).getByLabelText('Ativo'));
  answer = { status: 200, body: banner(2, { active: false, status: 'inactive' }) };
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar banner' }));
  await waitFor(
    () =>
      expect(sent.at(-1)).toMatchObject({
        method: 'PUT',
        path: '/api/sales/admin/store/banners/2',
        body: { active: false, starts_on: '2026-12-01', ends_on: '2026-12-24' },
      }),
    LOADED,
  );

  answer = { body: { banners: [banners[1], banners[0], banners[2]] } };
  fireEvent.click(within(list).getByRole('button', { name: 'Subir o banner 2' }));
  await waitFor(() =>
    expect(sent.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/sales/admin/store/banners/order',
      body: { ids: [2, 1, 3] },
    }),
  );

  const third = within(list).getAllByRole('listitem')[2]!;
  // Busy until the list is asked again after the move.
  fireEvent.click(await within(third).findByRole('button', { name: 'Excluir' }));
  fireEvent.click(within(third).getByRole('button', { name: 'Sim, excluir' }));
  await waitFor(() =>
    expect(sent.at(-1)).toEqual({ method: 'DELETE', path: '/api/sales/admin/store/banners/3', body: null }),
  );
});
