/**
 * @jest-environment jsdom
 */
import { QueryClient } from '@tanstack/react-query';
import { lineItemJson, orderJson, variantJson } from '@/test-support/components/cart-fixtures';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/account/session-hint';
import { camelize } from '@/lib/sales-api/case';
import { cartController } from './cart-controller';
import { reportClientError } from './error-report';

jest.mock('./error-report', () => ({
  ...jest.requireActual('./error-report'),
  reportClientError: jest.fn(),
}));
beforeEach(() => jest.mocked(reportClientError).mockClear());

const picanha = variantJson({ id: 1, name: 'Picanha Bovina' });
const acem = variantJson({ id: 4, name: 'Acém', price: '0.0399' });

/** A customer's cart holding `lines`. */
const customerCart = (...lines: Parameters<typeof orderJson>[0]) => ({
  ...orderJson(lines),
  user_id: 7,
  email: 'ana@exemplo.com.br',
});

describe('COPIAR PEDIDO through the cart controller', () => {
  it("the cart's next change starts from the copied cart, after the changes still waiting are sent", async () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
    const before = customerCart(lineItemJson(picanha, 500, { id: 10 }));
    const copied = customerCart(
      lineItemJson(picanha, 1000, { id: 10 }),
      lineItemJson(acem, 1000, { id: 11 }),
    );
    const requests: string[] = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://loja.test').pathname;
      if (!url.endsWith('/v2/events')) requests.push(`${init?.method} ${url} ${init?.body ?? ''}`);
      const body = url.endsWith('/copy')
        ? { ...copied, not_copied: ['Cupim'] }
        : url.endsWith('/line_items/10')
          ? customerCart(lineItemJson(picanha, 600, { id: 10 }))
          : customerCart(lineItemJson(picanha, 1000, { id: 10 }), lineItemJson(acem, 1100, { id: 11 }));
      return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
    }) as typeof fetch;
    const controller = cartController(new QueryClient());
    controller.receive(camelize(before));

    // A change still in its 700 ms pause goes first: the copy adds to it, not the other way round.
    controller.setQuantity(camelize(picanha), 600);
    expect(await controller.copyOrder('R000000001')).toEqual(['Cupim']);
    expect(controller.quantityOf(acem.id)).toBe(1000);

    // Acém came with the copy: raising it updates its line instead of adding 1,1 Kg more.
    controller.setQuantity(camelize(acem), 1100);
    controller.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests).toEqual([
      'PUT /api/sales/api/v1/orders/R123456789/line_items/10 {"line_item":{"quantity":600}}',
      'PUT /api/sales/api/v1/orders/R123456789/copy {"from":"R000000001"}',
      'PUT /api/sales/api/v1/orders/R123456789/line_items/11 {"line_item":{"quantity":1100}}',
    ]);
  });
});

describe('the cart notice', () => {
  it('hears of a change, then that the server refused it (the line is back as it was)', async () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
    global.fetch = jest.fn(async () => ({
      ok: false,
      status: 422,
      text: async () => JSON.stringify({ error: 'Sem estoque', errors: { quantity: ['Sem estoque'] } }),
    })) as unknown as typeof fetch;
    const controller = cartController(new QueryClient());
    controller.receive(camelize(customerCart(lineItemJson(picanha, 500, { id: 10 }))));
    const changes: unknown[] = [];
    controller.onChange((change) => changes.push(change));

    controller.setQuantity(camelize(acem), 1000);
    controller.flush();
    await controller.whenSettled();
    expect(changes).toEqual([
      { item: expect.objectContaining({ key: '4', quantity: 1000 }) },
      { undone: '4' },
    ]);
    expect(controller.quantityOf(acem.id)).toBe(0);
  });
});

describe('the cart notice of a copied order (COPIAR PEDIDO)', () => {
  it('hears of each line and blend the copy added or grew, not of those it left as they were', async () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
    const cupim = variantJson({ id: 5, name: 'Cupim' });
    const before = customerCart(lineItemJson(picanha, 500, { id: 10 }), lineItemJson(cupim, 300, { id: 14 }));
    const copied = {
      ...customerCart(
        lineItemJson(picanha, 1000, { id: 10 }),
        lineItemJson(cupim, 300, { id: 14 }),
        lineItemJson(acem, 1000, { id: 11 }),
        lineItemJson(acem, 400, { id: 12, mixId: '9' }),
      ),
      mixes: [{ id: 9, template_id: 4, name: 'Da casa', quantity: 400 }],
      not_copied: [],
    };
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      text: async () => JSON.stringify(copied),
    })) as unknown as typeof fetch;
    const controller = cartController(new QueryClient());
    controller.receive(camelize(before));
    const changes: unknown[] = [];
    controller.onChange((change) => changes.push(change));

    await controller.copyOrder('R000000001');
    expect(changes).toEqual([
      {
        item: expect.objectContaining({
          key: String(picanha.id),
          name: picanha.name,
          quantity: 1000,
          unit: 'g',
        }),
      },
      { item: expect.objectContaining({ key: String(acem.id), name: acem.name, quantity: 1000, unit: 'g' }) },
      { item: { key: 'mix:9', name: 'Da casa', imageUrl: null, quantity: 400, unit: 'g' } },
    ]);
  });
});

