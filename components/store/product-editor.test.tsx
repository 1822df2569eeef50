/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
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
