/**
 * The address card's map image: a static map of the address's position from the maps service, when a
 * key is configured (markers, zoom, size and the key). Without a key or a position, the card
 * shows the drawn fallback image instead.
 */
const STATIC_MAP_ZOOM = 16;
export const STATIC_MAP_SIZE = { width: 320, height: 160 };

export function staticMapUrl(
  position: { latitude: string | null; longitude: string | null },
  key: string | null | undefined,
): string | null {
  if (!key || !position.latitude || !position.longitude) return null;
  const center = `${position.latitude},${position.longitude}`;
  const params = new URLSearchParams({
    center,
    zoom: String(STATIC_MAP_ZOOM),
    size: `${STATIC_MAP_SIZE.width}x${STATIC_MAP_SIZE.height}`,
    scale: '2',
    markers: `color:red|${center}`,
    key,
  });
  return `https://maps.googleapis.com/maps/api/staticmap?${params.toString()}`;
}
