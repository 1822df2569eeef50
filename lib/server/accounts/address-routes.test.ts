import { and, eq, isNull } from 'drizzle-orm';
import { MSG } from '@/lib/rules/field-messages';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed/accounts-seed';
import { SESSION_COOKIE } from '../api/authenticate';
import { THROTTLE_RULES, TOO_MANY_REQUESTS } from '../auth/throttle';
import { addresses, creditCards } from './schema';
import { MAX_ADDRESSES, TOO_MANY_ADDRESSES } from './addresses';
import type { SavedAddressJson } from '@/lib/sales-api/accounts';
import {
  bearer,
  createCustomer,
  jsonRequest,
  type TestCustomer,
} from '@/test-support/server/account-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import type { ErrorBody } from '@/lib/sales-api/errors';
import { configuredGeocoder, type Geocoder } from '../geocoding/geocoder';
import { zipcodeLookup } from '../geocoding/zipcode-lookup';
import type { ZipcodeLookupJson } from '@/lib/sales-api/accounts';

let api: TestApi;
let owner: TestCustomer;
let other: TestCustomer;
/** The API's geocoder: the offline table (as without GOOGLE_MAPS_KEY) unless a test replaces it. */
const offline = configuredGeocoder(undefined).locate;
let locate: Geocoder['locate'] = offline;
beforeAll(async () => {
  api = await createTestApi({
    geocoder: { locate: (address) => locate(address) },
    // The bundled table alone, as offline.
    zipcodeLookup: zipcodeLookup(null),
  });
  owner = await createCustomer(api);
  other = await createCustomer(api);
});
afterAll(() => api.database.close());

const home = {
  firstname: 'Ana Souza',
  address1: 'Rua das Hortênsias, 120',
  address2: 'Apto 302',
  city: 'Salvador',
  state: 'Bahia',
  zipcode: '41810-010',
  phone: '(71) 99999-8888',
  neighborhood: 'Pituba',
  additional_information: 'Interfone 302',
  reference: 'Em frente à padaria',
};

const company = {
  ...home,
  cnpj: '12.abc.345/01de-35',
  ie_company: '123456-63',
  company: 'Churrascaria Boi na Brasa Ltda',
};

async function addAddress(customer: TestCustomer, body: object = home): Promise<SavedAddressJson> {
  const { status, body: address } = await api.json<SavedAddressJson>(
    '/v2/addresses',
    jsonRequest('POST', body, bearer(customer.token)),
  );
  expect(status).toBe(201);
  return address;
}

describe('POST and GET /v2/addresses', () => {
  it('stores a home address, digits only, in Bahia', async () => {
    const address = await addAddress(owner);
    expect(address).toMatchObject({
      firstname: 'Ana Souza',
      full_name: 'Ana Souza',
      zipcode: '41810010',
      phone: '71999998888',
      state: 'Bahia',
      cnpj: null,
      company: null,
      delivery_cost: '9.90',
    });
    const { body: list } = await api.json<SavedAddressJson[]>('/v2/addresses', {
      headers: bearer(owner.token),
    });
    expect(list.map((a) => a.id)).toContain(address.id);
  });

  it('stores a company address with an alphanumeric CNPJ and a Bahia IE', async () => {
    const address = await addAddress(owner, company);
    expect(address).toMatchObject({
      cnpj: '12ABC34501DE35',
      ie_company: '12345663',
      company: 'Churrascaria Boi na Brasa Ltda',
    });
  });

  it('answers 422 with every field error at once', async () => {
    const { status, body } = await api.json<ErrorBody>(
      '/v2/addresses',
      jsonRequest(
        'POST',
        {
          firstname: '',
          address1: 'Rua',
          city: 'Feira de Santana',
          state: 'Pernambuco',
          zipcode: '01310-100',
          phone: '123',
          neighborhood: '',
          reference: '',
          cnpj: '11222333000182',
          ie_company: '00000000',
          company: '',
        },
        bearer(owner.token),
      ),
    );
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      firstname: [MSG.nameRequired],
      address1: [MSG.addressShort],
      city: [MSG.outOfArea],
      state: [MSG.stateOnlyBahia],
      zipcode: [MSG.outOfArea],
      phone: [MSG.phoneLength],
      neighborhood: [MSG.required],
      reference: [MSG.required],
      cnpj: [MSG.cnpjInvalid],
      ie_company: [MSG.ieInvalid],
      company: [MSG.required],
    });
  });

  it('answers 401 to a guest', async () => {
    expect((await api.request('/v2/addresses')).status).toBe(401);
    expect((await api.request('/v2/addresses', jsonRequest('POST', home))).status).toBe(401);
  });

  it('checks the session and the app header before the body', async () => {
    const bad = { firstname: 42 };
    expect((await api.request('/v2/addresses', jsonRequest('POST', bad))).status).toBe(401);
    const cookie = { Cookie: `${SESSION_COOKIE}=${owner.token}` };
    expect((await api.request('/v2/addresses', jsonRequest('POST', bad, cookie))).status).toBe(403);
    expect((await api.request('/v2/addresses/abc', jsonRequest('PUT', bad))).status).toBe(401);
  });

  it.each([42, true, ['texto'], { texto: 1 }])(
    'answers 422, never 500, when a field is %j instead of text',
    async (wrong) => {
      const fields = [...Object.keys(company), ...(typeof wrong === 'boolean' ? [] : ['is_company'])];
      for (const field of fields) {
        const { status, body } = await api.json<ErrorBody>(
          '/v2/addresses',
          jsonRequest('POST', { ...company, [field]: wrong }, bearer(owner.token)),
        );
        expect([field, status]).toEqual([field, 422]);
        expect(Object.keys(body.errors)).toContain(field);
      }
    },
  );

  it('gives the demo customer a home and a company address', async () => {
    const { body: login } = await api.json<{ token: string }>(
      '/v2/auth',
      jsonRequest('POST', { email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    );
    const { body } = await api.json<SavedAddressJson[]>('/v2/addresses', { headers: bearer(login.token) });
    expect(body).toHaveLength(2);
    expect(body.filter((a) => a.cnpj).map((a) => a.cnpj)).toEqual(['11222333000181']);
    expect(body.every((a) => a.latitude && a.longitude)).toBe(true);
  });
});

