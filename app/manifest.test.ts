import sharp from 'sharp';
import manifest from './manifest';
import { GET as icon } from './icons/[file]/route';

const STORE_NAME = 'Açougue do Zé';

async function iconAt(src: string) {
  const file = src.replace('/icons/', '');
  const response = await icon(new Request(`http://shop${src}`), { params: Promise.resolve({ file }) });
  return { response, metadata: await sharp(Buffer.from(await response.arrayBuffer())).metadata() };
}

describe('the web app manifest', () => {
  it("names the app after the store's configuration", async () => {
    // The configuration is read once per process: a fresh copy of the modules reads this one.
    process.env.STORE_NAME = STORE_NAME;
    await jest.isolateModulesAsync(async () => {
      const { default: configured } = await import('./manifest');
      expect(configured()).toMatchObject({ name: `${STORE_NAME} | Açougue online`, short_name: STORE_NAME });
    });
    delete process.env.STORE_NAME;
  });

  it('opens the shop on its home page, in its own window, in the colours of the design', () => {
    expect(manifest()).toMatchObject({
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'pt-BR',
      theme_color: '#8f1d21',
      background_color: '#faf8f6',
    });
  });

  it('lists the 192 and 512 px icons, plain and maskable, and each is a PNG of its size', async () => {
    const icons = manifest().icons!;
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '192x192 maskable',
      '512x512 maskable',
    ]);
    for (const { src, sizes, type } of icons) {
      const { response, metadata } = await iconAt(src);
      expect(response.headers.get('content-type')).toBe(type);
      expect(`${metadata.width}x${metadata.height}`).toBe(sizes);
      expect(metadata.format).toBe('png');
    }
  });

  it('has no icon under another name', async () => {
    const response = await icon(new Request('http://shop/icons/icon-64.png'), {
      params: Promise.resolve({ file: 'icon-64.png' }),
    });
    expect(response.status).toBe(404);
  });
});
