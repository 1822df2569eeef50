/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import type { StoreDepartmentJson } from '@/lib/sales-api/store-departments';
import { fakeApi } from '@/test-support/components/staff-fixtures';
import { StoreDepartments } from './store-departments';

/** The form's schema is imported on its first check: the first import of a test file takes a while. */
const LOADED = { timeout: 5000 };

const department = (
  id: number,
  name: string,
  overrides: Partial<StoreDepartmentJson> = {},
): StoreDepartmentJson => ({
  id,
  name,
  slug: name.toLowerCase(),
  position: id,
  image_url: null,
  product_count: 0,
  subdepartments: [],
  ...overrides,
});

let departments: StoreDepartmentJson[];
let listStatus: number;
let sent: { method: string; path: string; body: unknown }[];
let answer: { status?: number; body: unknown } | null;

function renderDepartments() {
  sent = [];
  global.fetch = fakeApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET')
      return {
        status: listStatus,
        body: listStatus === 200 ? { departments } : { error: 'x', errors: {} },
      };
    sent.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
    return answer ?? { body: departments[0] };
  });
  render(
    <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StoreDepartments />
    </TestProviders>,
  );
}

beforeEach(() => {
  departments = [
    department(1, 'Bovinos', {
      product_count: 12,
      image_url: '/uploads/departments/bovinos-1a2b.webp',
      subdepartments: [
        {
          id: 11,
          name: 'Picanha',
          slug: 'picanha',
          position: 0,
          image_url: '/uploads/subdepartments/picanha-3c4d.webp',
          product_count: 5,
        },
        { id: 12, name: 'Costela', slug: 'costela', position: 1, image_url: null, product_count: 7 },
      ],
    }),
    department(2, 'Aves'),
  ];
  listStatus = 200;
  answer = null;
});

test('lists the departments in menu order with their products, pictures and subdepartments', async () => {
  renderDepartments();
  expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
  const list = await screen.findByRole('list', { name: 'Departamentos' });
  const bovinos = within(list).getByRole('listitem', { name: 'Bovinos' });
  expect(bovinos).toHaveTextContent('12 produtos · 2 subdepartamentos');
  expect(within(bovinos).getByRole('list', { name: 'Subdepartamentos de Bovinos' })).toHaveTextContent(
    'Picanha · 5 produtos',
  );
  expect(within(list).getByRole('listitem', { name: 'Aves' })).toHaveTextContent('sem produtos');
  expect(within(list).getByRole('listitem', { name: 'Aves' })).toHaveTextContent('Sem imagem');
  expect(within(bovinos).getByRole('button', { name: 'Subir Bovinos' })).toBeDisabled();
  expect(within(list).getByRole('button', { name: 'Descer Aves' })).toBeDisabled();
});

test('says when there is none, and offers to try again when the list fails', async () => {
  listStatus = 500;
  renderDepartments();
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os departamentos.');
  departments = [];
  listStatus = 200;
  fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByText(/Nenhum departamento ainda/)).toBeInTheDocument();
});

test("creates a department: the schema's message first, the API's at the field", async () => {
  renderDepartments();
  await screen.findByRole('list', { name: 'Departamentos' });
  fireEvent.click(screen.getByRole('button', { name: 'Novo departamento' }));
  const form = screen.getByRole('form', { name: 'Novo departamento' });
  fireEvent.click(within(form).getByRole('button', { name: 'Criar departamento' }));
  expect(await within(form).findByText('* Informe o nome', {}, LOADED)).toBeInTheDocument();
  expect(sent).toHaveLength(0);

  fireEvent.change(within(form).getByLabelText('Nome'), { target: { value: 'aves' } });
  answer = {
    status: 422,
    body: {
      error: 'Já existe um departamento com esse nome',
      errors: { name: ['Já existe um departamento com esse nome'] },
    },
  };
  fireEvent.click(within(form).getByRole('button', { name: 'Criar departamento' }));
  expect(await within(form).findByText('* Já existe um departamento com esse nome')).toBeInTheDocument();

  fireEvent.change(within(form).getByLabelText('Nome'), { target: { value: 'Peixes' } });
  answer = { status: 201, body: department(3, 'Peixes') };
  fireEvent.click(within(form).getByRole('button', { name: 'Criar departamento' }));
  await waitFor(() =>
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/sales/admin/store/departments',
      body: { name: 'Peixes' },
    }),
  );
  await waitFor(() =>
    expect(screen.queryByRole('form', { name: 'Novo departamento' })).not.toBeInTheDocument(),
  );
});

