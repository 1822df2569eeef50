/**
 * What every MediaStorage (lib/server/media/image-storage.ts) must do, as Jest tests: the data folder's
 * store runs them (lib/server/media/image-storage.test.ts), and so does any bucket adapter added later.
 */
import type { MediaStorage } from '@/lib/server/media/image-storage';

export function describeMediaStorage(name: string, make: () => MediaStorage | Promise<MediaStorage>) {
  describe(`${name}: the media storage contract`, () => {
    it('keeps a file under its key, at the public address url() names, until it is deleted', async () => {
      const storage = await make();
      const bytes = Buffer.from('RIFF....WEBPVP8 ');
      const url = await storage.put('products/picanha-1a2b-small.webp', bytes, 'image/webp');
      expect(url).toBe(storage.url('products/picanha-1a2b-small.webp'));
      expect(storage.keyOf(url)).toBe('products/picanha-1a2b-small.webp');
      expect(await storage.get('products/picanha-1a2b-small.webp')).toEqual(bytes);
      await storage.delete('products/picanha-1a2b-small.webp');
      expect(await storage.get('products/picanha-1a2b-small.webp')).toBeNull();
      // Deleting what is not there is no error.
      await storage.delete('products/picanha-1a2b-small.webp');
    });

    it('answers null for a file it never had, and no key for addresses it did not give', async () => {
      const storage = await make();
      expect(await storage.get('products/nunca-enviada.webp')).toBeNull();
      expect(storage.keyOf('/media/products/picanha-small.webp')).toBeNull();
      expect(storage.keyOf('https://exemplo.com/foto.webp')).toBeNull();
    });

    it('refuses a key that could climb out of the store', async () => {
      const storage = await make();
      for (const key of ['../segredo.txt', 'products/../../x.webp', '/etc/passwd', 'products/a b.webp']) {
        await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('not a storage key');
        expect(() => storage.url(key)).toThrow('not a storage key');
      }
    });
  });
}
