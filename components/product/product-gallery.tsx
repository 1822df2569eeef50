'use client';

import Image from 'next/image';
import { useState } from 'react';
import type { Variant } from '@/lib/api-client/catalogue';
import { MiniPlaceholder, PhotoBox } from '@/components/catalogue/product-image';

/**
 * The product's photos: the chosen one large (mini image blurred first, then the full one), and
 * thumbnails to choose from when there is more than one. 'Produto sem foto' without any.
 */
export function ProductGallery({ images, name }: { images: Variant['images']; name: string }) {
  const [selected, setSelected] = useState(0);
  const image = images[selected] ?? images[0];
  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-xl ring-1 ring-warm-200">
        {/* The page's main picture (LCP): preloaded from the document head, fetched with high priority. */}
        <PhotoBox image={image}>
          {(photo) => (
            <>
              <MiniPlaceholder image={photo} eager />
              <Image
                src={photo.largeUrl}
                alt={photo.alt}
                fill
                sizes="(min-width: 768px) 560px, 100vw"
                preload
                fetchPriority="high"
                className="object-cover"
              />
            </>
          )}
        </PhotoBox>
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2" aria-label={`Fotos de ${name}`}>
          {images.map((thumbnail, index) => (
            <li key={thumbnail.smallUrl}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-pressed={index === selected}
                className="relative block size-16 overflow-hidden rounded-lg ring-2 ring-transparent aria-pressed:ring-brand"
              >
                <Image src={thumbnail.smallUrl} alt="" fill sizes="64px" className="object-cover" />
                <span className="sr-only">
                  Foto {index + 1} de {images.length}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