test('moves a department and a subdepartment, sending the whole new order', async () => {
  renderDepartments();
  const list = await screen.findByRole('list', { name: 'Departamentos' });
  answer = { body: { departments: [departments[1], departments[0]] } };
  fireEvent.click(within(list).getByRole('button', { name: 'Subir Aves' }));
  await waitFor(() =>
    expect(sent.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/sales/admin/store/departments/order',
      body: { ids: [2, 1] },
    }),
  );
  answer = null;
  fireEvent.click(within(list).getByRole('button', { name: 'Descer Picanha' }));
  await waitFor(() =>
    expect(sent.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/sales/admin/store/departments/1/subdepartments/order',
      body: { ids: [12, 11] },
    }),
  );
});

test("deletes only after the question, and shows the API's refusal of a department with products", async () => {
  renderDepartments();
  const list = await screen.findByRole('list', { name: 'Departamentos' });
  const bovinos = within(list).getByRole('listitem', { name: 'Bovinos' });
  const [deleteDepartment] = within(bovinos).getAllByRole('button', { name: 'Excluir' });
  fireEvent.click(deleteDepartment!);
  expect(sent).toHaveLength(0);
  const message =
    'Este departamento tem 12 produtos: mova-os para outro departamento ou arquive-os antes de excluir';
  answer = { status: 409, body: { error: message, errors: { department: [message] } } };
  fireEvent.click(within(bovinos).getByRole('button', { name: 'Sim, excluir' }));
  await waitFor(() =>
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/sales/admin/store/departments/1', body: null }]),
  );
  expect(await within(bovinos).findByText(message)).toBeInTheDocument();
});

test('renames a subdepartment with its name filled in', async () => {
  renderDepartments();
  const list = await screen.findByRole('list', { name: 'Departamentos' });
  fireEvent.click(within(list).getByRole('button', { name: 'Renomear Costela' }));
  const form = screen.getByRole('form', { name: 'Renomear Costela' });
  expect(within(form).getByLabelText('Nome')).toHaveValue('Costela');
  fireEvent.change(within(form).getByLabelText('Nome'), { target: { value: 'Costelas' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Salvar nome' }));
  await waitFor(
    () =>
      expect(sent.at(-1)).toEqual({
        method: 'PUT',
        path: '/api/sales/admin/store/subdepartments/12',
        body: { name: 'Costelas' },
      }),
    LOADED,
  );
});

test('refuses a picture of another type before sending it', async () => {
  renderDepartments();
  const list = await screen.findByRole('list', { name: 'Departamentos' });
  const aves = within(list).getByRole('listitem', { name: 'Aves' });
  const input = within(aves).getByLabelText(/^Foto de Aves/);
  fireEvent.change(input, { target: { files: [new File(['gif'], 'aves.gif', { type: 'image/gif' })] } });
  fireEvent.click(within(aves).getByRole('button', { name: 'Enviar foto' }));
  expect(await within(aves).findByText('Envie uma imagem JPEG, PNG ou WebP')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test("shows a subdepartment's picture, and sends or removes it from its own panel", async () => {
  renderDepartments();
  const subs = await screen.findByRole('list', { name: 'Subdepartamentos de Bovinos' });
  const [picanha, costela] = within(subs).getAllByRole('listitem');
  expect(picanha!.querySelector('img')).toHaveAttribute('src', '/uploads/subdepartments/picanha-3c4d.webp');
  expect(costela!.querySelector('img')).toBeNull();
  expect(within(costela!).queryByLabelText(/^Foto de Costela \(no botão/)).not.toBeInTheDocument();

  fireEvent.click(within(costela!).getByRole('button', { name: 'Foto de Costela' }));
  const input = within(costela!).getByLabelText(/^Foto de Costela \(no botão do subdepartamento/);
  fireEvent.change(input, { target: { files: [new File(['gif'], 'costela.gif', { type: 'image/gif' })] } });
  fireEvent.click(within(costela!).getByRole('button', { name: 'Enviar foto' }));
  expect(await within(costela!).findByText('Envie uma imagem JPEG, PNG ou WebP')).toBeInTheDocument();
  expect(within(costela!).queryByRole('button', { name: /Remover foto/ })).not.toBeInTheDocument();
  expect(sent).toHaveLength(0);

  fireEvent.click(within(picanha!).getByRole('button', { name: 'Foto de Picanha' }));
  fireEvent.click(within(picanha!).getByRole('button', { name: 'Remover foto de Picanha' }));
  await waitFor(() =>
    expect(sent).toEqual([
      { method: 'DELETE', path: '/api/sales/admin/store/subdepartments/11/image', body: null },
    ]),
  );
});
