import { eq, inArray, ne } from 'drizzle-orm';
import { cpfVault } from '../auth/cpf-vault';
import { verifyPassword } from '../auth/password-hash';
import { createTestDatabase } from '@/test-support/server/test-database';
import type { Database } from '../db/database';
import { addresses, creditCards, paymentMethods } from '../accounts/schema';
import { promotions } from '../checkout/schema';
import { users } from '../auth/schema';
import { mixTemplateItems, mixTemplates } from '../blends/schema';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_STAFF,
  PAYMENT_METHODS,
  STAFF_EMAIL,
  STAFF_PASSWORD,
} from './accounts-seed';
import { seedIfEmpty, seedStoreSettings } from './seed';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase(); // seeded once already
});
afterAll(() => database.close());

describe('accounts seed', () => {
  it('adds the payment methods and the demo customer once, however often it runs', async () => {
    await seedIfEmpty(database.db);
    await seedIfEmpty(database.db);
    const methods = await database.db.select().from(paymentMethods);
    expect(methods.map((m) => [m.id, m.name, m.methodType])).toEqual(
      PAYMENT_METHODS.map((m) => [m.id, m.name, m.methodType]),
    );
    const demo = await database.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    expect(demo).toHaveLength(1);
    expect(await verifyPassword(DEMO_PASSWORD, demo[0]!.passwordHash)).toBe(true);
    const demoAddresses = await database.db.select().from(addresses).where(eq(addresses.userId, demo[0]!.id));
    expect(demoAddresses.filter((a) => a.cnpj)).toHaveLength(1);
    const cards = await database.db.select().from(creditCards).where(eq(creditCards.userId, demo[0]!.id));
    expect(cards.map((c) => c.lastDigits)).toEqual(['1111']);
    expect(demo[0]!.role).toBe('customer');
    // Its CPF sealed, as every CPF (lib/server/auth/cpf-vault.ts).
    expect(demo[0]).toMatchObject({ clearCpf: null, cpfDigest: cpfVault().digest('52998224725') });
    expect(cpfVault().open(demo[0]!.cpfSealed!)).toBe('52998224725');
  });

  it('gives the demo customer a saved blend and an open one, once', async () => {
    await seedIfEmpty(database.db);
    const [demo] = await database.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    const templates = await database.db
      .select()
      .from(mixTemplates)
      .where(eq(mixTemplates.userId, demo!.id))
      .orderBy(mixTemplates.id);
    expect(templates.map((t) => [t.name, t.complete])).toEqual([
      ['Blend da Maria', true],
      ['Rascunho de sábado', false],
    ]);
    const items = await database.db
      .select()
      .from(mixTemplateItems)
      .where(eq(mixTemplateItems.templateId, templates[0]!.id));
    expect(items.map((item) => item.quantity)).toEqual([600, 300, 300]);
  });

  it("adds one staff member of each role, the manager being the command line's account", async () => {
    await seedIfEmpty(database.db);
    const staff = await database.db.select().from(users).where(ne(users.role, 'customer')).orderBy(users.id);
    expect(staff.map((user) => [user.email, user.role])).toEqual([
      [STAFF_EMAIL, 'manager'],
      ['atendente@casadacarne.com.br', 'counter'],
      ['entregador@casadacarne.com.br', 'driver'],
    ]);
    expect(await verifyPassword(STAFF_PASSWORD, staff[0]!.passwordHash)).toBe(true);
    for (const [index, member] of DEMO_STAFF.entries()) {
      expect(await verifyPassword(member.password, staff[index]!.passwordHash)).toBe(true);
    }
  });

  it('moves the id sequence past the seeded methods', async () => {
    const [added] = await database.db
      .insert(paymentMethods)
      .values({ name: 'Pix', methodType: 'gateway' })
      .returning();
    expect(added!.id).toBe(PAYMENT_METHODS.length + 1);
  });
});

describe('the demo accounts and coupons on a later start', () => {
  let seeded: Database;
  let empty: Database;
  beforeAll(async () => {
    seeded = await createTestDatabase();
    empty = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await seeded.close();
    await empty.close();
  });

  const demoEmails = [DEMO_EMAIL, ...DEMO_STAFF.map((member) => member.email)];

  it('never come back to a database that has a catalogue once a real shop removed them', async () => {
    // What docs/operations.md tells a shop seeded with the demo to run.
    await seeded.db.delete(users).where(inArray(users.email, demoEmails));
    await seeded.db.delete(promotions);
    await seeded.db.delete(paymentMethods).where(eq(paymentMethods.id, 4));

    expect(await seedIfEmpty(seeded.db)).toBe(false);
    expect(await seeded.db.select().from(users).where(inArray(users.email, demoEmails))).toEqual([]);
    expect(await seeded.db.select().from(promotions)).toEqual([]);
    // The store's own settings still reach it.
    expect((await seeded.db.select().from(paymentMethods)).map((m) => m.id).sort()).toEqual([1, 2, 3, 4]);
  });

  it('are not what a server without the demo seed gets: the payment methods only', async () => {
    await seedStoreSettings(empty.db);
    expect((await empty.db.select().from(paymentMethods)).map((m) => m.id).sort()).toEqual([1, 2, 3, 4]);
    expect(await empty.db.select().from(users)).toEqual([]);
    expect(await empty.db.select().from(promotions)).toEqual([]);
  });
});