describe('PUT and DELETE /v2/addresses/{id}', () => {
  it('changes an address and turns a company address back into a home one', async () => {
    const address = await addAddress(owner, company);
    const { status, body } = await api.json<SavedAddressJson>(
      `/v2/addresses/${address.id}`,
      jsonRequest(
        'PUT',
        { ...home, state: undefined, address1: 'Rua Nova, 45', is_company: false },
        bearer(owner.token),
      ),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ address1: 'Rua Nova, 45', cnpj: null, ie_company: null, company: null });
  });

  it("answers the city's configured delivery cost, in the list too", async () => {
    const address = await addAddress(owner);
    const { body } = await api.json<SavedAddressJson>(
      `/v2/addresses/${address.id}`,
      jsonRequest(
        'PUT',
        { ...home, state: undefined, city: 'Lauro de Freitas', zipcode: '42700-000' },
        bearer(owner.token),
      ),
    );
    expect(body.delivery_cost).toBe('14.90');
    const { body: list } = await api.json<SavedAddressJson[]>('/v2/addresses', {
      headers: bearer(owner.token),
    });
    expect(list.find((a) => a.id === address.id)?.delivery_cost).toBe('14.90');
  });

  it('validates a change', async () => {
    const address = await addAddress(owner);
    const { status, body } = await api.json<ErrorBody>(
      `/v2/addresses/${address.id}`,
      jsonRequest('PUT', { ...home, zipcode: '4181', is_company: true }, bearer(owner.token)),
    );
    expect(status).toBe(422);
    expect(body.errors).toEqual({ zipcode: [MSG.cepLength], cnpj: [MSG.required], company: [MSG.required] });
  });

  it('deletes an address, which then is gone', async () => {
    const address = await addAddress(owner);
    expect(
      (
        await api.request(
          `/v2/addresses/${address.id}`,
          jsonRequest('DELETE', undefined, bearer(owner.token)),
        )
      ).status,
    ).toBe(204);
    const { body } = await api.json<SavedAddressJson[]>('/v2/addresses', { headers: bearer(owner.token) });
    expect(body.map((a) => a.id)).not.toContain(address.id);
    expect(
      (
        await api.request(
          `/v2/addresses/${address.id}`,
          jsonRequest('DELETE', undefined, bearer(owner.token)),
        )
      ).status,
    ).toBe(404);
  });

  it.each([
    ['PUT', home],
    ['DELETE', undefined],
  ])('%s: only the owner gets 2xx (anonymous 401, another customer 404)', async (method, body) => {
    const address = await addAddress(owner);
    const path = `/v2/addresses/${address.id}`;
    expect((await api.request(path, jsonRequest(method, body))).status).toBe(401);
    expect((await api.request(path, jsonRequest(method, body, bearer(other.token)))).status).toBe(404);
    const { body: list } = await api.json<SavedAddressJson[]>('/v2/addresses', {
      headers: bearer(other.token),
    });
    expect(list.map((a) => a.id)).not.toContain(address.id);
    expect((await api.request(path, jsonRequest(method, body, bearer(owner.token)))).status).toBe(
      method === 'PUT' ? 200 : 204,
    );
  });

  it('answers 422 for a malformed id and 404 for an unknown one', async () => {
    expect(
      (await api.request('/v2/addresses/abc', jsonRequest('DELETE', undefined, bearer(owner.token)))).status,
    ).toBe(422);
    expect(
      (await api.request('/v2/addresses/999999', jsonRequest('DELETE', undefined, bearer(owner.token))))
        .status,
    ).toBe(404);
  });
});

