/** The staff screens' guard: only a role with the capability passes; everyone else gets the not-found page. */
import type { StaffCapability } from '@/lib/rules/staff-roles';
import { camelize } from '@/lib/sales-api/case';
import type { Database } from '../db/database';
import { createSession } from '../auth/sessions';
import { listStoreProducts } from '../catalogue/store-products';
import { listBanners } from '../store/banners';
import { createStaff } from '@/test-support/server/order-fixtures';
import { createShopper } from '@/test-support/server/checkout-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import { staffPage, staffPageAnswer } from './staff-access';

let mockSessionCookie: string | undefined;
let mockDatabase: Database;
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) =>
      name === 'cdc_session' && mockSessionCookie !== undefined ? { value: mockSessionCookie } : undefined,
  }),
}));
jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
jest.mock('../server-database', () => ({ getDatabase: async () => mockDatabase }));

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  mockDatabase = api.database;
});
afterAll(() => api.database.close());

async function as(
  role: 'guest' | 'customer' | 'counter' | 'driver' | 'manager',
  capability: StaffCapability,
) {
  if (role === 'guest') mockSessionCookie = undefined;
  else {
    const user = role === 'customer' ? await createShopper(api) : await createStaff(api, role);
    mockSessionCookie = user.token;
  }
  try {
    return (await staffPage(capability)).role;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('staffPage', () => {
  it('lets in the roles with the capability and answers not found to anyone else', async () => {
    expect(await as('guest', 'board')).toBe('NEXT_NOT_FOUND');
    expect(await as('customer', 'board')).toBe('NEXT_NOT_FOUND');
    expect(await as('counter', 'board')).toBe('counter');
    expect(await as('manager', 'board')).toBe('manager');
    expect(await as('driver', 'board')).toBe('NEXT_NOT_FOUND');
    expect(await as('driver', 'deliver')).toBe('driver');
    expect(await as('manager', 'deliver')).toBe('NEXT_NOT_FOUND');
    expect(await as('counter', 'store')).toBe('NEXT_NOT_FOUND');
  });

  it('refuses a session that ended', async () => {
    const staff = await createStaff(api, 'manager');
    const { token } = await createSession(api.database.db, staff.id, { remember: false });
    await api.database.db.execute(`update sessions set revoked_at = now() where user_id = ${staff.id}`);
    mockSessionCookie = token;
    await expect(staffPage('board')).rejects.toThrow('NEXT_NOT_FOUND');
  });
});

/** The API's answer as the browser's client holds it: parsed here (camelize takes this realm's objects). */
const asClientHolds = async (path: string, headers: Record<string, string>) =>
  camelize(JSON.parse(await (await api.request(path, { headers })).text()) as unknown);

describe('staffPageAnswer', () => {
  it("reads a store screen's first answer as the admin API answers it, camelized as the browser does", async () => {
    const manager = await createStaff(api, 'manager');
    mockSessionCookie = manager.token;
    const banners = await staffPageAnswer('store', listBanners);
    expect(banners.banners.length).toBeGreaterThan(0);
    expect(banners).toEqual(await asClientHolds('/admin/store/banners', manager.headers));

    const products = await staffPageAnswer('store', (db) => listStoreProducts(db, { page: 1, per_page: 20 }));
    expect(products.products).toHaveLength(20);
    expect(products).toEqual(await asClientHolds('/admin/products?page=1&per_page=20', manager.headers));
  });

  it('reads nothing for a role the guard refuses', async () => {
    mockSessionCookie = (await createStaff(api, 'counter')).token;
    const read = jest.fn(async () => ({ banners: [] }));
    await expect(staffPageAnswer('store', read)).rejects.toThrow('NEXT_NOT_FOUND');
    expect(read).not.toHaveBeenCalled();
  });
});
