/** The sales API as the blend calculator's component tests meet it: a template and the meat search. */
import { variantJson } from './cart-fixtures';
import type { TemplateItemJson, TemplateJson } from '@/lib/sales-api/blends';

export const TEMPLATE_ID = 5;
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

export const searchAnswer = {
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

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The sales API as the editor meets it: the template holds Acém at 500 g (and Patinho, item 12, with
 * `withPatinho`), and the server keeps what it is sent, but refuses (422) any change of the item
 * `refusedItem`. The search's add answers with what the server held when it was taken: Acém still at
 * 500 g (`addAnswer`); Patinho already in the blend grows by the quantity sent. Every answer comes 10 ms
 * later.
 */
export function mockBlendApi({
  addAnswer = () => {},
  withPatinho = false,
  refusedItem,
}: { addAnswer?: () => Promise<void> | void; withPatinho?: boolean; refusedItem?: number } = {}) {
  const calls: Call[] = [];
  let items = [itemJson(11, acem, 500), ...(withPatinho ? [itemJson(12, patinho, 500)] : [])];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input).replace('/api/sales', '');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ method, path, body });
    await new Promise((resolve) => setTimeout(resolve, 10));
    let answer: unknown;
    const item = Number(/^\/mixes\/items\/(\d+)$/.exec(path)?.[1]);
    if (item === refusedItem) {
      const refusal = { error: 'Quantidade indisponível', errors: {} };
      return { ok: false, status: 422, text: async () => JSON.stringify(refusal) } as Response;
    }
    if (path === '/v2/search/queries') answer = searchAnswer;
    else if (method === 'POST' && path === `/mixes/templates/${TEMPLATE_ID}/items`) {
      // Patinho: item 12 at the quantity sent, or that much more when the blend already holds it.
      const { quantity } = body as { quantity: number };
      const addTo = (held: TemplateItemJson[]) =>
        held.some((item) => item.id === 12)
          ? held.map((item) => (item.id === 12 ? { ...item, quantity: item.quantity + quantity } : item))
          : [...held, itemJson(12, patinho, quantity)];
      const held = items;
      await addAnswer();
      items = addTo(items);
      answer = templateJson(addTo(held));
    } else if (method === 'PUT' && item) {
      const { quantity } = body as { quantity: number };
      items = items.map((held) => (held.id === item ? { ...held, quantity } : held));
      answer = templateJson(items);
    } else if (method === 'DELETE' && item) {
      items = items.filter((held) => held.id !== item);
      answer = templateJson(items);
    } else if (method === 'PUT' && path === `/mixes/templates/${TEMPLATE_ID}`) {
      answer = { ...templateJson(items), complete: true };
    } else answer = templateJson(items);
    return { ok: true, status: 200, text: async () => JSON.stringify(answer) } as Response;
  }) as typeof fetch;
  return calls;
}
