/**
 * The home's banners in the store back office (docs/business-rules.md, Store back office): the manager
 * creates a banner, sends its picture and moves it first; the home shows it at once, to the manager and to
 * a visitor without a session (whose page comes from the page cache the change emptied); deleted, it
 * leaves the home. The real server and database; the picture is drawn here with sharp. The desktop
 * project only (playwright.config.ts).
 */
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { logInAs } from './pages/staff';

test('a banner the manager creates shows first on the home, and leaves it when deleted', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Unique per run: a retry must not find the first try's banner.
  const alt = `Semana do cupim defumado ${Date.now().toString(36)}`;
  const picture = await sharp({ create: { width: 1800, height: 600, channels: 3, background: '#5b1a12' } })
    .jpeg()
    .toBuffer();

  await logInAs(page, 'manager');
  await page.goto('/equipe/loja');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Banners/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Banners da página inicial', level: 1 })).toBeVisible();
  const banners = page.getByRole('list', { name: 'Banners' });
  await expect(banners.getByRole('listitem').first()).toBeVisible();
  const before = await banners.getByRole('listitem').count();

  // The new banner: a link out of the shop but not https is refused at its field first.
  await page.getByRole('button', { name: 'Novo banner' }).click();
  const form = page.getByRole('form', { name: 'Novo banner' });
  await form.getByLabel(/^O que o banner mostra/).fill(alt);
  await form.getByLabel(/^Link/).fill('http://outro-site.com');
  await form.getByRole('button', { name: 'Salvar banner' }).click();
  await expect(
    form.getByText('* Informe um caminho da loja (ex.: /busca?q=picanha) ou um endereço https:// válido'),
  ).toBeVisible();
  await form.getByLabel(/^Link/).fill('/busca?q=cupim');
  await form.getByRole('button', { name: 'Salvar banner' }).click();
  await expect(form).toHaveCount(0);

  // Last of the list, without a picture yet: not on the home.
  const created = banners.getByRole('listitem', { name: `Banner ${before + 1}` });
  await expect(created).toContainText(alt);
  await expect(created).toContainText('Sem imagem');
  await created.getByLabel(/^Foto do banner/).setInputFiles({
    name: 'cupim.jpg',
    mimeType: 'image/jpeg',
    buffer: picture,
  });
  await created.getByRole('button', { name: 'Enviar foto' }).click();
  await expect(created).toContainText('No ar');

  // Moved up to the first place.
  for (let place = before + 1; place > 1; place -= 1) {
    await banners.getByRole('button', { name: `Subir o banner ${place}` }).click();
    await expect(banners.getByRole('listitem', { name: `Banner ${place - 1}` })).toContainText(alt);
  }

  // The screen's own HTML draws the list, before any script runs (docs/performance.md).
  const screenHtml = await page.request.get('/equipe/loja/banners', { headers: { Accept: 'text/html' } });
  expect(await screenHtml.text()).toContain(`>${alt}</p>`);

  // The home's first banner is it, for the manager and for a visitor.
  await page.goto('/');
  const highlights = page.getByRole('region', { name: 'Destaques' });
  await expect(highlights.getByRole('img', { name: alt }).first()).toBeVisible();
  await expect(highlights.locator('a[href="/busca?q=cupim"]').first()).toBeAttached();
  const visitorHome = async () => (await request.get('/', { headers: { Accept: 'text/html' } })).text();
  await expect.poll(visitorHome, { timeout: 10_000 }).toContain(alt);

  // Deleted (after the question), it leaves the home.
  await page.goto('/equipe/loja/banners');
  const first = banners.getByRole('listitem', { name: 'Banner 1' });
  await expect(first).toContainText(alt);
  await first.getByRole('button', { name: 'Excluir' }).click();
  await first.getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(banners.getByText(alt)).toHaveCount(0);
  await expect.poll(visitorHome, { timeout: 10_000 }).not.toContain(alt);
});
