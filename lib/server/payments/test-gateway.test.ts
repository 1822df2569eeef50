import { createTestDatabase } from '@/test-support/server/test-database';
import type { Database } from '../db/database';
import { parsePix } from 'pix-utils';
import { createTestGateway, payTestPix } from './test-gateway';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.close());

const gateway = () =>
  createTestGateway(
    async () => database.db,
    () => new Date('2026-11-23T10:00:00-03:00'),
  );
const card = (number: string, overrides = {}) => ({
  name: 'Ana Souza',
  number,
  month: 12,
  year: 2030,
  verificationValue: '123',
  ...overrides,
});

describe('the built-in test gateway', () => {
  it('tokenizes a card: brand and last digits, never the number', async () => {
    const result = await gateway().tokenize(card('5555555555554444'));
    expect(result).toMatchObject({ ok: true, brand: 'master', lastDigits: '4444' });
    expect(JSON.stringify(result)).not.toContain('555555555555');
  });

  it('refuses a number failing the Luhn check and an expired card', async () => {
    expect(await gateway().tokenize(card('4111111111111112'))).toEqual({
      ok: false,
      message: 'Número do cartão inválido',
    });
    expect(await gateway().tokenize(card('4111111111111111', { month: 10, year: 2026 }))).toEqual({
      ok: false,
      message: 'Cartão vencido',
    });
  });

  it('approves, declines and fails by test card, and answers a repeated key as the first time', async () => {
    const g = gateway();
    const token = async (number: string) => ((await g.tokenize(card(number))) as { token: string }).token;
    expect(
      await g.authorize({
        idempotencyKey: 'a-1',
        token: await token('4111111111111111'),
        amountCents: 10_000,
      }),
    ).toEqual({
      status: 'authorized',
    });
    expect(
      (await g.authorize({ idempotencyKey: 'd-1', token: await token('4000000000000002'), amountCents: 100 }))
        .status,
    ).toBe('declined');
    expect(
      (await g.authorize({ idempotencyKey: 'f-1', token: await token('4000000000000119'), amountCents: 100 }))
        .status,
    ).toBe('failed');
    // The same key with another (declining) card: still the first outcome, one transaction.
    expect(
      await g.authorize({ idempotencyKey: 'a-1', token: await token('4000000000000002'), amountCents: 1 }),
    ).toEqual({
      status: 'authorized',
    });
    expect(await g.find('a-1')).toEqual({ state: 'authorized', authorizedCents: 10_000, capturedCents: 0 });
    expect(await g.find('unknown')).toBeNull();
  });

  it('captures at most what it authorised, and voids', async () => {
    const g = gateway();
    const { token } = (await g.tokenize(card('4111111111111111'))) as { token: string };
    await g.authorize({ idempotencyKey: 'c-1', token, amountCents: 11_000 });
    await expect(g.capture('c-1', 11_001)).rejects.toThrow(/more than authorised/);
    await g.capture('c-1', 10_450);
    expect(await g.find('c-1')).toMatchObject({ state: 'captured', capturedCents: 10_450 });

    const second = (await g.tokenize(card('4111111111111111'))) as { token: string };
    await g.authorize({ idempotencyKey: 'v-1', token: second.token, amountCents: 5_000 });
    await g.void('v-1');
    expect((await g.find('v-1'))!.state).toBe('voided');
    await expect(g.capture('v-1', 100)).rejects.toThrow();
  });

  it('pays a token once; a saved card pays again with a token of its id and CVV, until deleted', async () => {
    const g = gateway();
    const { token } = (await g.tokenize(card('5067766783888311'))) as { token: string };
    expect(await g.authorize({ idempotencyKey: 's-1', token, amountCents: 2_000 })).toEqual({
      status: 'authorized',
    });
    expect(await g.authorize({ idempotencyKey: 's-2', token, amountCents: 2_000 })).toMatchObject({
      status: 'declined',
    });
    const payer = { email: 'Ana@Exemplo.com.br' };
    const saved = await g.saveCard({ token, customerId: null, payer });
    expect(saved.cardId).toMatch(/^card_test_approve_/);
    // One customer per e-mail; the one the shop keeps is used as given.
    expect(
      (await g.saveCard({ token, customerId: null, payer: { email: 'ana@exemplo.com.br' } })).customerId,
    ).toBe(saved.customerId);
    expect((await g.saveCard({ token, customerId: 'cus_kept', payer })).customerId).toBe('cus_kept');

    const again = await g.tokenizeSavedCard({ cardId: saved.cardId, verificationValue: '123' });
    expect(again).toMatchObject({ ok: true });
    const cvvToken = (again as { token: string }).token;
    expect(
      await g.authorize({
        idempotencyKey: 's-3',
        token: cvvToken,
        amountCents: 2_000,
        customerId: saved.customerId,
      }),
    ).toEqual({ status: 'authorized' });

    await g.deleteCard(saved);
    // The rules' text for a card the gateway does not know (docs/business-rules.md, Payment).
    expect(await g.tokenizeSavedCard({ cardId: saved.cardId, verificationValue: '123' })).toEqual({
      ok: false,
      message: 'Cartão não reconhecido. Informe os dados do cartão de novo.',
    });
    await expect(g.deleteCard(saved)).resolves.toBeUndefined();
    // A declining card saved stays declining.
    const declining = (await g.tokenize(card('4000000000000002'))) as { token: string };
    const kept = await g.saveCard({ token: declining.token, customerId: null, payer });
    const declined = (await g.tokenizeSavedCard({ cardId: kept.cardId, verificationValue: '123' })) as {
      token: string;
    };
    expect(
      (await g.authorize({ idempotencyKey: 's-4', token: declined.token, amountCents: 100 })).status,
    ).toBe('declined');
  });

  it('refunds a capture in parts, never past it, and a repeated refund key once', async () => {
    const g = gateway();
    const { token } = (await g.tokenize(card('4111111111111111'))) as { token: string };
    await g.authorize({ idempotencyKey: 'r-1', token, amountCents: 11_000 });
    await expect(
      g.refund({ idempotencyKey: 'r-1', refundKey: 'r-1-refund-1', amountCents: 100 }),
    ).rejects.toThrow(/nothing captured/);
    await g.capture('r-1', 10_000);
    await g.refund({ idempotencyKey: 'r-1', refundKey: 'r-1-refund-1', amountCents: 6_000 });
    // Asked again after a lost answer: the same refund, not a second one.
    await g.refund({ idempotencyKey: 'r-1', refundKey: 'r-1-refund-1', amountCents: 6_000 });
    await expect(
      g.refund({ idempotencyKey: 'r-1', refundKey: 'r-1-refund-2', amountCents: 4_001 }),
    ).rejects.toThrow(/above what is left/);
    // Two at once: the ledger's row lock lets one of them through.
    const both = await Promise.allSettled([
      g.refund({ idempotencyKey: 'r-1', refundKey: 'r-1-refund-2', amountCents: 3_000 }),
      g.refund({ idempotencyKey: 'r-1', refundKey: 'r-1-refund-3', amountCents: 3_000 }),
    ]);
    expect(both.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    await g.refund({ idempotencyKey: 'r-1', refundKey: 'r-1-refund-4', amountCents: 1_000 });
    await expect(
      g.refund({ idempotencyKey: 'r-1', refundKey: 'r-1-refund-5', amountCents: 1 }),
    ).rejects.toThrow(/above what is left/);
  });

  describe('Pix', () => {
    const expiresAt = new Date('2026-11-23T10:30:00-03:00');
    const db = async () => database.db;

    it('creates a valid BR Code for the demo key and amount; the same key answers the same charge', async () => {
      const g = gateway();
      const request = {
        idempotencyKey: 'R123456789-abc_DEF-1',
        amountCents: 12_345,
        expiresAt,
        description: 'Pedido R123456789',
      };
      const charge = await g.createPix(request);
      expect(charge).toMatchObject({ state: 'pending', amountCents: 12_345, expiresAt, paidAt: null });
      expect(parsePix(charge.brCode)).toMatchObject({
        pixKey: 'pix@casadacarne.com.br',
        transactionAmount: 123.45,
        txid: 'R123456789abcDEF1',
      });
      expect(await g.createPix({ ...request, amountCents: 1 })).toEqual(charge);
      expect(await g.findPix('R123456789-abc_DEF-1')).toEqual(charge);
      expect(await g.findPix('unknown')).toBeNull();
    });

    it('is paid once; a paid charge stays paid when cancelled', async () => {
      const g = gateway();
      await g.createPix({ idempotencyKey: 'p-1', amountCents: 500, expiresAt, description: 'x' });
      const paid = await payTestPix(db, 'p-1');
      expect(paid).toMatchObject({ state: 'paid' });
      expect(await payTestPix(db, 'p-1')).toEqual(paid);
      expect(await g.cancelPix('p-1')).toEqual(paid);
    });

    it('cannot be paid once cancelled', async () => {
      const g = gateway();
      await g.createPix({ idempotencyKey: 'c-pix', amountCents: 500, expiresAt, description: 'x' });
      expect(await g.cancelPix('c-pix')).toMatchObject({ state: 'canceled' });
      expect(await payTestPix(db, 'c-pix')).toMatchObject({ state: 'canceled', paidAt: null });
      expect(await g.cancelPix('unknown')).toBeNull();
    });
  });
});