describe('DELETE /v2/credit_cards/{id}', () => {
  it('only the owner gets 2xx; the card is then gone from their list', async () => {
    const [card] = await api.database.db
      .insert(creditCards)
      .values({
        userId: owner.id,
        paymentMethodId: 1,
        gatewayToken: `tok_test_${owner.id}`,
        ccType: 'master',
        lastDigits: '4444',
        name: 'ANA SOUZA',
        month: 4,
        year: 2031,
      })
      .returning();
    const path = `/v2/credit_cards/${card!.id}`;
    expect((await api.request(path, jsonRequest('DELETE'))).status).toBe(401);
    expect((await api.request(path, jsonRequest('DELETE', undefined, bearer(other.token)))).status).toBe(404);
    const cards = () =>
      api.json<{ credit_cards: { id: number }[] }>(`/api/v1/users/${owner.id}/credit_cards`, {
        headers: bearer(owner.token),
      });
    expect((await cards()).body.credit_cards.map((c) => c.id)).toEqual([card!.id]);
    expect((await api.request(path, jsonRequest('DELETE', undefined, bearer(owner.token)))).status).toBe(204);
    expect((await cards()).body.credit_cards).toEqual([]);
    // Kept for the payments that used it, hidden from the customer.
    const [row] = await api.database.db.select().from(creditCards).where(eq(creditCards.id, card!.id));
    expect(row?.deletedAt).not.toBeNull();
  });
});

describe('the map position of an address', () => {
  it('places a new address at its neighbourhood without a maps key, and again when it moves', async () => {
    const address = await addAddress(owner);
    expect(address).toMatchObject({ latitude: '-12.999400', longitude: '-38.460100' }); // Pituba
    const { status, body } = await api.json<SavedAddressJson>(
      `/v2/addresses/${address.id}`,
      jsonRequest('PUT', { ...home, neighborhood: 'Itapuã', zipcode: '41610-000' }, bearer(owner.token)),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ latitude: '-12.948000', longitude: '-38.362000' });
  });

  it("saves the address without a position when the geocoder fails, and uses the configured provider's", async () => {
    try {
      locate = async () => {
        throw new Error('geocoding service down');
      };
      const failed = await addAddress(owner);
      expect(failed).toMatchObject({ firstname: 'Ana Souza', latitude: null, longitude: null });
      locate = async () => ({ latitude: '-12.900000', longitude: '-38.300000' });
      expect(await addAddress(owner)).toMatchObject({ latitude: '-12.900000', longitude: '-38.300000' });
      // The address left without a position is placed when it is saved again, even unchanged.
      const again = await api.json<SavedAddressJson>(
        `/v2/addresses/${failed.id}`,
        jsonRequest('PUT', home, bearer(owner.token)),
      );
      expect(again.body).toMatchObject({ latitude: '-12.900000', longitude: '-38.300000' });
    } finally {
      locate = offline;
    }
  });
});

