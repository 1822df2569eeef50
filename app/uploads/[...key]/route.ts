import { isStorageKey, mediaStorage } from '@/lib/server/media/image-storage';

// The pictures the back office uploaded (lib/server/catalogue/product-images.ts), from the media storage.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Each stored file has a fresh name and never changes: cached for good by browsers and proxies. */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const key = (await params).key.join('/');
  const bytes = isStorageKey(key) ? await mediaStorage().get(key) : null;
  if (!bytes) return new Response('Não encontrado', { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
