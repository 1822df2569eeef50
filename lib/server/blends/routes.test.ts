/**
 * Blends end to end through the sales API (docs/business-rules.md, Blends), on PGlite and on PostgreSQL:
 * templates and items with their rules, a saved template placed in the cart as one group of lines, its
 * quantity changed as a whole, the checkout's stock decrement, and who may reach what (owner, another
 * customer, guest, nobody).
 */
import { BLEND_TEXTS } from '@/lib/rules/blend-limits';
import type { MixJson, TemplateJson, TemplatePageJson } from '@/lib/sales-api/blends';
import type { MixChangeJson, OrderJson } from '@/lib/sales-api/order';
import { jsonRequest } from '@/test-support/server/account-fixtures';
import {
  checkoutToConfirm,
  createCart,
  createShopper,
  MONDAY_MORNING,
  put,
  setProductStatusOf,
  setStock,
  stockedGroundMeats,
  stockOf,
  testProducts,
  type Shopper,
} from '@/test-support/server/checkout-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import { attachGuestOrder } from '../cart/cart';

type Answer<T> = { status: number; body: T & { error?: string; errors?: Record<string, string[]> } };

let api: TestApi;
/** Three ground meats (300 g minimum, steps of 100 g) and a cut that is not ground. */
let ground: { id: number; name: string }[];
let notGround: number;

beforeAll(async () => {
  api = await createTestApi({ clock: () => MONDAY_MORNING });
  ground = (await stockedGroundMeats(api)).slice(0, 3);
  expect(ground).toHaveLength(3);
  notGround = (await testProducts(api)).weighed.id;
});
afterAll(() => api.database.close());

function call<T>(shopper: Shopper | null, method: string, path: string, body?: unknown): Promise<Answer<T>> {
  return api.json(path, jsonRequest(method, body, shopper?.headers ?? {})) as Promise<Answer<T>>;
}

/**
 * A template with 600 g, 300 g and 300 g of the three meats, saved when `save`. 2:1:1 makes batches of
 * 400 g (200 + 100 + 100), and every meat reaches its 300 g minimum from 3 batches: 1,2 Kg.
 */
async function composedTemplate(shopper: Shopper, { save = true, name = 'Blend do Zé' } = {}) {
  const created = await call<TemplateJson>(shopper, 'POST', '/mixes/templates', {
    name: '',
    type_name: 'blend',
    observation: '',
    items: [],
    complete: false,
  });
  expect(created.status).toBe(201);
  for (const [meat, grams] of [
    [ground[0]!, 600],
    [ground[1]!, 300],
    [ground[2]!, 300],
  ] as const) {
    const added = await call<TemplateJson>(shopper, 'POST', `/mixes/templates/${created.body.id}/items`, {
      variant_id: meat.id,
      quantity: grams,
    });
    expect(added.status).toBe(201);
  }
  if (!save) return (await call<TemplateJson>(shopper, 'GET', `/mixes/templates/${created.body.id}`)).body;
  const saved = await call<TemplateJson>(shopper, 'PUT', `/mixes/templates/${created.body.id}`, {
    name,
    type_name: 'blend',
    observation: '20% de gordura, moagem grossa',
    complete: true,
    fat_percentage: 25,
  });
  expect(saved.status).toBe(200);
  return saved.body;
}

