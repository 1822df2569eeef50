'use client';

import type { getImageProps } from 'next/image';
import { useState } from 'react';
import type { Variant } from '@/lib/api-client/catalogue';
import { MiniPlaceholder, PhotoBox } from '@/components/catalogue/product-image';

type ImgProps = ReturnType<typeof getImageProps>['props'];

/** A photo with its img attributes for the large view and for its thumbnail (./product-gallery.tsx). */
export interface GalleryPhoto {
  image: Variant['images'][number];
  large: ImgProps;
  thumbnail: ImgProps;
}

/**
 * The chosen photo large (mini image blurred first, then the full one), and thumbnails to choose from
 * when there is more than one. 'Produto sem foto' without any.
 */
export function GalleryView({ photos, name }: { photos: GalleryPhoto[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const photo = photos[selected] ?? photos[0];
  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-xl ring-1 ring-warm-200">
        <PhotoBox image={photo?.image}>
          {(image) => (
            <>
              <MiniPlaceholder image={image} eager />
              {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included */}
              <img {...photo!.large} key={image.largeUrl} className="object-cover" />
            </>
          )}
        </PhotoBox>
      </div>
      {photos.length > 1 && (
        <ul className="flex gap-2" aria-label={`Fotos de ${name}`}>
          {photos.map((thumbnail, index) => (
            <li key={thumbnail.image.smallUrl}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-pressed={index === selected}
                className="relative block size-16 overflow-hidden rounded-lg ring-2 ring-transparent aria-pressed:ring-brand"
              >
                {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- as above */}
                <img {...thumbnail.thumbnail} className="object-cover" />
                <span className="sr-only">
                  Foto {index + 1} de {photos.length}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