describe('limits on saving addresses', () => {
  const save = (customer: TestCustomer, body: object = home, id?: number) =>
    api.json<ErrorBody & SavedAddressJson>(
      id ? `/v2/addresses/${id}` : '/v2/addresses',
      jsonRequest(id ? 'PUT' : 'POST', body, bearer(customer.token)),
    );

  it(`keeps at most ${MAX_ADDRESSES} live addresses per customer, saying so on base; deleting one makes room`, async () => {
    const customer = await createCustomer(api);
    const saved: SavedAddressJson[] = [];
    for (let i = 0; i < MAX_ADDRESSES; i++) saved.push(await addAddress(customer));
    const refused = await save(customer);
    expect(refused).toEqual({
      status: 422,
      body: { error: TOO_MANY_ADDRESSES, errors: { base: [TOO_MANY_ADDRESSES] } },
    });
    expect(TOO_MANY_ADDRESSES).toBe('Você já tem 20 endereços. Apague um para adicionar outro.');
    // Changing one is still allowed.
    expect((await save(customer, { ...home, phone: '(71) 98888-7777' }, saved[0]!.id)).status).toBe(200);
    await api.request(
      `/v2/addresses/${saved[0]!.id}`,
      jsonRequest('DELETE', undefined, bearer(customer.token)),
    );
    expect((await save(customer)).status).toBe(201);
  });

  it('lets no simultaneous saves past the cap', async () => {
    const customer = await createCustomer(api);
    const row = {
      userId: customer.id,
      firstname: 'Ana',
      address1: 'Rua das Hortênsias, 120',
      neighborhood: 'Pituba',
      city: 'Salvador',
      zipcode: '41810010',
      phone: '71999998888',
      reference: 'Padaria',
    };
    await api.database.db.insert(addresses).values(Array(MAX_ADDRESSES - 1).fill(row));
    const answers = await Promise.all(Array.from({ length: 5 }, () => save(customer)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422, 422, 422]);
    const live = await api.database.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, customer.id), isNull(addresses.deletedAt)));
    expect(live).toHaveLength(MAX_ADDRESSES);
  });

  it('answers 429 past the saves allowed per customer in an hour, new or changed; other customers save on', async () => {
    const customer = await createCustomer(api);
    const address = await addAddress(customer);
    for (let i = 1; i < THROTTLE_RULES.addressSavePerCustomer.limit; i++) {
      expect((await save(customer, { ...home, reference: `Referência ${i}` }, address.id)).status).toBe(200);
    }
    expect(await save(customer, home, address.id)).toEqual({
      status: 429,
      body: { error: TOO_MANY_REQUESTS, errors: {} },
    });
    expect((await save(customer)).status).toBe(429);
    expect((await save(other)).status).toBe(201);
  });

  it('places a changed address again only when its street, neighbourhood, city or CEP changed', async () => {
    const customer = await createCustomer(api);
    const address = await addAddress(customer); // Pituba, from the offline table
    const geocoder = jest.fn(async () => ({ latitude: '-12.900000', longitude: '-38.300000' }));
    try {
      locate = geocoder;
      const same = {
        ...home,
        firstname: 'Outra Pessoa',
        phone: '(71) 98888-7777',
        address2: 'Casa',
        reference: 'Portão azul',
        address1: ' Rua das Hortênsias, 120 ', // the same once trimmed
        zipcode: '41810010', // the same without the mask
      };
      const kept = await save(customer, same, address.id);
      expect(kept.status).toBe(200);
      expect(kept.body).toMatchObject({
        firstname: 'Outra Pessoa',
        latitude: '-12.999400',
        longitude: '-38.460100',
      });
      expect(geocoder).not.toHaveBeenCalled();

      for (const [field, value] of [
        ['address1', 'Rua das Hortênsias, 122'],
        ['neighborhood', 'Itaigara'],
        ['city', { city: 'Lauro de Freitas', zipcode: '42700-000' }],
        ['zipcode', '41810-020'],
      ] as const) {
        geocoder.mockClear();
        const change = typeof value === 'string' ? { [field]: value } : value;
        const moved = await save(customer, { ...same, ...change }, address.id);
        expect([field, moved.status, moved.body.latitude]).toEqual([field, 200, '-12.900000']);
        expect(geocoder).toHaveBeenCalledTimes(1);
        // Back to the first place, for the next field: placed again too.
        await save(customer, same, address.id);
      }
      // Another customer's address, or an unknown one, costs no call.
      geocoder.mockClear();
      expect((await save(other, { ...same, neighborhood: 'Itaigara' }, address.id)).status).toBe(404);
      expect((await save(customer, { ...same, neighborhood: 'Itaigara' }, 999999)).status).toBe(404);
      expect(geocoder).not.toHaveBeenCalled();
    } finally {
      locate = offline;
    }
  });
});

describe('GET /v2/zipcodes/{zipcode}', () => {
  it('tells anyone the city and known neighbourhood of a CEP of the area, and nothing outside it', async () => {
    const pituba = await api.json<ZipcodeLookupJson>('/v2/zipcodes/41810010');
    expect(pituba.status).toBe(200);
    expect(pituba.body).toEqual({
      zipcode: '41810010',
      city: 'Salvador',
      neighborhood: 'Pituba',
      address1: null,
    });
    const feira = await api.json<ZipcodeLookupJson>('/v2/zipcodes/44001000');
    expect(feira.body).toMatchObject({ city: null, neighborhood: null });
  });

  it('answers 422 with the field message for a CEP that is not 8 digits', async () => {
    const { status, body } = await api.json<ErrorBody>('/v2/zipcodes/4181001a');
    expect(status).toBe(422);
    expect(body.errors).toEqual({ zipcode: [MSG.cepLength] });
  });
});
