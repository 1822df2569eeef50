/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { variantJson } from '@/components/cart/cart-fixtures';
import { useItemQuantities, useTemplate } from '@/lib/api-client/blends';
import { TestProviders } from '@/lib/api-client/live-testing';
import type { TemplateItemJson, TemplateJson } from '@/lib/sales-api/blends';
import { BlendEditor } from './blend-editor';
import { BlendSearch } from './blend-search';

const TEMPLATE_ID = 5;
// Acém (item 11) is in the blend; Patinho is found by the search. Both: 500 g at least, 100 g a click.
const acem = variantJson({ id: 2, name: 'Acém moído', minimum_quantity: 500, increment_quantity: 100 });
const patinho = variantJson({ id: 1, name: 'Patinho moído', minimum_quantity: 500, increment_quantity: 100 });

function itemJson(id: number, variant: typeof acem, quantity: number): TemplateItemJson {
  return { id, template_id: TEMPLATE_ID, name: variant.name, variant, quantity, share: 0 };
}

function templateJson(items: TemplateItemJson[]): TemplateJson {
  return {
    id: TEMPLATE_ID,
    name: 'Blend da casa',
    type_name: 'blend',
    observation: '',
    complete: false,
    completed_at: null,
    fat_percentage: 20,
    total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    default_quantity: 1_000,
    increment_quantity: 100,
    min_quantity: 500,
    max_quantity: 10_000,
    price: '0.0899',
    amount: '0.00',
    display_amount: 'R$ 0,00',
    items,
    created_at: '2026-11-20T12:00:00.000Z',
    updated_at: '2026-11-20T12:00:00.000Z',
  };
}

const searchAnswer = {
  results: [
    {
      hits: [
        {
          objectID: '1',
          id: patinho.id,
          name: patinho.name,
          options_text: 'Moído',
          price: patinho.price,
          image: null,
          minimum_quantity: 500,
          increment_quantity: 100,
        },
      ],
      nbHits: 1,
      page: 0,
      nbPages: 1,
      hitsPerPage: 9,
      processingTimeMS: 1,
      exhaustiveNbHits: true,
      query: '',
      params: '',
      index: 'product_sales',
    },
  ],
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The sales API as the editor meets it: the template holds Acém at 500 g, and the server keeps what it
 * is sent. The search's add answers with what the server held when it was taken: Acém still at 500 g
 * (`addAnswer`). Every answer comes 10 ms later.
 */
function mockApi({ addAnswer }: { addAnswer: () => Promise<void> | void } = { addAnswer: () => {} }) {
  const calls: Call[] = [];
  let items = [itemJson(11, acem, 500)];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input).replace('/api/sales', '');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ method, path, body });
    await new Promise((resolve) => setTimeout(resolve, 10));
    let answer: unknown;
    if (path === '/v2/search/queries') answer = searchAnswer;
    else if (method === 'POST' && path === `/mixes/templates/${TEMPLATE_ID}/items`) {
      const held = items;
      await addAnswer();
      items = [...items, itemJson(12, patinho, 500)];
      answer = templateJson([...held, itemJson(12, patinho, 500)]);
    } else if (method === 'PUT' && path === '/mixes/items/11') {
      const { quantity } = body as { quantity: number };
      items = items.map((item) => (item.id === 11 ? { ...item, quantity } : item));
      answer = templateJson(items);
    } else if (method === 'DELETE' && path === '/mixes/items/11') {
      items = items.filter((item) => item.id !== 11);
      answer = templateJson(items);
    } else if (method === 'PUT' && path === `/mixes/templates/${TEMPLATE_ID}`) {
      answer = { ...templateJson(items), complete: true };
    } else answer = templateJson(items);
    return { ok: true, status: 200, text: async () => JSON.stringify(answer) } as Response;
  }) as typeof fetch;
  return calls;
}

/** The calculator's editor for the template, as TemplateEditor (blend-calculator.tsx) puts it together. */
function Editor({ onSaved }: { onSaved: () => void }) {
  const { data: template } = useTemplate(TEMPLATE_ID);
  const quantities = useItemQuantities(TEMPLATE_ID);
  if (!template) return null;
  return (
    <BlendEditor
      template={template}
      quantities={quantities}
      search={
        <BlendSearch
          template={template}
          quantities={quantities}
          backend={{ kind: 'embedded', indexName: 'product_sales' }}
          initialResults={null}
        />
      }
      onSaved={onSaved}
    />
  );
}

