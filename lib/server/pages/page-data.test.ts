/**
 * The pages' cached catalogue reads: an address that names nothing must not become a cache entry of its
 * own (Next keeps every entry on disk and never removes it), while one that exists is still cached.
 */
import { unstable_cache } from 'next/cache';
import type { Database, Db } from '../db/database';
import { createTestDatabase } from '@/test-support/server/test-database';
import { getDepartment, getHomeBanners, getProductBySlug } from './page-data';

// unstable_cache as a spy that runs the read itself: each call is one cache entry Next would keep.
jest.mock('next/cache', () => ({
  unstable_cache: jest.fn((read: () => Promise<unknown>) => read),
  revalidateTag: jest.fn(),
}));
const cacheEntries = jest.mocked(unstable_cache);

let mockDb: () => Promise<Db>;
jest.mock('../server-database', () => ({ getDb: () => mockDb() }));

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  mockDb = async () => database.db;
});
afterAll(() => database.close());
beforeEach(() => cacheEntries.mockClear());

/** The keys of the cache entries asked for so far. */
const keys = () => cacheEntries.mock.calls.map(([, key]) => key);

describe('page data of addresses that name nothing', () => {
  it('answers a missing product or department with null and never creates a cache entry for it', async () => {
    expect(await getProductBySlug('nao-existe-esse-corte')).toBeNull();
    expect(await getProductBySlug('outro-corte-inventado')).toBeNull();
    expect(await getDepartment(999_999)).toBeNull();
    expect(cacheEntries).not.toHaveBeenCalled();
  });

  it('still serves a product or department that exists through the cache', async () => {
    const product = await getProductBySlug('picanha-bovina');
    expect(product?.slug).toBe('picanha-bovina');
    const department = await getDepartment(1);
    expect(department?.id).toBe(1);
    expect(keys()).toEqual([
      ['product', JSON.stringify(['picanha-bovina'])],
      ['department', JSON.stringify([1])],
    ]);
  });
});

describe("the home's banners", () => {
  it("are read through the cache under the banners' tag, the shop's banners in order", async () => {
    const banners = await getHomeBanners(new Date('2026-11-30T13:00:00Z'));
    expect(banners.map((banner) => banner.href)).toEqual([
      '/busca?q=feijoada',
      '/busca?q=churrasco',
      '/blend',
    ]);
    expect(banners[0]).toEqual({
      href: '/busca?q=feijoada',
      image: '/media/banners/banner-1.webp',
      alt: expect.stringContaining('Feijoada completa'),
    });
    expect(cacheEntries.mock.calls.at(-1)?.[2]).toMatchObject({ tags: ['catalogue', 'store:banners'] });
  });
});
