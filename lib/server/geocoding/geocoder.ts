/**
 * Where an address is, for its map picture: Google's Geocoding API when GOOGLE_MAPS_KEY is set (the key
 * of the static maps), and offline the centroid of its neighbourhood or CEP prefix from the table shipped
 * with the project (centroids.json). A provider that fails, times out or answers outside the delivery
 * area falls back to the table; geocoding never throws (an address without a position is still saved).
 */
import { logger } from '../logger';
import { foldDiacritics } from '@/lib/fold-diacritics';
import centroids from './centroids.json';

export interface GeoPosition {
  /** WGS84 degrees, 6 decimals, as the address columns store them. */
  latitude: string;
  longitude: string;
}

interface GeocodingAddress {
  address1: string;
  neighborhood: string;
  city: string;
  /** 8 digits. */
  zipcode: string;
}

export interface Geocoder {
  locate(address: GeocodingAddress): Promise<GeoPosition | null>;
}

type LatLng = readonly [number, number];

/** Salvador, Lauro de Freitas and Vila de Abrantes with a margin: a position outside is a wrong match. */
const SERVICE_AREA = { south: -13.15, north: -12.6, west: -38.75, east: -38.1 };
const PROVIDER_TIMEOUT_MS = 3000;

function key(text: string): string {
  return foldDiacritics(text).toLowerCase().replace(/\s+/g, ' ').trim();
}

function position([latitude, longitude]: LatLng): GeoPosition {
  return { latitude: latitude.toFixed(6), longitude: longitude.toFixed(6) };
}

function inServiceArea([latitude, longitude]: LatLng): boolean {
  return (
    latitude >= SERVICE_AREA.south &&
    latitude <= SERVICE_AREA.north &&
    longitude >= SERVICE_AREA.west &&
    longitude <= SERVICE_AREA.east
  );
}

const neighbourhoods = new Map<string, LatLng>(
  Object.entries(centroids.neighbourhoods).flatMap(([city, places]) =>
    Object.entries(places).map(
      ([name, at]) => [`${key(city)}|${key(name)}`, at as unknown as LatLng] as const,
    ),
  ),
);
const cepPrefixes = Object.entries(centroids.cepPrefixes).sort(([a], [b]) => b.length - a.length);

/** The offline geocoder: the neighbourhood's centroid in its city, else the longest CEP prefix's. */
export const centroidGeocoder: Geocoder = {
  async locate(address) {
    const neighbourhood = neighbourhoods.get(`${key(address.city)}|${key(address.neighborhood)}`);
    if (neighbourhood) return position(neighbourhood);
    const zipcode = address.zipcode.replace(/\D/g, '');
    const prefix = cepPrefixes.find(([digits]) => zipcode.startsWith(digits));
    return prefix ? position(prefix[1] as unknown as LatLng) : null;
  },
};

interface GoogleAnswer {
  status: string;
  results?: { geometry?: { location?: { lat?: unknown; lng?: unknown } } }[];
}

/** Google's Geocoding API, restricted to Brazil and the address's CEP; null when it finds nothing usable. */
export function googleGeocoder(apiKey: string, fetchImpl: typeof fetch = fetch): Geocoder {
  return {
    async locate(address) {
      const query = new URLSearchParams({
        address: `${address.address1}, ${address.neighborhood}, ${address.city} - BA`,
        components: `country:BR|postal_code:${address.zipcode.replace(/\D/g, '')}`,
        region: 'br',
        language: 'pt-BR',
        key: apiKey,
      });
      const response = await fetchImpl(`https://maps.googleapis.com/maps/api/geocode/json?${query}`, {
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      if (!response.ok) return null;
      const answer = (await response.json()) as GoogleAnswer;
      const location = answer.status === 'OK' ? answer.results?.[0]?.geometry?.location : undefined;
      if (typeof location?.lat !== 'number' || typeof location.lng !== 'number') return null;
      const at: LatLng = [location.lat, location.lng];
      return inServiceArea(at) ? position(at) : null;
    },
  };
}

/** Tries each geocoder in turn until one places the address; failures count as "not placed". */
export function fallbackGeocoder(...geocoders: Geocoder[]): Geocoder {
  return {
    async locate(address) {
      for (const geocoder of geocoders) {
        try {
          const found = await geocoder.locate(address);
          if (found) return found;
        } catch (error) {
          // The next one (the offline table) answers instead.
          logger.warn({ err: error }, 'geocoding failed');
        }
      }
      return null;
    },
  };
}

/** Google then the table when a maps key is configured, the table alone otherwise. */
export function configuredGeocoder(googleMapsKey: string | undefined): Geocoder {
  return googleMapsKey
    ? fallbackGeocoder(googleGeocoder(googleMapsKey), centroidGeocoder)
    : fallbackGeocoder(centroidGeocoder);
}
