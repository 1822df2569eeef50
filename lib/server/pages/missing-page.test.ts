/** proxy.ts's question: which catalogue address names nothing (read from the database as it is now). */
import type { Database, Db } from '../db/database';
import { createTestDatabase } from '@/test-support/server/test-database';
import { catalogueAnswer } from './missing-page';

/**
 * Which catalogue page `pathname` asks for if it names nothing, or null. The database gets longer than a
 * page load gives it (a test database on a busy machine can take more), but for the test of that limit.
 */
async function missingCataloguePage(pathname: string, readTimeoutMs = 10_000) {
  const answer = await catalogueAnswer(pathname, readTimeoutMs);
  return answer !== null && 'missing' in answer ? answer.missing : null;
}

let mockDb: () => Promise<Db>;
jest.mock('../server-database', () => ({ getDb: () => mockDb() }));

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => {
  mockDb = async () => database.db;
});

describe('missing catalogue pages', () => {
  it('knows a product or department that exists', async () => {
    expect(await missingCataloguePage('/produtos/picanha-bovina')).toBeNull();
    expect(await missingCataloguePage('/departamentos/1')).toBeNull();
    expect(await missingCataloguePage('/departamentos/1/cortes-nobres')).toBeNull();
  });

  it('names the page asked for when its address names nothing', async () => {
    expect(await missingCataloguePage('/produtos/nao-existe-esse-corte')).toBe('product');
    expect(await missingCataloguePage('/departamentos/999999')).toBe('department');
    expect(await missingCataloguePage('/departamentos/1/nao-existe')).toBe('department');
  });

  it('answers a malformed address without reading the database', async () => {
    mockDb = () => Promise.reject(new Error('not to be read'));
    expect(await missingCataloguePage('/produtos/Picanha')).toBe('product');
    expect(await missingCataloguePage('/departamentos/abc')).toBe('department');
    expect(await missingCataloguePage('/sobre')).toBeNull();
  });

  it('leaves the page to decide when the database cannot answer, or not at once', async () => {
    mockDb = () => Promise.reject(new Error('connection refused'));
    expect(await missingCataloguePage('/produtos/nao-existe-esse-corte')).toBeNull();
    mockDb = () => new Promise(() => {});
    const started = Date.now();
    expect(await catalogueAnswer('/departamentos/999999')).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
