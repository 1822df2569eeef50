/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import { fakeApi } from '@/test-support/components/staff-fixtures';
import { storeProductJson } from '@/test-support/components/store-fixtures';
import { ProductFormView } from './product-form';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/equipe/loja/produtos/novo',
}));

const options = {
  subdepartments: [{ id: 3, name: 'Suínos', department: 'Carnes' }],
  manufacturers: ['Friboi'],
  cooking_methods: ['Forno'],
};

const saved = storeProductJson({ cooking_methods: ['Forno'] });

let sent: { method: string | undefined; body: unknown }[] = [];
let searched: string[] = [];

const summary = (id: number, name: string, status = 'published') => ({
  id,
  status,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  subdepartment: 'Acompanhamentos',
  unit_for_quantity: 'un',
  price: '9.90',
  total_on_hand: 10,
  image_url: null,
  updated_at: '2026-11-28T15:00:00.000Z',
});
const farofa = summary(7, 'Farofa de Bacon');
const storeProductSummary = summary(8, 'Farofa Temperada', 'draft');

function renderForm(answer: () => { status?: number; body: unknown }) {
  sent = [];
  searched = [];
  global.fetch = fakeApi((url, init) => {
    if (url.pathname.endsWith('/admin/products/options')) return { body: options };
    if (url.pathname.endsWith('/admin/products') && (init?.method ?? 'GET') === 'GET') {
      searched.push(url.searchParams.get('q') ?? '');
      return { body: { products: [farofa, storeProductSummary], count: 2 } };
    }
    sent.push({ method: init?.method, body: JSON.parse(String(init?.body)) });
    return answer();
  });
  render(
    <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ProductFormView />
    </TestProviders>,
  );
}

const field = (name: string | RegExp) => screen.getByLabelText(name);

async function fillValidForm() {
  await screen.findByRole('option', { name: 'Carnes › Suínos' });
  fireEvent.change(field('Nome'), { target: { value: 'Costela Defumada' } });
  fireEvent.change(field('Subdepartamento'), { target: { value: '3' } });
  fireEvent.change(field('Preço (R$ por grama)'), { target: { value: '0.0599' } });
  fireEvent.change(field(/Modos de preparo/), { target: { value: 'Forno, Defumado' } });
}

beforeEach(() => push.mockClear());

test('suggests the address from the name and creates a draft, then opens its page', async () => {
  renderForm(() => ({ status: 201, body: saved }));
  await fillValidForm();
  expect(field('Endereço da página (/produtos/...)')).toHaveValue('costela-defumada');
  fireEvent.click(screen.getByRole('button', { name: 'Criar rascunho' }));
  await waitFor(() => expect(push).toHaveBeenCalledWith('/equipe/loja/produtos/42'));
  expect(sent[0]).toMatchObject({
    method: 'POST',
    body: {
      name: 'Costela Defumada',
      slug: 'costela-defumada',
      subdepartment_id: 3,
      manufacturer: null,
      cooking_methods: ['Forno', 'Defumado'],
      unit_for_quantity: 'g',
      minimum_quantity: 500,
      price: '0.0599',
      list_price: null,
    },
  });
});