describe('templates', () => {
  it('starts empty and follows its items: price per gram, amount, batches and shares', async () => {
    const shopper = await createShopper(api);
    const empty = await call<TemplateJson>(shopper, 'POST', '/mixes/templates', {});
    expect(empty.status).toBe(201);
    expect(empty.body).toMatchObject({
      name: '',
      type_name: 'blend',
      complete: false,
      completed_at: null,
      fat_percentage: 20,
      items: [],
      total_quantity: 0,
    });

    const open = await composedTemplate(shopper, { save: false });
    expect(open.items.map((item) => [item.variant.id, item.quantity, item.share])).toEqual([
      [ground[0]!.id, 600, 50],
      [ground[1]!.id, 300, 25],
      [ground[2]!.id, 300, 25],
    ]);
    expect(open).toMatchObject({
      total_quantity: 1200,
      increment_quantity: 400,
      min_quantity: 1200,
      default_quantity: 1200,
    });
    const [a, b, c] = open.items.map((item) => Number(item.variant.price));
    expect(Number(open.amount)).toBeCloseTo(600 * a! + 300 * b! + 300 * c!, 2);
    expect(Number(open.price)).toBeCloseTo((600 * a! + 300 * b! + 300 * c!) / 1200, 5);

    // The same meat again grows its item; another change and a removal move the totals.
    const grown = await call<TemplateJson>(shopper, 'POST', `/mixes/templates/${open.id}/items`, {
      variant_id: ground[2]!.id,
      quantity: 100,
    });
    expect(grown.body.items.find((item) => item.variant.id === ground[2]!.id)?.quantity).toBe(400);
    const itemId = grown.body.items[0]!.id;
    const changed = await call<TemplateJson>(shopper, 'PUT', `/mixes/items/${itemId}`, { quantity: 800 });
    expect(changed.body.total_quantity).toBe(1500);
    const items = await call<TemplateJson['items']>(shopper, 'GET', `/mixes/items?by_template=${open.id}`);
    expect(items.body.map((item) => item.quantity)).toEqual([800, 300, 400]);
    const removed = await call<TemplateJson>(shopper, 'DELETE', `/mixes/items/${itemId}`);
    expect(removed.body.items).toHaveLength(2);
  });

  it('refuses what the rules forbid with their pt-BR messages (422)', async () => {
    const shopper = await createShopper(api);
    const { body: template } = await call<TemplateJson>(shopper, 'POST', '/mixes/templates', {});
    const url = `/mixes/templates/${template.id}`;

    const long = await call(shopper, 'PUT', url, { name: 'x'.repeat(31), observation: 'y'.repeat(141) });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({
      name: [BLEND_TEXTS.nameTooLong],
      observation: ['Descrição muito longa. Max 140 letras'],
    });

    const empty = await call(shopper, 'PUT', url, { complete: true });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      name: [BLEND_TEXTS.nameRequired],
      items: ['O blend precisa ter ao menos 1 item'],
    });

    const cut = await call(shopper, 'POST', `${url}/items`, { variant_id: notGround, quantity: 500 });
    expect(cut.status).toBe(422);
    expect(cut.body.errors).toEqual({ 'item.variant_id': [BLEND_TEXTS.notGroundMeat] });

    // A ground meat no longer sold is not added (it would never reach the cart).
    await setProductStatusOf(api, ground[0]!.id, 'draft');
    const draft = await call(shopper, 'POST', `${url}/items`, { variant_id: ground[0]!.id, quantity: 300 });
    await setProductStatusOf(api, ground[0]!.id, 'published');
    expect([draft.status, draft.body.errors]).toEqual([
      422,
      { 'item.variant_id': ['Produto não encontrado'] },
    ]);

    const small = await call(shopper, 'POST', `${url}/items`, { variant_id: ground[0]!.id, quantity: 250 });
    expect(small.status).toBe(422);
    expect(small.body.errors!['item.quantity']).toEqual(['Quantidade mínima: 0,3 Kg']);

    const fat = await call(shopper, 'PUT', url, { fat_percentage: 101 });
    expect(fat.status).toBe(422);
    const wrongTypes = await call(shopper, 'PUT', url, { name: 12, complete: 'yes', type_name: 'kit' });
    expect(wrongTypes.status).toBe(422);
    expect(Object.keys(wrongTypes.body.errors!).sort()).toEqual(['complete', 'name', 'type_name']);
  });

  it('freezes a saved template: no change, no new item, no deletion (409)', async () => {
    const shopper = await createShopper(api);
    const saved = await composedTemplate(shopper);
    expect(saved).toMatchObject({ complete: true, name: 'Blend do Zé', fat_percentage: 25 });
    expect(saved.completed_at).not.toBeNull();

    const url = `/mixes/templates/${saved.id}`;
    for (const [method, path, body] of [
      ['PUT', url, { name: 'Outro' }],
      ['POST', `${url}/items`, { variant_id: ground[0]!.id, quantity: 300 }],
      ['PUT', `/mixes/items/${saved.items[0]!.id}`, { quantity: 400 }],
      ['DELETE', `/mixes/items/${saved.items[0]!.id}`, undefined],
      ['DELETE', url, undefined],
    ] as const) {
      const answer = await call(shopper, method, path, body);
      expect([method, path, answer.status, answer.body.error]).toEqual([
        method,
        path,
        409,
        BLEND_TEXTS.templateComplete,
      ]);
    }
  });

  it('lists open templates first, then saved ones, newest change first', async () => {
    const shopper = await createShopper(api);
    const first = await composedTemplate(shopper, { name: 'Primeiro' });
    const open = await call<TemplateJson>(shopper, 'POST', '/mixes/templates', { name: 'Rascunho' });
    const second = await composedTemplate(shopper, { name: 'Segundo' });
    const page = await call<TemplatePageJson>(shopper, 'GET', '/mixes/templates?page=1&per_page=100');
    expect(page.status).toBe(200);
    expect(page.body.templates.map((template) => template.id)).toEqual([open.body.id, second.id, first.id]);
    expect(page.body).toMatchObject({ count: 3, pages: 1, current_page: 1 });

    const deleted = await api.request(
      `/mixes/templates/${open.body.id}`,
      jsonRequest('DELETE', undefined, shopper.headers),
    );
    expect(deleted.status).toBe(204);
    expect((await call(shopper, 'GET', `/mixes/templates/${open.body.id}`)).status).toBe(404);
  });
});

