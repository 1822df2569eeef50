/**
 * The home's banners (docs/business-rules.md, Store back office): only the 'store' capability reaches them;
 * a link is a shop path or a plain https address; the home shows, in order, the active banners with a
 * picture whose days include today (America/Bahia), and every change reaches the change fan-out.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ErrorBody } from '@/lib/sales-api/errors';
import type { BannerInput, BannerJson, BannersJson } from '@/lib/sales-api/store-banners';
import { jsonRequest } from '@/test-support/server/account-fixtures';
import { createShopper, type Shopper } from '@/test-support/server/checkout-fixtures';
import { createStaff } from '@/test-support/server/order-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import { onCatalogueChange, type CatalogueChange } from '../catalogue/catalogue-changes';
import { folderStorage } from '../media/image-storage';
import { activeBanners, showingOn } from './banners';

jest.setTimeout(120_000);

let api: TestApi;
let manager: Shopper;
const storage = folderStorage(mkdtempSync(path.join(tmpdir(), 'uploads-')));
/** The shop's clock: Monday 30/11/2026, 10:00 in Salvador. */
const NOW = new Date('2026-11-30T13:00:00Z');

beforeAll(async () => {
  api = await createTestApi({ mediaStorage: storage, clock: () => NOW });
  manager = await createStaff(api, 'manager');
});
afterAll(() => api.database.close());

type Answer<T> = T & ErrorBody;
const send = <T>(method: string, path: string, body?: unknown, who: Shopper = manager) =>
  api.json<Answer<T>>(
    `/admin/store/banners${path}`,
    body === undefined
      ? { method, headers: { ...who.headers, 'X-App': 'sales-frontend' } }
      : jsonRequest(method, body, who.headers),
  );

const banner = (overrides: Partial<BannerInput> = {}): BannerInput => ({
  alt: 'Natal com picanha: frete grátis a partir de R$ 99',
  href: '/busca?q=picanha',
  starts_on: null,
  ends_on: null,
  active: true,
  ...overrides,
});

async function withPicture(id: number, type = 'image/jpeg') {
  const bytes = await sharp({ create: { width: 2000, height: 800, channels: 3, background: '#a3161a' } })
    .jpeg()
    .toBuffer();
  const body = new FormData();
  body.set('file', new Blob([new Uint8Array(bytes)], { type }), 'banner');
  return api.json<Answer<BannerJson>>(`/admin/store/banners/${id}/image`, {
    method: 'POST',
    headers: { ...manager.headers, 'X-App': 'sales-frontend' },
    body,
  });
}

/** What the home shows at `moment`: the banners' links, in order. */
const home = async (moment = NOW) =>
  showingOn(await activeBanners(api.database.db), moment).map((shown) => shown.href);

describe('who may change the banners', () => {
  it('is the manager: 403 for guests, customers and the counter', async () => {
    expect((await api.json('/admin/store/banners')).status).toBe(403);
    expect((await send('GET', '', undefined, await createShopper(api))).status).toBe(403);
    expect((await send('POST', '', banner(), await createStaff(api, 'counter'))).status).toBe(403);
  });
});

