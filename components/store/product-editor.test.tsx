/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import { queryKeys } from '@/lib/api-client/query-keys';
import type { StoreProductJson } from '@/lib/sales-api/store-products';
import { fakeApi } from '@/test-support/components/staff-fixtures';
import { storeProductJson } from '@/test-support/components/store-fixtures';
import { StoreProductEditor } from './product-editor';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/equipe/loja/produtos/42',
}));

const draft = storeProductJson();

let moves: string[] = [];

function renderEditor(productAnswer: () => { status?: number; body: unknown } = () => ({ body: draft })) {
  moves = [];
  global.fetch = fakeApi((url, init) => {
    if (url.pathname.endsWith('/options'))
      return { body: { subdepartments: [], manufacturers: [], cooking_methods: [] } };
    if (init?.method === 'POST') {
      moves.push(url.pathname);
      return url.pathname.endsWith('/publish')
        ? { body: { ...draft, status: 'published' } }
        : {
            status: 409,
            body: {
              error: 'O produto já está arquivado',
              errors: { status: ['O produto já está arquivado'] },
            },
          };
    }
    return productAnswer();
  });
  render(
    <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StoreProductEditor id={42} />
    </TestProviders>,
  );
}

test('publishes only after the manager confirms, then shows the link to the shop', async () => {
  renderEditor();
  expect(screen.getByRole('status')).toHaveTextContent('Carregando produto...');
  expect(await screen.findByRole('heading', { name: 'Costela Defumada' })).toBeInTheDocument();
  expect(screen.getByText('Rascunho')).toBeInTheDocument();
  expect(screen.getByText(/Nenhuma foto ainda/)).toBeInTheDocument();
  // A draft's page is the manager's preview until it is published.
  expect(screen.getByRole('link', { name: 'Pré-visualizar' })).toHaveAttribute('href', '/previa/produtos/42');
  expect(screen.queryByRole('link', { name: 'Ver na loja' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
  expect(moves).toEqual([]);
  const question = screen.getByRole('group', { name: /Publicar este produto\?/ });
  fireEvent.click(within(question).getByRole('button', { name: 'Sim, publicar' }));
  expect(await screen.findByText('Publicado')).toBeInTheDocument();
  expect(moves).toEqual(['/api/sales/admin/products/42/publish']);
  expect(screen.getByRole('link', { name: 'Ver na loja' })).toHaveAttribute(
    'href',
    '/produtos/costela-defumada',
  );
  expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Pré-visualizar' })).toBeNull();
});

test('shows the refusal of a move where the buttons are', async () => {
  renderEditor();
  await screen.findByRole('heading', { name: 'Costela Defumada' });
  fireEvent.click(screen.getByRole('button', { name: 'Arquivar' }));
  fireEvent.click(screen.getByRole('button', { name: 'Sim, arquivar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('O produto já está arquivado');
});

test('says when the product does not exist', async () => {
  renderEditor(() => ({ status: 404, body: { error: 'Produto não encontrado', errors: {} } }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Produto não encontrado.');
  expect(screen.getByRole('link', { name: 'Voltar aos produtos' })).toHaveAttribute(
    'href',
    '/equipe/loja/produtos',
  );
});

test('refuses a picture of another type before sending it', async () => {
  renderEditor();
  await screen.findByRole('heading', { name: 'Costela Defumada' });
  const file = new File(['GIF89a'], 'foto.gif', { type: 'image/gif' });
  fireEvent.change(screen.getByLabelText('Nova foto (JPEG, PNG ou WebP, até 5 MB)'), {
    target: { files: [file] },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Enviar foto' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Envie uma imagem JPEG, PNG ou WebP');
});

describe('a form left open', () => {
  const strips = {
    id: 91,
    option_value: 'Em tiras',
    slug: 'costela-defumada-em-tiras',
    unit_for_quantity: 'g' as const,
    minimum_quantity: 500,
    increment_quantity: 250,
    maximum_quantity: 10000,
    default_quantity: 1000,
    price: '0.0649',
    list_price: null,
    total_on_hand: 500,
  };
  const opened = storeProductJson({
    total_on_hand: 2000,
    option_type: 'Corte',
    option_value: 'Peça inteira',
    variants: [strips],
    version: 'versao-1',
  });
  let current: StoreProductJson;
  let readFails: boolean;
  let saves: { body: Record<string, unknown> }[];
  let saveAnswer: { status?: number; body: unknown };

  function renderOpen() {
    current = opened;
    readFails = false;
    saves = [];
    global.fetch = fakeApi((url, init) => {
      if (url.pathname.endsWith('/options'))
        return {
          body: {
            subdepartments: [{ id: 3, name: 'Suínos', department: 'Carnes' }],
            manufacturers: [],
            cooking_methods: [],
          },
        };
      if (init?.method === 'PUT') {
        saves.push({ body: JSON.parse(String(init.body)) as Record<string, unknown> });
        return saveAnswer;
      }
      return readFails ? { status: 500, body: { error: 'Erro', errors: {} } } : { body: current };
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <TestProviders client={client}>
        <StoreProductEditor id={42} />
      </TestProviders>,
    );
    return client;
  }

  test('sends the version and the stocks it opened with; refused, it offers the product as it stands', async () => {
    renderOpen();
    await screen.findByRole('heading', { name: 'Costela Defumada' });
    fireEvent.change(screen.getByLabelText('Descrição'), { target: { value: 'Costela suína. Corrigido.' } });
    saveAnswer = {
      status: 409,
      body: {
        error: 'Este produto foi alterado por outra pessoa. Recarregue para ver a versão atual.',
        errors: {},
      },
    };
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(
      'Este produto foi alterado por outra pessoa. Recarregue para ver a versão atual.',
    );
    expect(saves[0]!.body).toMatchObject({
      description: 'Costela suína. Corrigido.',
      version: 'versao-1',
      total_on_hand: 2000,
      total_on_hand_was: 2000,
      variants: [{ id: 91, total_on_hand: 500, total_on_hand_was: 500 }],
    });

    // Another manager's save, read again: the form shows it, what was typed here is dropped.
    current = storeProductJson({ ...opened, description: 'Costela suína defumada.', version: 'versao-2' });
    fireEvent.click(within(refusal).getByRole('button', { name: 'Recarregar o produto' }));
    await waitFor(() => expect(screen.getByLabelText('Descrição')).toHaveValue('Costela suína defumada.'));
    expect(screen.queryByRole('alert')).toBeNull();
    saveAnswer = { body: current };
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Produto salvo.')).toBeInTheDocument();
    expect(saves[1]!.body).toMatchObject({ version: 'versao-2', description: 'Costela suína defumada.' });
  });

  test('keeps the product and what was typed when a read in the background fails', async () => {
    const client = renderOpen();
    await screen.findByRole('heading', { name: 'Costela Defumada' });
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Costela Defumada da Casa' } });
    readFails = true;
    await act(async () => {
      await client.refetchQueries({ queryKey: queryKeys.store.product(42) });
      // React Query tells the screen on its next tick.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(client.getQueryState(queryKeys.store.product(42))?.status).toBe('error');
    expect(screen.queryByText('Não foi possível carregar o produto.')).toBeNull();
    expect(screen.getByLabelText('Nome')).toHaveValue('Costela Defumada da Casa');
  });
});