describe('mixes', () => {
  it('puts a saved blend in the cart as one group of lines that changes as a whole', async () => {
    const shopper = await createShopper(api);
    const template = await composedTemplate(shopper);

    const open = await call<TemplateJson>(shopper, 'POST', '/mixes/templates', {});
    const refused = await call(shopper, 'POST', '/mixes/mixes', {
      template_id: open.body.id,
      quantity: 1000,
    });
    expect([refused.status, refused.body.error]).toEqual([409, BLEND_TEXTS.templateOpen]);

    // Without a cart, the blend creates the customer's current order.
    const added = await call<MixChangeJson>(shopper, 'POST', '/mixes/mixes', {
      template_id: template.id,
      quantity: 2000,
    });
    expect(added.status).toBe(201);
    const { mix, order } = added.body;
    expect(mix).toMatchObject({
      name: 'Blend do Zé',
      quantity: 2000,
      min_quantity: 1200,
      increment_quantity: 400,
    });
    const lines = (o: OrderJson) =>
      o.line_items
        .filter((line) => line.mix_id === String(mix!.id))
        .map((line) => [line.variant_id, line.quantity]);
    expect(lines(order)).toEqual([
      [ground[0]!.id, 1000],
      [ground[1]!.id, 500],
      [ground[2]!.id, 500],
    ]);
    expect(order.mixes).toEqual([mix]);
    expect(mix!.total).toBe(order.item_total);

    // The same template again grows the mix; a plain line of a meat stays apart from the blend's.
    await call(shopper, 'POST', `/api/v1/orders/${order.number}/line_items`, {
      line_item: { variant_id: ground[0]!.id, quantity: 300 },
    });
    const grown = await call<MixChangeJson>(shopper, 'POST', '/mixes/mixes', {
      template_id: template.id,
      quantity: 1200,
      order_number: order.number,
    });
    expect(grown.body.mix!.quantity).toBe(3200);
    expect(lines(grown.body.order)).toEqual([
      [ground[0]!.id, 1600],
      [ground[1]!.id, 800],
      [ground[2]!.id, 800],
    ]);
    expect(grown.body.order.line_items.filter((line) => line.mix_id === null)).toHaveLength(1);

    // Off the batch grid or under the minimum: 422 with the cart's texts.
    const odd = await call(shopper, 'PUT', `/mixes/mixes/${mix!.id}`, { quantity: 1500 });
    expect(odd.status).toBe(422);
    expect(odd.body.errors!.quantity).toEqual([
      'Escolha a quantidade de 0,4 Kg em 0,4 Kg, a partir de 1,2 Kg',
    ]);

    // A line of the blend cannot be changed alone.
    const blendLine = grown.body.order.line_items.find((line) => line.mix_id !== null)!;
    const alone = await call(shopper, 'PUT', `/api/v1/orders/${order.number}/line_items/${blendLine.id}`, {
      line_item: { quantity: 2000 },
    });
    expect([alone.status, alone.body.error]).toEqual([409, BLEND_TEXTS.lineOfMix]);

    const lowered = await call<MixChangeJson>(shopper, 'PUT', `/mixes/mixes/${mix!.id}`, { quantity: 1200 });
    expect(lines(lowered.body.order)).toEqual([
      [ground[0]!.id, 600],
      [ground[1]!.id, 300],
      [ground[2]!.id, 300],
    ]);
    const listed = await call<MixJson[]>(shopper, 'GET', `/mixes/mixes?by_order=${order.number}`);
    expect(listed.body.map((m) => m.quantity)).toEqual([1200]);

    const removed = await call<MixChangeJson>(shopper, 'DELETE', `/mixes/mixes/${mix!.id}`);
    expect(removed.body.mix).toBeNull();
    expect(removed.body.order.mixes).toEqual([]);
    expect(removed.body.order.line_items.map((line) => line.mix_id)).toEqual([null]);
  });

  it('refuses a blend when a meat is short, naming it (409), and decrements each meat at checkout', async () => {
    const shopper = await createShopper(api);
    const template = await composedTemplate(shopper);
    await setStock(api, ground[1]!.id, 400);
    const short = await call(shopper, 'POST', '/mixes/mixes', { template_id: template.id, quantity: 2000 });
    expect(short.status).toBe(409);
    expect(short.body.error).toBe(`${ground[1]!.name}: Estoque insuficiente: disponível 0,4 Kg`);

    await setStock(api, ground[1]!.id, 100_000);
    const before = await Promise.all(ground.map((meat) => stockOf(api, meat.id)));
    const { body } = await call<MixChangeJson>(shopper, 'POST', '/mixes/mixes', {
      template_id: template.id,
      quantity: 2000,
    });
    await checkoutToConfirm(api, shopper, body.order.number);
    const done = await put(api, shopper, `/api/v1/checkouts/${body.order.number}/next`);
    expect(done.body.state).toBe('complete');
    expect(done.body.mixes.map((mix) => [mix.name, mix.quantity])).toEqual([['Blend do Zé', 2000]]);
    const after = await Promise.all(ground.map((meat) => stockOf(api, meat.id)));
    expect(before.map((stock, i) => stock - after[i]!)).toEqual([1000, 500, 500]);

    // A completed order's blend no longer changes.
    const late = await call(shopper, 'PUT', `/mixes/mixes/${body.mix!.id}`, { quantity: 1200 });
    expect(late.status).toBe(404);
  });

  it('refuses a saved blend one of whose meats is no longer sold, naming it (422), rather than another recipe', async () => {
    const shopper = await createShopper(api);
    const template = await composedTemplate(shopper);
    await setProductStatusOf(api, ground[1]!.id, 'archived');
    try {
      const refused = await call(shopper, 'POST', '/mixes/mixes', {
        template_id: template.id,
        quantity: 1200,
      });
      expect([refused.status, refused.body.errors]).toEqual([
        422,
        { template_id: [BLEND_TEXTS.meatNotSold(ground[1]!.name)] },
      ]);
    } finally {
      await setProductStatusOf(api, ground[1]!.id, 'published');
    }
  });

  it('saves an open blend without the meats no longer sold, which its editor no longer shows', async () => {
    const shopper = await createShopper(api);
    const open = await composedTemplate(shopper, { save: false });
    await setProductStatusOf(api, ground[1]!.id, 'archived');
    try {
      const shown = (await call<TemplateJson>(shopper, 'GET', `/mixes/templates/${open.id}`)).body;
      const saved = await call<TemplateJson>(shopper, 'PUT', `/mixes/templates/${open.id}`, {
        name: 'Blend sem patinho',
        type_name: 'blend',
        observation: '',
        complete: true,
        fat_percentage: 20,
      });
      expect(saved.status).toBe(200);
      expect(saved.body.items.map((item) => item.variant.id)).toEqual(
        shown.items.map((item) => item.variant.id),
      );
      const added = await call(shopper, 'POST', '/mixes/mixes', {
        template_id: open.id,
        quantity: saved.body.default_quantity,
      });
      expect(added.status).toBe(201);
    } finally {
      await setProductStatusOf(api, ground[1]!.id, 'published');
    }
    // Sold again, the meat stays out of the saved blend.
    const after = (await call<TemplateJson>(shopper, 'GET', `/mixes/templates/${open.id}`)).body;
    expect(after.items.map((item) => item.variant.id)).not.toContain(ground[1]!.id);
  });

  it('counts a meat in a plain line and in blends together against its stock', async () => {
    const meat = ground[0]!;
    const shopper = await createShopper(api);
    const template = await composedTemplate(shopper);
    await setStock(api, meat.id, 1000);
    try {
      // A blend of 1,2 Kg holds 600 g of the meat: 400 g are left for a plain line.
      const { body } = await call<MixChangeJson>(shopper, 'POST', '/mixes/mixes', {
        template_id: template.id,
        quantity: 1200,
      });
      const linesPath = `/api/v1/orders/${body.order.number}/line_items`;
      const tooMuch = await call(shopper, 'POST', linesPath, {
        line_item: { variant_id: meat.id, quantity: 500 },
      });
      expect(tooMuch.status).toBe(422);
      expect(tooMuch.body.errors).toEqual({
        'line_item.quantity': ['Estoque insuficiente: disponível 0,4 Kg'],
      });
      const fits = await call<OrderJson>(shopper, 'POST', linesPath, {
        line_item: { variant_id: meat.id, quantity: 400 },
      });
      expect(fits.status).toBe(201);
      const plain = fits.body.line_items.find((line) => line.variant_id === meat.id && line.mix_id === null)!;

      // The plain line cannot grow past it, nor the blend past what the plain line leaves.
      const grown = await call(shopper, 'PUT', `${linesPath}/${plain.id}`, { line_item: { quantity: 500 } });
      expect(grown.status).toBe(422);
      expect(grown.body.errors).toEqual({
        'line_item.quantity': ['Estoque insuficiente: disponível 0,4 Kg'],
      });
      const bigger = await call(shopper, 'PUT', `/mixes/mixes/${body.mix!.id}`, { quantity: 1600 });
      expect(bigger.status).toBe(409);
      expect(bigger.body.error).toBe(`${meat.name}: Estoque insuficiente: disponível 0,6 Kg`);
      const again = await call(shopper, 'POST', '/mixes/mixes', {
        template_id: template.id,
        quantity: 1200,
        order_number: body.order.number,
      });
      expect(again.status).toBe(409);

      // Lowering stays possible, and what it frees can go to the blend.
      const lowered = await call(shopper, 'PUT', `${linesPath}/${plain.id}`, {
        line_item: { quantity: 300 },
      });
      expect(lowered.status).toBe(200);
      expect((await call(shopper, 'PUT', `/mixes/mixes/${body.mix!.id}`, { quantity: 1200 })).status).toBe(
        200,
      );
    } finally {
      await setStock(api, meat.id, 100_000);
    }
  });

  it('refuses a blend whose meat a plain line of the cart already holds up to its stock', async () => {
    const meat = ground[0]!;
    const shopper = await createShopper(api);
    const template = await composedTemplate(shopper);
    await setStock(api, meat.id, 1000);
    try {
      const cart = await createCart(api, shopper, [{ variant_id: meat.id, quantity: 700 }]);
      const refused = await call(shopper, 'POST', '/mixes/mixes', {
        template_id: template.id,
        quantity: 1200,
        order_number: cart.number,
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(`${meat.name}: Estoque insuficiente: disponível 0,3 Kg`);
    } finally {
      await setStock(api, meat.id, 100_000);
    }
  });

  it('copies a plain line of an old order up to what the cart’s blends leave of its stock', async () => {
    const meat = ground[0]!;
    const shopper = await createShopper(api);
    const template = await composedTemplate(shopper);
    const old = await createCart(api, shopper, [{ variant_id: meat.id, quantity: 700 }]);
    await checkoutToConfirm(api, shopper, old.number);
    expect((await put(api, shopper, `/api/v1/checkouts/${old.number}/next`)).body.state).toBe('complete');

    const { body } = await call<MixChangeJson>(shopper, 'POST', '/mixes/mixes', {
      template_id: template.id,
      quantity: 1200,
    });
    await setStock(api, meat.id, 1000);
    try {
      // The blend holds 600 g of the 1 Kg: 400 g of the old 700 g fit.
      const copied = await put(api, shopper, `/api/v1/orders/${body.order.number}/copy`, {
        from: old.number,
      });
      expect(copied.status).toBe(200);
      const plain = copied.body.line_items.filter(
        (line) => line.variant_id === meat.id && line.mix_id === null,
      );
      expect(plain.map((line) => line.quantity)).toEqual([400]);
    } finally {
      await setStock(api, meat.id, 100_000);
    }
  });

  it('joins a guest cart at login up to what the customer’s blends leave of a meat', async () => {
    const meat = ground[0]!;
    const shopper = await createShopper(api);
    const template = await composedTemplate(shopper);
    const { body } = await call<MixChangeJson>(shopper, 'POST', '/mixes/mixes', {
      template_id: template.id,
      quantity: 1200,
    });
    const guest = await api.json<OrderJson>(
      '/api/v1/orders.json',
      jsonRequest('POST', { order: { line_items: [{ variant_id: meat.id, quantity: 700 }] } }),
    );
    await setStock(api, meat.id, 1000);
    try {
      expect(await attachGuestOrder(api.database.db, shopper.id, guest.body.token)).toBe(body.order.number);
      const { body: cart } = await call<OrderJson>(shopper, 'GET', '/api/v1/orders/current');
      const plain = cart.line_items.filter((line) => line.variant_id === meat.id && line.mix_id === null);
      expect(plain.map((line) => line.quantity)).toEqual([400]);
    } finally {
      await setStock(api, meat.id, 100_000);
    }
  });

  it('copies an old order’s blend into the current cart as a blend', async () => {
    const shopper = await createShopper(api);
    const template = await composedTemplate(shopper);
    const { body } = await call<MixChangeJson>(shopper, 'POST', '/mixes/mixes', {
      template_id: template.id,
      quantity: 1200,
    });
    await checkoutToConfirm(api, shopper, body.order.number);
    await put(api, shopper, `/api/v1/checkouts/${body.order.number}/next`);

    const cart = await createCart(api, shopper, [{ variant_id: notGround, quantity: 1000 }]);
    const copied = await put(api, shopper, `/api/v1/orders/${cart.number}/copy`, { from: body.order.number });
    expect(copied.status).toBe(200);
    expect(copied.body.mixes.map((mix) => [mix.name, mix.quantity])).toEqual([['Blend do Zé', 1200]]);
    expect(copied.body.line_items.filter((line) => line.mix_id !== null)).toHaveLength(3);
  });
});

describe('bad input to mixes', () => {
  it('answers 422 for malformed bodies and 404 for a template or order that is not there', async () => {
    const shopper = await createShopper(api);
    const template = await composedTemplate(shopper);
    for (const body of [
      {},
      { template_id: 'um', quantity: 1200 },
      { template_id: template.id, quantity: -5 },
      { template_id: template.id, quantity: 1.5 },
      { template_id: template.id, quantity: 1200, order_number: 'R1' },
    ]) {
      const answer = await call(shopper, 'POST', '/mixes/mixes', body);
      expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), 422]);
    }
    const missing = await call(shopper, 'POST', '/mixes/mixes', { template_id: 999_999, quantity: 1200 });
    expect([missing.status, missing.body.error]).toEqual([404, BLEND_TEXTS.templateNotFound]);
    const noOrder = await call(shopper, 'POST', '/mixes/mixes', {
      template_id: template.id,
      quantity: 1200,
      order_number: 'R000000000',
    });
    expect(noOrder.status).toBe(404);
    const badId = await call(shopper, 'PUT', '/mixes/mixes/abc', { quantity: 1200 });
    expect(badId.status).toBe(422);
    const badQuery = await call(shopper, 'GET', '/mixes/mixes?by_order=nada');
    expect(badQuery.status).toBe(422);
  });
});