describe('banners', () => {
  it('starts with the three banners the shop had, all on the home', async () => {
    const { status, body } = await send<BannersJson>('GET', '');
    expect(status).toBe(200);
    expect(body.banners.map((b) => [b.href, b.status])).toEqual([
      ['/busca?q=feijoada', 'showing'],
      ['/busca?q=churrasco', 'showing'],
      ['/blend', 'showing'],
    ]);
    expect(await home()).toEqual(['/busca?q=feijoada', '/busca?q=churrasco', '/blend']);
  });

  it.each([
    ['javascript:alert(1)'],
    ['//outro-site.com/x'],
    ['http://outro-site.com'],
    ['https://x.com/a" onmouseover="alert(1)'],
    ['busca?q=picanha'],
    ['/\\outro-site.com'],
  ])('refuses the link %s at the field', async (href) => {
    const { status, body } = await send('POST', '', banner({ href }));
    expect([status, body.errors]).toEqual([
      422,
      { href: ['Informe um caminho da loja (ex.: /busca?q=picanha) ou um endereço https:// válido'] },
    ]);
  });

  it('refuses a missing description and a last day before the first', async () => {
    const { status, body } = await send(
      'POST',
      '',
      banner({ alt: '', starts_on: '2026-12-10', ends_on: '2026-12-01' }),
    );
    expect([status, body.errors]).toEqual([
      422,
      {
        alt: ['Descreva o que o banner mostra (para quem não vê a imagem)'],
        ends_on: ['A data final deve ser igual ou depois da inicial'],
      },
    ]);
  });

  it('shows a new banner on the home once it has its picture, last, announcing each change', async () => {
    const heard: CatalogueChange[] = [];
    const stop = onCatalogueChange((_db, change) => void heard.push(change));
    const created = await send<BannerJson>(
      'POST',
      '',
      banner({ href: 'https://receitas.casadacarne.com.br/natal' }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'no_image', image_url: null, position: 3 });
    expect(await home()).not.toContain('https://receitas.casadacarne.com.br/natal');

    const pictured = await withPicture(created.body.id);
    expect(pictured.status).toBe(200);
    expect(pictured.body.status).toBe('showing');
    const stored = await storage.get(storage.keyOf(pictured.body.image_url!)!);
    expect(await sharp(stored!).metadata()).toMatchObject({ format: 'webp', width: 1440, height: 480 });
    expect((await home()).at(-1)).toBe('https://receitas.casadacarne.com.br/natal');
    stop();
    expect(heard).toEqual([
      { variantIds: [], store: ['banners'] },
      { variantIds: [], store: ['banners'] },
    ]);

    const gif = await withPicture(created.body.id, 'image/gif');
    expect([gif.status, gif.body.errors]).toEqual([422, { file: ['Envie uma imagem JPEG, PNG ou WebP'] }]);
  });

  it('shows a banner only on its days (America/Bahia) and while active', async () => {
    const { body } = await send<BannerJson>(
      'POST',
      '',
      banner({ href: '/departamentos/1', starts_on: '2026-12-01', ends_on: '2026-12-24' }),
    );
    await withPicture(body.id);
    const list = async () => (await send<BannersJson>('GET', '')).body.banners.find((b) => b.id === body.id)!;
    expect((await list()).status).toBe('scheduled');
    expect(await home()).not.toContain('/departamentos/1');
    // Its first day begins at midnight in Salvador (03:00 UTC); its last ends at the next midnight.
    expect(await home(new Date('2026-12-01T03:10:00Z'))).toContain('/departamentos/1');
    expect(await home(new Date('2026-12-01T02:50:00Z'))).not.toContain('/departamentos/1');
    expect(await home(new Date('2026-12-25T02:59:00Z'))).toContain('/departamentos/1');
    expect(await home(new Date('2026-12-25T03:00:00Z'))).not.toContain('/departamentos/1');

    const off = await send<BannerJson>(
      'PUT',
      `/${body.id}`,
      banner({ href: '/departamentos/1', active: false }),
    );
    expect([off.status, off.body.status]).toEqual([200, 'inactive']);
    expect(await home(new Date('2026-12-10T15:00:00Z'))).not.toContain('/departamentos/1');
  });

  it('reorders the carousel with every banner once, and deletes one with its picture', async () => {
    const { banners } = (await send<BannersJson>('GET', '')).body;
    const ids = banners.map((b) => b.id);
    const reversed = [...ids].reverse();
    const ordered = await send<BannersJson>('PUT', '/order', { ids: reversed });
    expect(ordered.body.banners.map((b) => b.id)).toEqual(reversed);
    expect((await home())[0]).toBe(banners.filter((b) => b.status === 'showing').at(-1)!.href);
    expect((await send('PUT', '/order', { ids: reversed.slice(1) })).status).toBe(422);

    const pictured = banners.find((b) => b.image_url?.startsWith('/uploads/'))!;
    const removed = await api.request(`/admin/store/banners/${pictured.id}`, {
      method: 'DELETE',
      headers: { ...manager.headers, 'X-App': 'sales-frontend' },
    });
    expect(removed.status).toBe(204);
    expect(await storage.get(storage.keyOf(pictured.image_url!)!)).toBeNull();
    expect(await home()).not.toContain(pictured.href);
    expect((await send('PUT', `/${pictured.id}`, banner())).status).toBe(404);
  });
});
