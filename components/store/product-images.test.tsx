/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useStoreProduct } from '@/lib/api-client/store';
import { TestProviders } from '@/lib/api-client/live-testing';
import { ERROR_TEXTS } from '@/lib/sales-api/errors';
import { imageChangeSchema, type StoreProductImageJson } from '@/lib/sales-api/store-products';
import { fakeApi } from '@/test-support/components/staff-fixtures';
import { storeProductJson } from '@/test-support/components/store-fixtures';
import { ProductImages } from './product-images';

const image = (id: number, position: number, alt: string): StoreProductImageJson => ({
  id,
  position,
  alt,
  mini_url: `/uploads/products/${id}-mini.webp`,
  small_url: `/uploads/products/${id}-small.webp`,
  large_url: `/uploads/products/${id}-large.webp`,
});

const PATH = '/api/sales/admin/products/42/images';

/** The pictures as the API keeps them, changed by each accepted PUT or DELETE. */
let stored: StoreProductImageJson[];
let sent: { method: string; path: string; body: unknown }[];
/** The API's next answer to a change instead of doing it (a 500, say); null to do it. */
let failure: { status: number; body: unknown } | null;

/** A PUT as lib/server/catalogue/product-images.ts does it, after the contract's check (422 as the API). */
function change(imageId: number, body: unknown) {
  const parsed = imageChangeSchema.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
    return { status: 422, body: { error: ERROR_TEXTS.invalid_input, errors } };
  }
  const { alt, position } = parsed.data;
  if (alt !== undefined)
    stored = stored.map((picture) => (picture.id === imageId ? { ...picture, alt } : picture));
  if (position !== undefined) {
    const moved = stored.find((picture) => picture.id === imageId)!;
    const others = stored.filter((picture) => picture.id !== imageId);
    others.splice(Math.min(position, others.length), 0, moved);
    stored = others.map((picture, index) => ({ ...picture, position: index }));
  }
  return { body: storeProductJson({ images: stored }) };
}

/** The editor's part: the product from the API (and the cache each answer goes into), its pictures. */
function Pictures() {
  const product = useStoreProduct(42);
  return product.data ? <ProductImages product={product.data} /> : null;
}

async function renderPictures() {
  stored = [
    image(7, 0, 'Costela inteira na tábua'),
    image(8, 1, 'Costela fatiada'),
    image(9, 2, 'Costela servida com farofa'),
  ];
  sent = [];
  failure = null;
  global.fetch = fakeApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') return { body: storeProductJson({ images: stored }) };
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : null;
    sent.push({ method, path: url.pathname, body });
    if (failure) return failure;
    const imageId = Number(url.pathname.split('/').pop());
    if (method === 'DELETE') {
      stored = stored
        .filter((picture) => picture.id !== imageId)
        .map((picture, index) => ({ ...picture, position: index }));
      return { body: storeProductJson({ images: stored }) };
    }
    return change(imageId, body);
  });
  render(
    <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Pictures />
    </TestProviders>,
  );
  await screen.findByRole('list', { name: 'Fotos do produto' });
}

const items = () => screen.getAllByTestId('product-image');

/** Each listed picture, in the list's order: its small rendition and the alt text it shows. */
const listed = () =>
  items().map((item) => {
    const picture = item.querySelector('img')!;
    return `${picture.getAttribute('src')} ${picture.getAttribute('alt')}`;
  });

const altField = (index: number) =>
  within(items()[index]!).getByRole('textbox', { name: 'Texto alternativo' });

function typeAlt(index: number, text: string) {
  const field = altField(index);
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
}

const FIRST_ORDER = [
  '/uploads/products/7-small.webp Costela inteira na tábua',
  '/uploads/products/8-small.webp Costela fatiada',
  '/uploads/products/9-small.webp Costela servida com farofa',
];