describe('who may reach a blend', () => {
  it('answers the owner only: 404 to another customer, 401 to a guest and to nobody', async () => {
    const owner = await createShopper(api);
    const other = await createShopper(api);
    const template = await composedTemplate(owner);
    const { body } = await call<MixChangeJson>(owner, 'POST', '/mixes/mixes', {
      template_id: template.id,
      quantity: 1200,
    });
    const mixId = body.mix!.id;
    const itemId = template.items[0]!.id;
    const calls = [
      ['GET', `/mixes/templates/${template.id}`, undefined],
      ['PUT', `/mixes/templates/${template.id}`, { name: 'Meu agora' }],
      ['DELETE', `/mixes/templates/${template.id}`, undefined],
      ['POST', `/mixes/templates/${template.id}/items`, { variant_id: ground[0]!.id, quantity: 300 }],
      ['GET', `/mixes/items?by_template=${template.id}`, undefined],
      ['PUT', `/mixes/items/${itemId}`, { quantity: 400 }],
      ['DELETE', `/mixes/items/${itemId}`, undefined],
      ['GET', `/mixes/mixes?by_order=${body.order.number}`, undefined],
      ['POST', '/mixes/mixes', { template_id: template.id, quantity: 1200 }],
      ['PUT', `/mixes/mixes/${mixId}`, { quantity: 1600 }],
      ['DELETE', `/mixes/mixes/${mixId}`, undefined],
    ] as const;
    for (const [method, path, payload] of calls) {
      const asOther = await call(other, method, path, payload);
      expect([method, path, asOther.status]).toEqual([method, path, 404]);
      const asNobody = await call(null, method, path, payload);
      expect([method, path, asNobody.status]).toEqual([method, path, 401]);
      const asGuest = await api.json(
        `${path}${path.includes('?') ? '&' : '?'}order_token=${body.order.token}`,
        jsonRequest(method, payload),
      );
      expect([method, path, asGuest.status]).toEqual([method, path, 401]);
    }
    // Without a session the answer is 401 before the input is read, even a malformed one.
    const malformed = await call(null, 'POST', '/mixes/mixes', { template_id: 'x' });
    expect(malformed.status).toBe(401);
    // Another customer's order is not a place for one's own blend either.
    const mine = await composedTemplate(other);
    const intoTheirs = await call(other, 'POST', '/mixes/mixes', {
      template_id: mine.id,
      quantity: 1200,
      order_number: body.order.number,
    });
    expect(intoTheirs.status).toBe(404);
    // Nothing changed for the owner.
    const still = await call<TemplateJson>(owner, 'GET', `/mixes/templates/${template.id}`);
    expect(still.body.name).toBe('Blend do Zé');
    const mixes = await call<MixJson[]>(owner, 'GET', `/mixes/mixes?by_order=${body.order.number}`);
    expect(mixes.body.map((mix) => mix.quantity)).toEqual([1200]);
  });
});