describe('line analytics of whole-order changes', () => {
  it('a blend added and an order copied send each line added, with its grams', async () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
    const empty = customerCart();
    const withBlend = {
      ...customerCart(
        lineItemJson(acem, 500, { id: 11, mixId: '9' }),
        lineItemJson(picanha, 500, { id: 12, mixId: '9' }),
      ),
      mixes: [{ id: 9, template_id: 4, quantity: 1000 }],
    };
    const copied = customerCart(
      lineItemJson(acem, 500, { id: 11, mixId: '9' }),
      lineItemJson(picanha, 500, { id: 12, mixId: '9' }),
      lineItemJson(picanha, 1000, { id: 13 }),
    );
    const events: unknown[] = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://loja.test').pathname;
      if (url.endsWith('/v2/events')) {
        events.push(JSON.parse(String(init?.body)));
        return { ok: true, status: 204, text: async () => '' } as Response;
      }
      const body = url.endsWith('/copy') ? { ...copied, not_copied: [] } : { mix: {}, order: withBlend };
      return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
    }) as typeof fetch;
    const controller = cartController(new QueryClient());
    controller.receive(camelize(empty));

    await controller.addBlend({ templateId: 4, name: 'Da casa' }, 1000);
    await controller.copyOrder('R000000001');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const added = (variant_id: number, quantity: number) => ({
      event: 'line item added',
      properties: { variant_id, quantity, order: 'R123456789' },
    });
    expect(events).toEqual([added(acem.id, 500), added(picanha.id, 500), added(picanha.id, 1000)]);
  });
});

describe('a cart change that fails', () => {
  /** The API answers every cart change with `status` (analytics events are taken). */
  function answerChanges(status: number) {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      if (String(input).endsWith('/v2/events')) return { ok: true, status: 204, text: async () => '' };
      const body =
        status === 422
          ? { error: 'Sem estoque', errors: { quantity: ['Sem estoque'] } }
          : { error: 'Erro interno', errors: {} };
      return { ok: false, status, text: async () => JSON.stringify(body) };
    }) as unknown as typeof fetch;
    const controller = cartController(new QueryClient());
    controller.receive(camelize(customerCart(lineItemJson(picanha, 500, { id: 10 }))));
    return controller;
  }

  it("is reported to the team when it is the shop's failure: a quantity, a portioning, an observation", async () => {
    const controller = answerChanges(500);
    controller.setQuantity(camelize(picanha), 700);
    controller.flush();
    await controller.whenSettled();
    controller.setPortioning(10, 250);
    controller.flush();
    await controller.whenSettled();
    await expect(controller.setObservation(10, 'Sem gordura')).rejects.toThrow('Erro interno');
    expect(jest.mocked(reportClientError).mock.calls).toEqual([
      [expect.objectContaining({ status: 500 }), { context: 'cart quantity' }],
      [expect.objectContaining({ status: 500 }), { context: 'cart portioning' }],
      [expect.objectContaining({ status: 500 }), { context: 'cart observation' }],
    ]);
  });

  it("is not reported when the server refused the shopper's change (too little stock)", async () => {
    const controller = answerChanges(422);
    controller.setQuantity(camelize(picanha), 700);
    controller.flush();
    await controller.whenSettled();
    await expect(controller.setObservation(10, 'Sem gordura')).rejects.toThrow('Sem estoque');
    expect(reportClientError).not.toHaveBeenCalled();
  });
});

describe('a cart change the server could not take for a moment (503, its database restarting)', () => {
  it("is sent again after the Retry-After, shown meanwhile, and not reported as the shop's failure", async () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
    const changes: number[] = [];
    // jsdom has no Response: answers as the other tests here give them, with the one header read.
    const answer = (status: number, body: unknown, retryAfter: string | null = null) => ({
      ok: status < 400,
      status,
      headers: { get: (name: string) => (name === 'Retry-After' ? retryAfter : null) },
      text: async () => JSON.stringify(body),
    });
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      if (String(input).endsWith('/v2/events')) return answer(200, {});
      changes.push(Date.now());
      if (changes.length === 1) {
        const body = { error: 'Estamos com uma instabilidade. Tente novamente em instantes.', errors: {} };
        return answer(503, body, '1');
      }
      return answer(200, customerCart(lineItemJson(picanha, 700, { id: 10 })));
    }) as unknown as typeof fetch;
    const client = new QueryClient();
    const controller = cartController(client);
    controller.receive(camelize(customerCart(lineItemJson(picanha, 500, { id: 10 }))));

    controller.setQuantity(camelize(picanha), 700);
    controller.flush();
    while (changes.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Still 700 in the cart while it waits to try again.
    expect(controller.quantityOf(picanha.id)).toBe(700);
    await controller.whenSettled();
    expect(changes).toHaveLength(2);
    expect(changes[1]! - changes[0]!).toBeGreaterThanOrEqual(950);
    expect(controller.quantityOf(picanha.id)).toBe(700);
    expect(reportClientError).not.toHaveBeenCalled();
  });
});
