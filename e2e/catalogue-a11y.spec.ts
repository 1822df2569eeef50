import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/** axe on the catalogue's pages, at phone and desktop size (the two Playwright projects). */
const pages = [
  ['home', '/'],
  ['departments', '/departamentos'],
  ['a department', '/departamentos/1'],
  ['a product', '/produtos/picanha-bovina'],
  ['a static page', '/perguntas'],
  ['the 404 page', '/essa-pagina-nao-existe'],
] as const;

for (const [name, path] of pages) {
  test(`${name} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
    expect(serious).toEqual([]);
  });
}
