import { staticMapUrl } from './static-map';

describe('staticMapUrl', () => {
  const position = { latitude: '-13.000840', longitude: '-38.457460' };

  it('asks the maps service for a marker at the position, with the key', () => {
    const url = new URL(staticMapUrl(position, 'chave-123')!);
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/staticmap');
    expect(url.searchParams.get('markers')).toBe('color:red|-13.000840,-38.457460');
    expect(url.searchParams.get('zoom')).toBe('16');
    expect(url.searchParams.get('size')).toBe('320x160');
    expect(url.searchParams.get('key')).toBe('chave-123');
  });

  it('gives nothing (the fallback image) without a key or a position', () => {
    expect(staticMapUrl(position, undefined)).toBeNull();
    expect(staticMapUrl({ latitude: null, longitude: null }, 'chave-123')).toBeNull();
  });
});
