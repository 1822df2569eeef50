'use client';

import { useState } from 'react';
import { staticMapUrl, STATIC_MAP_SIZE } from '@/lib/account/static-map';

/** A drawn street map with a pin: shown without a maps key, without a position, or when the image fails. */
function FallbackMap() {
  return (
    <svg
      viewBox="0 0 320 160"
      role="img"
      aria-label="Mapa indisponível"
      className="h-full w-full bg-warm-100"
      preserveAspectRatio="xMidYMid slice"
    >
      <path d="M0 110 L320 70 M90 0 L130 160 M210 0 L240 160 M0 30 L320 20" stroke="#fff" strokeWidth="10" />
      <path d="M0 110 L320 70 M90 0 L130 160" stroke="#e7e0d9" strokeWidth="2" fill="none" />
      <path d="M160 40 c-14 0-24 10-24 23 0 17 24 41 24 41 s24-24 24-41 c0-13-10-23-24-23z" fill="#8f1d21" />
      <circle cx="160" cy="63" r="8" fill="#fff" />
    </svg>
  );
}

export function AddressMap({
  latitude,
  longitude,
  mapsKey,
}: {
  latitude: string | null;
  longitude: string | null;
  mapsKey: string | null;
}) {
  const [failed, setFailed] = useState(false);
  const url = staticMapUrl({ latitude, longitude }, mapsKey);
  return (
    <div className="aspect-[2/1] w-full overflow-hidden bg-warm-100">
      {url && !failed ? (
        // An external static image sized by the maps service: next/image would need its host configured.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={url}
          alt="Mapa do endereço"
          width={STATIC_MAP_SIZE.width}
          height={STATIC_MAP_SIZE.height}
          loading="lazy"
          onError={() => setFailed(true)}
          className="h-full w-full object-cover"
        />
      ) : (
        <FallbackMap />
      )}
    </div>
  );
}
