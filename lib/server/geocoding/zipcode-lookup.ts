/**
 * What a CEP says about an address, for the address form's autofill (docs/business-rules.md, Accounts and
 * addresses): the delivery city from the area's CEP ranges, and the street and neighbourhood from a public
 * CEP service (ViaCEP's JSON API) when it answers within a short timeout, else the neighbourhood of the
 * bundled table of the area's CEP prefixes. After a failure the service is left alone for a while, so an
 * offline shop (the demo, the tests) answers from the table at once. Lookups are never thrown at the caller.
 */
import { BoundedMap } from '@/lib/bounded-map';
import type { ZipcodeLookupJson } from '@/lib/sales-api/accounts';
import { deliveryCityOf } from '@/lib/rules/delivery-area';
import { logger } from '../logger';
import zipcodeAreas from './zipcode-areas.json';

/** Street and neighbourhood of a CEP as a provider knows them (null: it does not). */
interface ZipcodeStreet {
  address1: string | null;
  neighborhood: string | null;
}

export interface ZipcodeProvider {
  find(zipcode: string): Promise<ZipcodeStreet | null>;
}

export interface ZipcodeLookup {
  /** `zipcode`: 8 digits. */
  lookup(zipcode: string): Promise<ZipcodeLookupJson>;
}

const PROVIDER_TIMEOUT_MS = 1500;
/** How long the service is left alone after it failed or timed out. */
const PROVIDER_PAUSE_MS = 5 * 60_000;
const CACHE_SIZE = 2000;

const neighbourhoodPrefixes = Object.entries(zipcodeAreas.neighbourhoods).sort(
  ([a], [b]) => b.length - a.length,
);

/** The bundled table: the neighbourhood of the longest known CEP prefix. */
const tableZipcodeProvider: ZipcodeProvider = {
  async find(zipcode) {
    const found = neighbourhoodPrefixes.find(([prefix]) => zipcode.startsWith(prefix));
    return found ? { address1: null, neighborhood: found[1] } : null;
  },
};

interface ViaCepAnswer {
  erro?: unknown;
  logradouro?: unknown;
  bairro?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** ViaCEP (`{base}/{cep}/json/`); null when it does not know the CEP; throws when it fails. */
export function viaCepProvider(baseUrl: string, fetchImpl: typeof fetch = fetch): ZipcodeProvider {
  return {
    async find(zipcode) {
      const response = await fetchImpl(`${baseUrl.replace(/\/$/, '')}/${zipcode}/json/`, {
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        headers: { Accept: 'application/json' },
      });
      if (response.status === 400 || response.status === 404) return null;
      if (!response.ok) throw new Error(`CEP service answered ${response.status}`);
      const answer = (await response.json()) as ViaCepAnswer;
      if (answer.erro) return null;
      return { address1: text(answer.logradouro), neighborhood: text(answer.bairro) };
    },
  };
}

/**
 * The service first (paused after a failure), the table for what it leaves out; answers cached by CEP.
 * Only CEPs of the delivery area are looked up: others answer `city: null` without asking anyone.
 */
export function zipcodeLookup(service: ZipcodeProvider | null, now: () => number = Date.now): ZipcodeLookup {
  const cache = new BoundedMap<string, ZipcodeLookupJson>({ maxEntries: CACHE_SIZE });
  let pausedUntil = 0;

  const fromService = async (zipcode: string): Promise<ZipcodeStreet | null> => {
    if (!service || now() < pausedUntil) return null;
    try {
      return await service.find(zipcode);
    } catch (error) {
      pausedUntil = now() + PROVIDER_PAUSE_MS;
      logger.warn({ err: error }, 'CEP service unavailable: answering from the table');
      return null;
    }
  };

  return {
    async lookup(zipcode) {
      const cached = cache.get(zipcode);
      if (cached) return cached;
      const city = deliveryCityOf(zipcode);
      if (!city) return { zipcode, city: null, neighborhood: null, address1: null };
      const street = await fromService(zipcode);
      const table = await tableZipcodeProvider.find(zipcode);
      const answer = {
        zipcode,
        city,
        neighborhood: street?.neighborhood ?? table?.neighborhood ?? null,
        address1: street?.address1 ?? null,
      };
      // A street known to the service is kept; an answer from the table alone is asked again later.
      if (street) cache.set(zipcode, answer);
      return answer;
    },
  };
}

/** ViaCEP (or ZIPCODE_SERVICE_URL) then the table; the table alone when the URL is set empty. */
export function configuredZipcodeLookup(serviceUrl: string): ZipcodeLookup {
  return zipcodeLookup(serviceUrl ? viaCepProvider(serviceUrl) : null);
}
