/**
 * /sitemap.xml and /sitemaps/{n}.xml as crawlers receive them: XML under the shop's public address, a 404
 * for a part that does not exist, and the same document from memory until the catalogue changes.
 */
import { eq } from 'drizzle-orm';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import { catalogueChanged, catalogueChangedElsewhere } from '../catalogue/catalogue-changes';
import * as t from '../catalogue/schema';
import { config } from '../config';
import { sitemapAnswer } from './sitemap-answer';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.database.close());

const origin = () => new URL(config().PUBLIC_BASE_URL).origin;
const sitemap = async () => (await sitemapAnswer(undefined, api.database.db)).text();

/** Renames a variant's address in the database, as the store's product form does. */
async function renameSlug(from: string, to: string) {
  await api.database.db.update(t.variants).set({ slug: to }).where(eq(t.variants.slug, from));
}

describe("the sitemap's answer", () => {
  it('is the XML of every page under the public address', async () => {
    const answer = await sitemapAnswer(undefined, api.database.db);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await answer.text();
    expect(xml).toContain(`<loc>${origin()}/produtos/picanha-bovina</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>${origin()}/departamentos/\\d+</loc>`));
  });

  it('answers 404 for a part while the sitemap fits in one file', async () => {
    expect((await sitemapAnswer(1, api.database.db)).status).toBe(404);
  });

  it('is answered from memory until the products on sale change, here or on another instance', async () => {
    expect(await sitemap()).toContain('/produtos/picanha-bovina</loc>');
    await renameSlug('picanha-bovina', 'picanha-da-casa');
    // No notice yet: the document in memory is still served.
    expect(await sitemap()).toContain('/produtos/picanha-bovina</loc>');
    // A stock change does not touch the addresses.
    await catalogueChanged(api.database.db, { variantIds: [1] });
    expect(await sitemap()).toContain('/produtos/picanha-bovina</loc>');

    await catalogueChanged(api.database.db, { variantIds: [], store: ['products'] });
    expect(await sitemap()).toContain('/produtos/picanha-da-casa</loc>');

    await renameSlug('picanha-da-casa', 'picanha-bovina');
    await catalogueChangedElsewhere(api.database.db, { variantIds: [], store: ['products'] });
    expect(await sitemap()).toContain('/produtos/picanha-bovina</loc>');
  });
});