test('shows the contract’s messages before sending anything', async () => {
  renderForm(() => ({ status: 201, body: saved }));
  await screen.findByRole('option', { name: 'Carnes › Suínos' });
  fireEvent.change(field('Máximo (gramas)'), { target: { value: '400' } });
  fireEvent.click(screen.getByRole('button', { name: 'Criar rascunho' }));
  expect(await screen.findByText('* Informe o nome do produto')).toBeInTheDocument();
  expect(screen.getByText('* Escolha o subdepartamento')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test('puts the server’s 422 messages on their fields', async () => {
  renderForm(() => ({
    status: 422,
    body: {
      error: 'Houve um problema processando',
      errors: { slug: ['Este endereço já é usado por outro produto'] },
    },
  }));
  await fillValidForm();
  fireEvent.click(screen.getByRole('button', { name: 'Criar rascunho' }));
  expect(await screen.findByText('* Este endereço já é usado por outro produto')).toBeInTheDocument();
  expect(field('Endereço da página (/produtos/...)')).toHaveAttribute('aria-invalid', 'true');
  expect(push).not.toHaveBeenCalled();
});

test('adds a recipe, checks its video link as the API does, and sends it with the form', async () => {
  renderForm(() => ({ status: 201, body: saved }));
  await fillValidForm();
  expect(screen.getByText(/Nenhuma receita/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Adicionar receita' }));
  fireEvent.change(field('Título da receita 1'), { target: { value: 'Costela no bafo' } });
  fireEvent.change(field(/Modo de fazer da receita 1/), {
    target: { value: 'Tempere.\nAsse por 4 horas.' },
  });
  const video = field(/Link do vídeo da receita 1/);
  fireEvent.change(video, { target: { value: 'http://vimeo.com/1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Criar rascunho' }));
  expect(
    await screen.findByText('* Informe um link https válido (ex.: https://vimeo.com/123456)'),
  ).toBeInTheDocument();
  expect(sent).toHaveLength(0);

  fireEvent.change(video, { target: { value: 'https://vimeo.com/1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Criar rascunho' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]!.body).toMatchObject({
    recipes: [
      { title: 'Costela no bafo', text: 'Tempere.\nAsse por 4 horas.', video_url: 'https://vimeo.com/1' },
    ],
    related_product_ids: [],
  });
});

test('finds other products by name and sends the ones picked, in order', async () => {
  renderForm(() => ({ status: 201, body: saved }));
  await fillValidForm();
  expect(screen.getByText(/Nenhum produto relacionado/)).toBeInTheDocument();
  fireEvent.change(field('Buscar produto para relacionar'), { target: { value: 'farofa' } });
  fireEvent.click(await screen.findByRole('button', { name: /Relacionar Farofa Temperada/ }));
  fireEvent.change(field('Buscar produto para relacionar'), { target: { value: 'farofa' } });
  fireEvent.click(await screen.findByRole('button', { name: /Relacionar Farofa de Bacon/ }));
  expect(searched).toContain('farofa');
  const chosen = screen.getByRole('list', { name: 'Produtos relacionados escolhidos' });
  expect(chosen).toHaveTextContent('Farofa Temperada(Rascunho: não aparece na loja)');
  fireEvent.click(screen.getByRole('button', { name: 'Subir Farofa de Bacon' }));
  fireEvent.click(screen.getByRole('button', { name: 'Criar rascunho' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]!.body).toMatchObject({ related_product_ids: [7, 8] });
});

test('puts the server’s 422 on a recipe’s field', async () => {
  renderForm(() => ({
    status: 422,
    body: {
      error: 'Houve um problema processando',
      errors: { 'recipes.0.title': ['Informe o título da receita'] },
    },
  }));
  await fillValidForm();
  fireEvent.click(screen.getByRole('button', { name: 'Adicionar receita' }));
  fireEvent.change(field('Título da receita 1'), { target: { value: 'Costela' } });
  fireEvent.change(field(/Modo de fazer da receita 1/), { target: { value: 'Asse.' } });
  fireEvent.click(screen.getByRole('button', { name: 'Criar rascunho' }));
  expect(await screen.findByText('* Informe o título da receita')).toBeInTheDocument();
  expect(field('Título da receita 1')).toHaveAttribute('aria-invalid', 'true');
});

test('adds a variation, a copy of the first to change, and sends it with the option’s names', async () => {
  renderForm(() => ({ status: 201, body: saved }));
  await fillValidForm();
  fireEvent.click(screen.getByRole('button', { name: 'Adicionar variação' }));
  const variation = screen.getByRole('group', { name: 'Variação 2' });
  expect(within(variation).getByLabelText('Mínimo (gramas) da variação 2')).toHaveValue(500);
  expect(within(variation).getByLabelText('Endereço da variação 2 (/produtos/...)')).toHaveValue(
    'costela-defumada-',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Criar rascunho' }));
  // The contract's messages, before anything is sent: the option's names and the variation's address.
  expect(await screen.findByText('* Informe o tipo das variações (ex.: Corte)')).toBeInTheDocument();
  expect(screen.getByText('* Informe o nome desta variação (ex.: Peça inteira)')).toBeInTheDocument();
  expect(sent).toHaveLength(0);

  fireEvent.change(field('Tipo das variações (ex.: Corte)'), { target: { value: 'Corte' } });
  fireEvent.change(field('Nome desta variação (ex.: Peça inteira)'), { target: { value: 'Peça inteira' } });
  fireEvent.change(field('Nome da variação 2 (ex.: Em tiras)'), { target: { value: 'Em tiras' } });
  fireEvent.change(field('Endereço da variação 2 (/produtos/...)'), {
    target: { value: 'costela-defumada-em-tiras' },
  });
  fireEvent.click(within(variation).getByLabelText('Unidade'));
  fireEvent.change(field('Mínimo (unidades) da variação 2'), { target: { value: '1' } });
  fireEvent.change(field('Incremento (unidades) da variação 2'), { target: { value: '1' } });
  fireEvent.change(field('Máximo (unidades) da variação 2'), { target: { value: '10' } });
  fireEvent.change(field('Padrão (unidades) da variação 2'), { target: { value: '1' } });
  fireEvent.change(field('Preço (R$ por unidade) da variação 2'), { target: { value: '24.90' } });
  fireEvent.change(field('Estoque (unidades) da variação 2'), { target: { value: '12' } });
  fireEvent.click(screen.getByRole('button', { name: 'Criar rascunho' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]!.body).toMatchObject({
    option_type: 'Corte',
    option_value: 'Peça inteira',
    unit_for_quantity: 'g',
    variants: [
      {
        id: null,
        option_value: 'Em tiras',
        slug: 'costela-defumada-em-tiras',
        unit_for_quantity: 'un',
        minimum_quantity: 1,
        maximum_quantity: 10,
        price: '24.90',
        list_price: null,
        total_on_hand: 12,
      },
    ],
  });
});

test('puts the server’s refusal to remove a variation an order holds above the variations', async () => {
  renderForm(() => ({
    status: 422,
    body: {
      error: 'Houve um problema processando',
      errors: {
        variants: ['Esta variação está em pedidos, carrinhos ou blends: zere o estoque em vez de removê-la'],
      },
    },
  }));
  await fillValidForm();
  fireEvent.click(screen.getByRole('button', { name: 'Criar rascunho' }));
  expect(
    await screen.findByText(
      '* Esta variação está em pedidos, carrinhos ou blends: zere o estoque em vez de removê-la',
    ),
  ).toBeInTheDocument();
});

test('offers every size by default, and sends only the sizes chosen, checked against the shop’s set', async () => {
  renderForm(() => ({ status: 201, body: saved }));
  await fillValidForm();
  expect(field(/Todos os tamanhos/)).toBeChecked();
  expect(screen.queryByLabelText(/Tamanhos dos pacotes/)).not.toBeInTheDocument();

  fireEvent.click(field('Só os tamanhos escolhidos'));
  const sizes = field(/Tamanhos dos pacotes/);
  fireEvent.click(screen.getByRole('button', { name: 'Criar rascunho' }));
  expect(
    await screen.findByText('* Informe ao menos um tamanho de pacote (ex.: 500, 1000)'),
  ).toBeInTheDocument();
  fireEvent.change(sizes, { target: { value: '1.000, 450' } });
  fireEvent.click(screen.getByRole('button', { name: 'Criar rascunho' }));
  expect(
    await screen.findByText('* Tamanho de pacote inválido: de 500 g a 10.000 g, de 100 g em 100 g'),
  ).toBeInTheDocument();
  expect(sent).toHaveLength(0);

  fireEvent.change(sizes, { target: { value: '1.000, 500' } });
  fireEvent.click(screen.getByRole('button', { name: 'Criar rascunho' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]!.body).toMatchObject({ portioning: 'sizes', portioning_sizes: [1_000, 500] });
});

test('turns portioning off, leaving no sizes behind', async () => {
  renderForm(() => ({ status: 201, body: saved }));
  await fillValidForm();
  fireEvent.click(field('Só os tamanhos escolhidos'));
  fireEvent.change(field(/Tamanhos dos pacotes/), { target: { value: 'meio quilo' } });
  fireEvent.click(field('Não porcionar'));
  fireEvent.click(screen.getByRole('button', { name: 'Criar rascunho' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]!.body).toMatchObject({ portioning: 'none', portioning_sizes: [] });
});
