import { and, eq, lt, ne } from 'drizzle-orm';
import type { ErrorBody } from '@/lib/sales-api/errors';
import { stockNotifications } from './schema';
import { variants } from './schema';
import { createMemoryMailer } from '../mail/mailer';
import {
  bearer,
  createCustomer,
  jsonRequest,
  type TestCustomer,
} from '@/test-support/server/account-fixtures';
import { setProductStatusOf } from '@/test-support/server/checkout-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import { findVariants } from './variants';
import { setVariantStock } from './stock-notifications';

let api: TestApi;
let ana: TestCustomer;
let bia: TestCustomer;
let outOfStock: { id: number; minimumQuantity: number };
beforeAll(async () => {
  api = await createTestApi();
  [ana, bia] = await Promise.all([createCustomer(api), createCustomer(api, { first_name: 'Bia' })]);
  const [row] = await api.database.db
    .select({ id: variants.id, minimumQuantity: variants.minimumQuantity })
    .from(variants)
    .where(lt(variants.totalOnHand, variants.minimumQuantity))
    .limit(1);
  outOfStock = row!;
});
afterAll(() => api.database.close());

const notify = (customer: TestCustomer | null, action: 'notify_me' | 'unnotify_me', id = outOfStock.id) =>
  api.json<{ variant_id: number; should_notify_user: boolean } & ErrorBody>(
    `/api/v1/variants/${id}/${action}`,
    jsonRequest('PUT', undefined, customer ? bearer(customer.token) : {}),
  );

describe('PUT /api/v1/variants/{id}/notify_me and /unnotify_me', () => {
  it('subscribes and unsubscribes the caller, reflected in should_notify_user', async () => {
    expect(await notify(ana, 'notify_me')).toEqual({
      status: 200,
      body: { variant_id: outOfStock.id, should_notify_user: true },
    });
    const [forAna] = await findVariants(api.database.db, eq(variants.id, outOfStock.id), { userId: ana.id });
    const [forBia] = await findVariants(api.database.db, eq(variants.id, outOfStock.id), { userId: bia.id });
    const [forGuest] = await findVariants(api.database.db, eq(variants.id, outOfStock.id));
    expect([forAna?.should_notify_user, forBia?.should_notify_user, forGuest?.should_notify_user]).toEqual([
      true,
      false,
      false,
    ]);
    expect((await notify(ana, 'unnotify_me')).body.should_notify_user).toBe(false);
    expect((await notify(ana, 'unnotify_me')).status).toBe(200); // idempotent
  });

  it('answers 401 to guests, 404 for unknown variants and 422 for malformed ids', async () => {
    expect((await notify(null, 'notify_me')).status).toBe(401);
    expect((await notify(ana, 'notify_me', 999_999)).status).toBe(404);
    expect(
      (await api.request('/api/v1/variants/abc/notify_me', jsonRequest('PUT', undefined, bearer(ana.token))))
        .status,
    ).toBe(422);
  });

  it.each(['draft', 'archived'] as const)(
    'answers 404 for a variant of a %s product and keeps no subscription to it',
    async (status) => {
      const [row] = await api.database.db
        .select({ id: variants.id })
        .from(variants)
        .where(ne(variants.id, outOfStock.id))
        .limit(1);
      await setProductStatusOf(api, row!.id, status);
      try {
        expect(await notify(bia, 'notify_me', row!.id)).toEqual({
          status: 404,
          body: { error: 'Esse produto não existe...', errors: {} },
        });
        const kept = await api.database.db
          .select()
          .from(stockNotifications)
          .where(and(eq(stockNotifications.userId, bia.id), eq(stockNotifications.variantId, row!.id)));
        expect(kept).toEqual([]);
      } finally {
        await setProductStatusOf(api, row!.id, 'published');
      }
    },
  );
});

describe('setVariantStock', () => {
  it('e-mails each subscriber once when the variant comes back in stock', async () => {
    await notify(ana, 'notify_me');
    await notify(bia, 'notify_me');
    const mailer = createMemoryMailer();
    const db = api.database.db;

    // Still below the minimum: nobody hears anything.
    expect(await setVariantStock(db, mailer, outOfStock.id, outOfStock.minimumQuantity - 1)).toEqual({
      notified: 0,
    });
    expect(mailer.sent).toEqual([]);

    expect(await setVariantStock(db, mailer, outOfStock.id, outOfStock.minimumQuantity * 10)).toEqual({
      notified: 2,
    });
    expect(mailer.sent.map((mail) => mail.to).sort()).toEqual([ana.email, bia.email].sort());
    const [variant] = await findVariants(db, eq(variants.id, outOfStock.id), { userId: ana.id });
    expect(mailer.sent[0]!.subject).toBe(`${variant!.name} chegou!`);
    expect(mailer.sent[0]!.text).toContain(`/produtos/${variant!.slug}`);
    expect(variant).toMatchObject({ in_stock: true, should_notify_user: false });

    // More stock, or out and back in again without new subscriptions: no second e-mail.
    await setVariantStock(db, mailer, outOfStock.id, outOfStock.minimumQuantity * 20);
    await setVariantStock(db, mailer, outOfStock.id, 0);
    await setVariantStock(db, mailer, outOfStock.id, outOfStock.minimumQuantity);
    expect(mailer.sent).toHaveLength(2);

    // A new subscription after the e-mail is honoured on the next return.
    await notify(ana, 'notify_me');
    await setVariantStock(db, mailer, outOfStock.id, 0);
    expect(await setVariantStock(db, mailer, outOfStock.id, outOfStock.minimumQuantity)).toEqual({
      notified: 1,
    });
    expect(mailer.sent.at(-1)!.to).toBe(ana.email);
  });

  it('never sends twice under concurrent stock updates', async () => {
    const db = api.database.db;
    await setVariantStock(db, createMemoryMailer(), outOfStock.id, 0);
    await notify(bia, 'notify_me');
    const mailer = createMemoryMailer();
    await Promise.all(
      Array.from({ length: 4 }, () =>
        setVariantStock(db, mailer, outOfStock.id, outOfStock.minimumQuantity * 5),
      ),
    );
    expect(mailer.sent).toHaveLength(1);
    const pending = await db
      .select()
      .from(stockNotifications)
      .where(eq(stockNotifications.variantId, outOfStock.id));
    expect(pending.every((row) => row.notifiedAt !== null)).toBe(true);
  });

  it('a failed e-mail is logged and the other subscribers still hear of it', async () => {
    const db = api.database.db;
    await setVariantStock(db, createMemoryMailer(), outOfStock.id, 0);
    await notify(ana, 'notify_me');
    await notify(bia, 'notify_me');
    const sent: string[] = [];
    const failingForAna = {
      async send(message: { to: string }) {
        if (message.to === ana.email) throw new Error('SMTP refused');
        sent.push(message.to);
      },
    };
    expect(await setVariantStock(db, failingForAna, outOfStock.id, outOfStock.minimumQuantity)).toEqual({
      notified: 1,
    });
    expect(sent).toEqual([bia.email]);
    // Ana's e-mail goes with the next change that finds the variant in stock.
    const mailer = createMemoryMailer();
    await setVariantStock(db, mailer, outOfStock.id, outOfStock.minimumQuantity * 2);
    expect(mailer.sent.map((mail) => mail.to)).toEqual([ana.email]);
  });

  it('answers 404 for an unknown variant', async () => {
    await expect(setVariantStock(api.database.db, createMemoryMailer(), 999_999, 10)).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});
