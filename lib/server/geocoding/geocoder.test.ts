import { centroidGeocoder, configuredGeocoder, fallbackGeocoder, googleGeocoder } from './geocoder';

const pituba = {
  address1: 'Rua das Hortênsias, 120',
  neighborhood: 'Pituba',
  city: 'Salvador',
  zipcode: '41810010',
};

function answering(body: unknown, status = 200) {
  const calls: string[] = [];
  const fetchImpl = (async (url: string | URL | Request) => {
    calls.push(String(url));
    return new Response(JSON.stringify(body), { status });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const googleFound = {
  status: 'OK',
  results: [{ geometry: { location: { lat: -12.9987654, lng: -38.4576543 } } }],
};

describe('the offline geocoder (neighbourhood and CEP centroids)', () => {
  it("places an address at its neighbourhood's centroid, whatever the accents and case", async () => {
    expect(await centroidGeocoder.locate(pituba)).toEqual({
      latitude: '-12.999400',
      longitude: '-38.460100',
    });
    const written = { ...pituba, neighborhood: '  caminho das arvores ', zipcode: '40000000' };
    expect(await centroidGeocoder.locate(written)).toEqual({
      latitude: '-12.983000',
      longitude: '-38.458000',
    });
  });

  it('tells the neighbourhoods of one name apart by city', async () => {
    const salvador = await centroidGeocoder.locate({ ...pituba, neighborhood: 'Centro' });
    const lauro = await centroidGeocoder.locate({
      ...pituba,
      neighborhood: 'Centro',
      city: 'Lauro de Freitas',
    });
    expect(salvador).not.toEqual(lauro);
    expect(Number(lauro!.latitude)).toBeCloseTo(-12.897, 2);
  });

  it('falls back to the longest CEP prefix for a neighbourhood it does not know', async () => {
    const abrantes = {
      ...pituba,
      neighborhood: 'Loteamento Novo',
      city: 'Vila de Abrantes',
      zipcode: '42840-123',
    };
    expect(await centroidGeocoder.locate(abrantes)).toEqual({
      latitude: '-12.818000',
      longitude: '-38.262000',
    });
    const lauro = { ...pituba, neighborhood: 'Recreio', city: 'Lauro de Freitas', zipcode: '42700000' };
    expect(await centroidGeocoder.locate(lauro)).toEqual({ latitude: '-12.894000', longitude: '-38.327000' });
  });

  it('places nothing outside its table', async () => {
    expect(
      await centroidGeocoder.locate({ ...pituba, neighborhood: 'Savassi', zipcode: '30140000' }),
    ).toBeNull();
  });
});

describe('the Google geocoder', () => {
  it('asks for the address in Brazil at its CEP, with the key, and answers its position', async () => {
    const { calls, fetchImpl } = answering(googleFound);
    expect(await googleGeocoder('maps-key', fetchImpl).locate(pituba)).toEqual({
      latitude: '-12.998765',
      longitude: '-38.457654',
    });
    const url = new URL(calls[0]!);
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/geocode/json');
    expect(url.searchParams.get('key')).toBe('maps-key');
    expect(url.searchParams.get('address')).toBe('Rua das Hortênsias, 120, Pituba, Salvador - BA');
    expect(url.searchParams.get('components')).toBe('country:BR|postal_code:41810010');
  });

  it('places nothing when Google finds nothing, refuses, or answers outside the delivery area', async () => {
    for (const body of [
      { status: 'ZERO_RESULTS', results: [] },
      { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' },
      { status: 'OK', results: [{ geometry: { location: { lat: -23.55, lng: -46.63 } } }] },
    ]) {
      expect(await googleGeocoder('maps-key', answering(body).fetchImpl).locate(pituba)).toBeNull();
    }
    expect(await googleGeocoder('maps-key', answering({}, 500).fetchImpl).locate(pituba)).toBeNull();
  });

  it('falls back to the offline table when Google fails or finds nothing', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const placed = { latitude: '-12.999400', longitude: '-38.460100' };
    expect(await fallbackGeocoder(googleGeocoder('k', failing), centroidGeocoder).locate(pituba)).toEqual(
      placed,
    );
    const nothing = answering({ status: 'ZERO_RESULTS', results: [] }).fetchImpl;
    expect(await fallbackGeocoder(googleGeocoder('k', nothing), centroidGeocoder).locate(pituba)).toEqual(
      placed,
    );
  });

  it('is used only when a maps key is configured', async () => {
    const calls: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (async (url: string | URL | Request) => {
      calls.push(String(url));
      return new Response(JSON.stringify(googleFound));
    }) as typeof fetch;
    try {
      expect(await configuredGeocoder(undefined).locate(pituba)).toEqual({
        latitude: '-12.999400',
        longitude: '-38.460100',
      });
      expect(calls).toEqual([]);
      expect(await configuredGeocoder('maps-key').locate(pituba)).toEqual({
        latitude: '-12.998765',
        longitude: '-38.457654',
      });
      expect(calls).toHaveLength(1);
    } finally {
      globalThis.fetch = original;
    }
  });
});