/** 'Remover' on the photo at `index`, then 'Sim, remover'. */
function removePhoto(index: number) {
  const item = items()[index]!;
  fireEvent.click(within(item).getByRole('button', { name: 'Remover' }));
  fireEvent.click(within(item).getByRole('button', { name: 'Sim, remover' }));
}

test('lists the photos in order with their alt text, the first one first', async () => {
  await renderPictures();
  expect(listed()).toEqual(FIRST_ORDER);
  expect(items().map((_, index) => altField(index))).toEqual([
    expect.objectContaining({ value: 'Costela inteira na tábua' }),
    expect.objectContaining({ value: 'Costela fatiada' }),
    expect.objectContaining({ value: 'Costela servida com farofa' }),
  ]);
  // The ends cannot move further.
  expect(screen.getByRole('button', { name: 'Mover a foto 1 para cima' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Mover a foto 3 para baixo' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Mover a foto 1 para baixo' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Mover a foto 3 para cima' })).toBeEnabled();
  expect(sent).toEqual([]);
});

test('moves a photo down, then another up, sending each new place', async () => {
  await renderPictures();
  fireEvent.click(screen.getByRole('button', { name: 'Mover a foto 1 para baixo' }));
  await waitFor(() => expect(sent).toEqual([{ method: 'PUT', path: `${PATH}/7`, body: { position: 1 } }]));
  await waitFor(() => expect(listed()).toEqual([FIRST_ORDER[1], FIRST_ORDER[0], FIRST_ORDER[2]]));
  // Each alt text field moves with its picture.
  expect(altField(0)).toHaveValue('Costela fatiada');

  fireEvent.click(screen.getByRole('button', { name: 'Mover a foto 3 para cima' }));
  await waitFor(() =>
    expect(sent).toEqual([
      { method: 'PUT', path: `${PATH}/7`, body: { position: 1 } },
      { method: 'PUT', path: `${PATH}/9`, body: { position: 1 } },
    ]),
  );
  await waitFor(() => expect(listed()).toEqual([FIRST_ORDER[1], FIRST_ORDER[2], FIRST_ORDER[0]]));
  expect(screen.getByRole('button', { name: 'Mover a foto 1 para cima' })).toBeDisabled();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('sends an edited alt text when the field is left and shows it', async () => {
  await renderPictures();
  // Leaving the field unchanged sends nothing.
  fireEvent.blur(altField(1));
  expect(sent).toEqual([]);

  typeAlt(1, 'Costela fatiada em tiras');
  await waitFor(() =>
    expect(sent).toEqual([{ method: 'PUT', path: `${PATH}/8`, body: { alt: 'Costela fatiada em tiras' } }]),
  );
  await waitFor(() => expect(listed()[1]).toBe('/uploads/products/8-small.webp Costela fatiada em tiras'));
  expect(listed()[0]).toBe(FIRST_ORDER[0]);
  expect(altField(1)).toHaveValue('Costela fatiada em tiras');
});

test('sends an empty alt text, which the contract accepts', async () => {
  // lib/sales-api/store-products.ts: imageChangeSchema sets no least length for the alt text.
  expect(imageChangeSchema.safeParse({ alt: '' }).success).toBe(true);
  await renderPictures();
  typeAlt(2, '');
  await waitFor(() => expect(sent).toEqual([{ method: 'PUT', path: `${PATH}/9`, body: { alt: '' } }]));
  await waitFor(() => expect(listed()[2]).toBe('/uploads/products/9-small.webp '));
  expect(screen.queryByRole('alert')).toBeNull();
});

test('caps the alt text at the contract limit and shows the refusal of a longer one', async () => {
  // The field holds no more than the contract takes (imageChangeSchema: 'Texto muito longo' past 200).
  expect(imageChangeSchema.safeParse({ alt: 'a'.repeat(200) }).success).toBe(true);
  expect(imageChangeSchema.safeParse({ alt: 'a'.repeat(201) }).error?.issues[0]?.message).toBe(
    'Texto muito longo',
  );
  await renderPictures();
  expect(altField(0)).toHaveAttribute('maxLength', '200');

  // A longer text set past the browser's limit: the API's 422 names the field's message.
  typeAlt(0, 'a'.repeat(201));
  await waitFor(() =>
    expect(sent).toEqual([{ method: 'PUT', path: `${PATH}/7`, body: { alt: 'a'.repeat(201) } }]),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Texto muito longo');
  expect(listed()).toEqual(FIRST_ORDER);
  expect(stored[0]!.alt).toBe('Costela inteira na tábua');
});

test('removes a photo with DELETE once confirmed, and drops it from the list', async () => {
  await renderPictures();
  const [, second] = items();
  fireEvent.click(within(second!).getByRole('button', { name: 'Remover' }));
  // A removal cannot be undone: it is asked first, and 'Voltar' keeps the photo.
  expect(within(second!).getByRole('group')).toHaveTextContent('Remover a foto 2?');
  fireEvent.click(within(second!).getByRole('button', { name: 'Voltar' }));
  expect(sent).toEqual([]);
  removePhoto(1);
  await waitFor(() => expect(sent).toEqual([{ method: 'DELETE', path: `${PATH}/8`, body: null }]));
  await waitFor(() => expect(listed()).toEqual([FIRST_ORDER[0], FIRST_ORDER[2]]));
  expect(screen.getByRole('button', { name: 'Mover a foto 2 para baixo' })).toBeDisabled();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('shows the API error of a move and keeps the order', async () => {
  await renderPictures();
  failure = { status: 500, body: { error: 'Erro interno', errors: {} } };
  fireEvent.click(screen.getByRole('button', { name: 'Mover a foto 2 para cima' }));
  await waitFor(() => expect(sent).toEqual([{ method: 'PUT', path: `${PATH}/8`, body: { position: 0 } }]));
  expect(await screen.findByRole('alert')).toHaveTextContent('Erro interno');
  expect(listed()).toEqual(FIRST_ORDER);
  // The buttons are usable again for another try.
  expect(screen.getByRole('button', { name: 'Mover a foto 2 para cima' })).toBeEnabled();
});

test('shows the field message of a refused alt text and keeps the shown one', async () => {
  await renderPictures();
  failure = {
    status: 422,
    body: { error: ERROR_TEXTS.invalid_input, errors: { alt: ['Texto alternativo inválido'] } },
  };
  typeAlt(1, 'Costela crua');
  expect(await screen.findByRole('alert')).toHaveTextContent('Texto alternativo inválido');
  expect(screen.getByRole('alert')).not.toHaveTextContent(ERROR_TEXTS.invalid_input);
  expect(listed()).toEqual(FIRST_ORDER);
});

test('shows the API error of a removal and keeps the photo', async () => {
  await renderPictures();
  failure = { status: 500, body: { error: 'Erro interno', errors: {} } };
  removePhoto(0);
  await waitFor(() => expect(sent).toEqual([{ method: 'DELETE', path: `${PATH}/7`, body: null }]));
  expect(await screen.findByRole('alert')).toHaveTextContent('Erro interno');
  expect(listed()).toEqual(FIRST_ORDER);
});

test('shows the error of the latest action, not of an earlier one', async () => {
  await renderPictures();
  failure = {
    status: 422,
    body: { error: ERROR_TEXTS.invalid_input, errors: { alt: ['Texto alternativo inválido'] } },
  };
  typeAlt(0, 'Costela crua');
  expect(await screen.findByRole('alert')).toHaveTextContent('Texto alternativo inválido');

  failure = { status: 500, body: { error: 'Erro interno', errors: {} } };
  removePhoto(2);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Erro interno'));

  // A removal that succeeds clears the earlier failure.
  failure = null;
  removePhoto(2);
  await waitFor(() => expect(listed()).toEqual([FIRST_ORDER[0], FIRST_ORDER[1]]));
  expect(screen.queryByRole('alert')).toBeNull();
});
