import { viaCepProvider, zipcodeLookup, type ZipcodeProvider } from './zipcode-lookup';

function viaCep(body: unknown, status = 200) {
  const calls: string[] = [];
  const fetchImpl = (async (url: string | URL | Request) => {
    calls.push(String(url));
    return new Response(JSON.stringify(body), { status });
  }) as typeof fetch;
  return { calls, provider: viaCepProvider('https://viacep.test/ws/', fetchImpl) };
}

const hortensias = {
  cep: '41810-010',
  logradouro: 'Rua das Hortênsias',
  bairro: 'Pituba',
  localidade: 'Salvador',
  uf: 'BA',
};

describe('the CEP lookup of the address form', () => {
  it("fills street and neighbourhood from the service, and the city from the area's ranges", async () => {
    const { calls, provider } = viaCep(hortensias);
    expect(await zipcodeLookup(provider).lookup('41810010')).toEqual({
      zipcode: '41810010',
      city: 'Salvador',
      neighborhood: 'Pituba',
      address1: 'Rua das Hortênsias',
    });
    expect(calls).toEqual(['https://viacep.test/ws/41810010/json/']);
  });

  it('asks no one about a CEP outside the area', async () => {
    const { calls, provider } = viaCep(hortensias);
    const lookup = zipcodeLookup(provider);
    for (const zipcode of ['44001000', '42800000', '01310100']) {
      expect(await lookup.lookup(zipcode)).toEqual({
        zipcode,
        city: null,
        neighborhood: null,
        address1: null,
      });
    }
    expect(calls).toEqual([]);
  });

  it('answers from the table when the service does not know the CEP', async () => {
    const { provider } = viaCep({ erro: true });
    expect(await zipcodeLookup(provider).lookup('41710000')).toEqual({
      zipcode: '41710000',
      city: 'Salvador',
      neighborhood: 'Boca do Rio',
      address1: null,
    });
    expect(await zipcodeLookup(null).lookup('42700000')).toEqual({
      zipcode: '42700000',
      city: 'Lauro de Freitas',
      neighborhood: null,
      address1: null,
    });
  });

  it('leaves a failing service alone for five minutes, answering from the table at once', async () => {
    let calls = 0;
    const down: ZipcodeProvider = {
      async find() {
        calls += 1;
        throw new Error('getaddrinfo ENOTFOUND viacep.com.br');
      },
    };
    let now = 0;
    const lookup = zipcodeLookup(down, () => now);
    const pituba = { zipcode: '41810010', city: 'Salvador', neighborhood: 'Pituba', address1: null };
    expect(await lookup.lookup('41810010')).toEqual(pituba);
    now = 4 * 60_000;
    expect(await lookup.lookup('41810010')).toEqual(pituba);
    expect(calls).toBe(1);
    now = 5 * 60_000 + 1;
    await lookup.lookup('41810010');
    expect(calls).toBe(2);
  });

  it('treats a 5xx as a failure and keeps what the service found', async () => {
    const failing = viaCep({}, 503);
    await expect(failing.provider.find('41810010')).rejects.toThrow('503');
    const { calls, provider } = viaCep(hortensias);
    const lookup = zipcodeLookup(provider);
    await lookup.lookup('41810010');
    await lookup.lookup('41810010');
    expect(calls).toHaveLength(1);
  });
});