const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

async function renderEditor(onSaved: () => void = () => {}) {
  render(
    <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Editor onSaved={onSaved} />
    </TestProviders>,
  );
  await wait(100);
  expect(addPatinho()).toBeEnabled();
}

const acemQuantity = () =>
  within(screen.getByRole('group', { name: 'Quantidade de Acém moído no blend' })).getByRole('status');
const addPatinho = () => screen.getByRole('button', { name: 'Adicionar Patinho moído Moído ao blend' });
const sent = (calls: Call[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path).map((call) => call.body);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the blend editor', () => {
  it('keeps a quantity change not sent yet when a meat is added from the search meanwhile', async () => {
    const calls = mockApi();
    await renderEditor();
    expect(acemQuantity()).toHaveTextContent('0,5 Kg');

    fireEvent.click(screen.getByRole('button', { name: 'Aumentar Acém moído' }));
    await wait(1);
    expect(acemQuantity()).toHaveTextContent('0,6 Kg');
    await wait(300);
    fireEvent.click(addPatinho());
    await wait(50);
    // The add's answer (Acém still at 500 g) is in: Patinho shows, Acém stays as the shopper left it.
    expect(screen.getByRole('group', { name: 'Quantidade de Patinho moído no blend' })).toBeInTheDocument();
    expect(acemQuantity()).toHaveTextContent('0,6 Kg');

    await wait(700);
    expect(sent(calls, 'PUT', '/mixes/items/11')).toEqual([{ quantity: 600 }]);
    expect(acemQuantity()).toHaveTextContent('0,6 Kg');

    // The next click goes on from 600 g.
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar Acém moído' }));
    await wait(1);
    expect(acemQuantity()).toHaveTextContent('0,7 Kg');
    await wait(800);
    expect(sent(calls, 'PUT', '/mixes/items/11')).toEqual([{ quantity: 600 }, { quantity: 700 }]);
    expect(acemQuantity()).toHaveTextContent('0,7 Kg');
  });

  it('keeps a removal not sent yet when a meat is added from the search meanwhile', async () => {
    const calls = mockApi();
    await renderEditor();

    fireEvent.click(screen.getByRole('button', { name: 'Remover Acém moído' }));
    await wait(1);
    expect(
      screen.queryByRole('group', { name: 'Quantidade de Acém moído no blend' }),
    ).not.toBeInTheDocument();
    await wait(300);
    fireEvent.click(addPatinho());
    await wait(50);
    expect(screen.getByRole('group', { name: 'Quantidade de Patinho moído no blend' })).toBeInTheDocument();
    expect(
      screen.queryByRole('group', { name: 'Quantidade de Acém moído no blend' }),
    ).not.toBeInTheDocument();

    await wait(800);
    expect(sent(calls, 'DELETE', '/mixes/items/11')).toHaveLength(1);
    expect(
      screen.queryByRole('group', { name: 'Quantidade de Acém moído no blend' }),
    ).not.toBeInTheDocument();
  });

  it('saves the blend only once a meat being added is in it', async () => {
    let answerAdd = () => {};
    const calls = mockApi({ addAnswer: () => new Promise<void>((resolve) => (answerAdd = resolve)) });
    const onSaved = jest.fn();
    await renderEditor(onSaved);
    jest.spyOn(window, 'confirm').mockReturnValue(true);

    fireEvent.click(addPatinho());
    await wait(50);
    fireEvent.click(screen.getByRole('button', { name: 'SALVAR BLEND' }));
    await wait(1_000);
    expect(sent(calls, 'PUT', `/mixes/templates/${TEMPLATE_ID}`)).toEqual([]);

    answerAdd();
    await wait(100);
    expect(sent(calls, 'PUT', `/mixes/templates/${TEMPLATE_ID}`)).toHaveLength(1);
    const saveIndex = calls.findIndex(
      (call) => call.path === `/mixes/templates/${TEMPLATE_ID}` && call.method === 'PUT',
    );
    const addIndex = calls.findIndex((call) => call.path === `/mixes/templates/${TEMPLATE_ID}/items`);
    expect(addIndex).toBeLessThan(saveIndex);
    expect(onSaved).toHaveBeenCalled();
  });
});
