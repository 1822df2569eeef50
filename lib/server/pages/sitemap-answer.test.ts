/**
 * /sitemap.xml and /sitemaps/{n}.xml as crawlers receive them: XML under the shop's public address, and a
 * 404 for a part that does not exist.
 */
import { config } from '../config';
import { sitemapAnswer } from './sitemap-answer';

const catalogue = { productSlugs: ['picanha-bovina', 'fraldinha'], departmentIds: [1] };

describe("the sitemap's answer", () => {
  it('is the XML of every page under the public address', async () => {
    const answer = sitemapAnswer(catalogue);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await answer.text();
    const origin = new URL(config().PUBLIC_BASE_URL).origin;
    expect(xml).toContain(`<loc>${origin}/produtos/fraldinha</loc>`);
    expect(xml).toContain(`<loc>${origin}/departamentos/1</loc>`);
  });

  it('answers 404 for a part while the sitemap fits in one file', () => {
    expect(sitemapAnswer(catalogue, 1).status).toBe(404);
  });
});
