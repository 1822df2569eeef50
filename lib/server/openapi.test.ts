/**
 * The OpenAPI document is generated from the contract's zod schemas (lib/sales-api): each component name
 * must belong to one schema (two schemas registered under one name silently replace each other in the
 * document), and every operation must describe what it answers.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import fs from 'node:fs';
import path from 'node:path';
import { can, STAFF_CAPABILITIES, STAFF_ROLES, type StaffCapability } from '@/lib/rules/staff-roles';
import { createApi } from './app';
import { answerCheckOf } from '@/test-support/server/openapi-answers';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';

interface Operation {
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
}

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.database.close());

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });
}

describe('the OpenAPI document', () => {
  it('gives each component name to exactly one schema', async () => {
    const registered = new Map<string, string[]>();
    for (const file of [...sourceFiles('lib/sales-api'), ...sourceFiles('lib/server')]) {
      for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(/\.openapi\(\s*'([A-Za-z0-9_]+)'/g)) {
        registered.set(name!, [...(registered.get(name!) ?? []), file]);
      }
    }
    const duplicates = [...registered].filter(([, files]) => files.length > 1);
    expect(duplicates).toEqual([]);

    const { body } = await api.json<{ components: { schemas: Record<string, unknown> } }>('/openapi.json');
    const documented = Object.keys(body.components.schemas);
    // Every documented component comes from one registration (none generated twice under one name).
    for (const name of documented) expect(registered.get(name)).toHaveLength(1);
  });

  it('describes the answer of every operation', async () => {
    const { body } = await api.json<{ paths: Record<string, Record<string, Operation>> }>('/openapi.json');
    const undescribed: string[] = [];
    for (const [route, operations] of Object.entries(body.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
        if (success.length === 0) undescribed.push(`${method} ${route}: no success answer`);
        for (const [status, response] of success) {
          const hasBody = status !== '204';
          const schema =
            response.content?.['application/json']?.schema ?? response.content?.['text/html']?.schema;
          if (hasBody && !schema) undescribed.push(`${method} ${route} ${status}: no schema`);
        }
      }
    }
    expect(undescribed).toEqual([]);
  });
});

interface LintedOperation {
  operationId?: string;
  description?: string;
  'x-staff-capability'?: string[];
  'x-staff-roles'?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, unknown>;
}
interface SharedResponse {
  headers?: Record<string, { required?: boolean; schema?: { type?: string } }>;
  content?: Record<string, { schema?: unknown }>;
}
interface LintedDocument {
  servers?: { url: string }[];
  paths: Record<string, Record<string, LintedOperation>>;
  components: {
    securitySchemes: Record<string, { type: string; in?: string; name?: string }>;
    responses: Record<string, SharedResponse>;
  };
}

describe('what clients generated from the document rely on', () => {
  let document: LintedDocument;
  beforeAll(async () => {
    document = (await api.json<LintedDocument>('/openapi.json')).body;
  });
  const operations = () =>
    Object.entries(document.paths).flatMap(([route, item]) =>
      Object.entries(item).map(([method, operation]) => ({ name: `${method} ${route}`, ...operation })),
    );

  it('names a server, and gives every operation a unique camelCase operationId', () => {
    expect(document.servers?.length).toBeGreaterThan(0);
    const ids = operations().map((operation) => operation.operationId);
    expect(ids.filter((id) => !id || !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('getApiV1OrdersNumber');
  });

  it('declares who may call every operation, with schemes the document defines', () => {
    const schemes = Object.keys(document.components.securitySchemes);
    for (const operation of operations()) {
      expect([operation.name, Array.isArray(operation.security)]).toEqual([operation.name, true]);
      for (const requirement of operation.security!) {
        for (const scheme of Object.keys(requirement)) expect(schemes).toContain(scheme);
      }
    }
    const byName = new Map(operations().map((operation) => [operation.name, operation.security]));
    expect(byName.get('get /api/sales/v2/store')).toEqual([]);
    expect(byName.get('get /api/sales/v2/users/me')).toEqual([{ bearer: [] }, { session: [] }]);
    expect(byName.get('get /api/sales/admin/board')).toEqual([{ bearer: [] }, { session: [] }]);
  });

  it('declares the guest’s order token as a query key on every operation that reads it', () => {
    expect(document.components.securitySchemes.orderToken).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'query', name: 'order_token' }),
    );
    const readers = operations().filter((operation) =>
      (operation.parameters ?? []).some((parameter) => parameter.name === 'order_token'),
    );
    expect(readers.length).toBeGreaterThan(5);
    for (const operation of readers) {
      expect([operation.name, operation.security]).toEqual([
        operation.name,
        expect.arrayContaining([{ orderToken: [] }]),
      ]);
    }
  });

  it('gives every operation at least one 4xx answer', () => {
    const without = operations()
      .filter((operation) => !Object.keys(operation.responses).some((status) => status.startsWith('4')))
      .map((operation) => operation.name);
    expect(without).toEqual([]);
  });

  it('declares the 503 of a database out of reach, with Retry-After, on every operation that touches it', () => {
    const shared = document.components.responses.DatabaseUnavailable!;
    expect(shared.headers?.['Retry-After']).toEqual(
      expect.objectContaining({ required: true, schema: expect.objectContaining({ type: 'integer' }) }),
    );
    expect(shared.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Error' });
    const withoutDatabase = ['get /api/sales/v2/store', 'get /api/sales/v2/captcha/challenge'];
    for (const operation of operations()) {
      const expected = withoutDatabase.includes(operation.name)
        ? undefined
        : { $ref: '#/components/responses/DatabaseUnavailable' };
      expect([operation.name, operation.responses['503']]).toEqual([operation.name, expected]);
    }
    // Every limit answers with its Retry-After too.
    expect(document.components.responses.Throttled!.headers?.['Retry-After']?.required).toBe(true);
    const limited = operations().filter((operation) => '429' in operation.responses);
    expect(limited.map((operation) => operation.name)).toEqual(
      expect.arrayContaining(['post /api/sales/v2/search/queries', 'post /api/sales/v2/events']),
    );
    for (const operation of limited) {
      expect([operation.name, operation.responses['429']]).toEqual([
        operation.name,
        expect.objectContaining({ $ref: '#/components/responses/Throttled' }),
      ]);
    }
  });

  it('names the staff capability and roles every back-office operation needs, and its 403 (no 401)', () => {
    const backOffice = operations().filter((operation) => operation.name.includes(' /api/sales/admin/'));
    expect(backOffice.length).toBeGreaterThan(15);
    for (const operation of backOffice) {
      const capabilities = operation['x-staff-capability'] ?? [];
      expect([operation.name, capabilities.length > 0]).toEqual([operation.name, true]);
      for (const capability of capabilities) expect(STAFF_CAPABILITIES).toContain(capability);
      // The roles are those the server lets through (lib/rules/staff-roles.ts).
      expect([operation.name, operation['x-staff-roles']]).toEqual([
        operation.name,
        STAFF_ROLES.filter((role) =>
          capabilities.some((capability) => can(role, capability as StaffCapability)),
        ),
      ]);
      expect([operation.name, operation.description]).toEqual([
        operation.name,
        expect.stringContaining(`staff capability \`${capabilities[0]}\``),
      ]);
      // Guests are refused like customers (403): the back office answers no 401.
      expect([operation.name, '403' in operation.responses, '401' in operation.responses]).toEqual([
        operation.name,
        true,
        false,
      ]);
    }
    // The customer API still asks a guest to log in.
    const customerOnly = operations().find((operation) => operation.name === 'get /api/sales/v2/users/me');
    expect(Object.keys(customerOnly!.responses)).toContain('401');
    const byName = new Map(backOffice.map((operation) => [operation.name, operation]));
    expect(byName.get('get /api/sales/admin/vitals')).toMatchObject({
      'x-staff-capability': ['store'],
      'x-staff-roles': ['manager'],
    });
    expect(byName.get('get /api/sales/admin/board')).toMatchObject({
      'x-staff-capability': ['board'],
      'x-staff-roles': ['counter', 'manager'],
    });
    // No operation outside the back office asks for a staff capability.
    const elsewhere = operations().filter(
      (operation) => !operation.name.includes(' /api/sales/admin/') && operation['x-staff-capability'],
    );
    expect(elsewhere.map((operation) => operation.name)).toEqual([]);
  });

  it('lets null through where the API sends null for a named schema', () => {
    // The generator writes `named.nullable()` as a bare $ref or an allOf with it, which null never
    // satisfies: a named schema or null is written nullable() (lib/sales-api/openapi-parts.ts).
    const text = JSON.stringify(document);
    expect(text).not.toMatch(/"allOf":\[\{"\$ref":"[^"]+"\},\{"type":\["object","null"\]/);
    const order = (document as unknown as { components: { schemas: Record<string, { properties: object }> } })
      .components.schemas.Order!.properties as Record<string, unknown>;
    expect(order.coupon).toEqual(
      expect.objectContaining({ anyOf: [{ $ref: '#/components/schemas/AppliedCoupon' }, { type: 'null' }] }),
    );
  });
});

/** Redocly's recommended rules, which the outside check ran on the document. */
describe("Redocly's recommended lint", () => {
  // The shop's own API has no licence to publish: the two licence warnings are the only ones accepted.
  const ACCEPTED_WARNINGS = new Set(['info-license', 'info-license-strict']);

  it('finds no error, and no warning but the licence', async () => {
    const { body } = await api.json('/openapi.json');
    const problems = await lintFromString({
      source: JSON.stringify(body),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    expect(
      problems
        .filter((problem) => problem.severity === 'error' || !ACCEPTED_WARNINGS.has(problem.ruleId))
        .map(
          ({ ruleId, severity, message, location }) =>
            `${severity} ${ruleId} ${location[0]?.pointer}: ${message}`,
        ),
    ).toEqual([]);
  }, 60_000);
});

describe('the check of every test answer against the document', () => {
  const document = JSON.stringify({
    openapi: '3.1.0',
    paths: {
      '/api/sales/things/{id}': {
        get: {
          responses: {
            200: {
              description: 'A thing',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
            },
            404: { description: 'Not found' },
            503: { $ref: '#/components/responses/DatabaseUnavailable' },
          },
        },
      },
    },
    components: {
      responses: {
        DatabaseUnavailable: {
          description: 'Unavailable',
          headers: { 'Retry-After': { required: true, schema: { type: 'integer' } } },
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
      schemas: {
        Error: {
          type: 'object',
          properties: { error: { type: 'string' } },
          required: ['error'],
        },
        Thing: {
          type: 'object',
          properties: { coupon: { type: 'object' } },
          required: ['coupon'],
        },
      },
    },
  });
  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });

  it('passes an answer the document allows, and requests to no documented operation', async () => {
    const check = answerCheckOf(document);
    await expect(check('GET', '/api/sales/things/1', answer(200, { coupon: {} }))).resolves.toBeUndefined();
    await expect(check('GET', '/api/sales/unknown', answer(404, { x: 1 }))).resolves.toBeUndefined();
  });

  it('fails on a null the schema does not allow, and on an undeclared status', async () => {
    const check = answerCheckOf(document);
    await expect(check('GET', '/api/sales/things/1', answer(200, { coupon: null }))).rejects.toThrow(
      /\/coupon must be object/,
    );
    await expect(check('GET', '/api/sales/things/1?x=1', answer(409, { error: 'x' }))).rejects.toThrow(
      /answered 409, which the OpenAPI document does not declare/,
    );
  });

  it('checks a shared answer where it is declared: its body and its required headers', async () => {
    const check = answerCheckOf(document);
    await expect(
      check('GET', '/api/sales/things/1', answer(503, { error: 'Instável' }, { 'Retry-After': '5' })),
    ).resolves.toBeUndefined();
    await expect(check('GET', '/api/sales/things/1', answer(503, { error: 'Instável' }))).rejects.toThrow(
      /without the header the document requires: Retry-After/,
    );
    await expect(
      check('GET', '/api/sales/things/1', answer(503, { message: 'x' }, { 'Retry-After': '5' })),
    ).rejects.toThrow(/must have required property 'error'/);
  });
});

describe('the operations declared without the database', () => {
  it('answer while the database cannot be reached', async () => {
    const lost = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const app = createApi({
      getDb: async () => {
        throw lost;
      },
    });
    expect((await app.request('/api/sales/v2/store')).status).toBe(200);
    expect((await app.request('/api/sales/v2/captcha/challenge')).status).toBe(200);
    // And one that needs it answers the declared 503.
    const products = await app.request('/api/sales/v2/products');
    expect(products.status).toBe(503);
    expect(products.headers.get('Retry-After')).toBe('5');
  });
});
