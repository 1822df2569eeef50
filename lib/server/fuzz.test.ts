/**
 * Bad input is a 4xx, never a 5xx, on every operation of the OpenAPI document, including those added
 * later: each operation gets odd path ids, wrong query values, malformed JSON and, for a JSON body, a
 * well-typed body built from its schema with one field at a time replaced by a wrong type or a huge string.
 * The sample is deterministic (a seeded generator), so a failure repeats, and small enough to take seconds.
 */
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_STAFF, STAFF_EMAIL, STAFF_PASSWORD } from './seed/accounts-seed';
import { bearer, jsonRequest } from '@/test-support/server/account-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';

interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
}
interface Operation {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** Wrong values for any field: other types, empty, huge, out of range. */
const WRONG_VALUES: unknown[] = [
  42,
  -1,
  1.5,
  1e308,
  true,
  null,
  [],
  ['texto'],
  {},
  { a: 1 },
  '',
  'texto',
  'x'.repeat(100_000),
  '🥩'.repeat(1_000),
];
const ODD_IDS = [
  '0',
  '-1',
  '1',
  '1.5',
  'abc',
  '99999999999999999999',
  // Past PostgreSQL's integer, yet a safe JavaScript number.
  '2147483648',
  'R000000000',
  '%27%22',
  'x'.repeat(500),
];
/** With real days PostgreSQL cannot hold an instant of (no year 0; the end of 9999-12-31 is in 10000). */
const ODD_QUERY_VALUES = [
  '',
  '-1',
  'abc',
  '1e308',
  '2147483648',
  '[]',
  'x'.repeat(5_000),
  '%E2%9C',
  '9999-12-31',
  '0000-01-01',
];
const RAW_BODIES = ['{"a":', 'não é json', '[]', 'null', '"texto"', '123', '{}', '{"__proto__":{"x":1}}'];
/** How many one-field mutations each operation's body gets (a sample of all of them). */
const BODY_MUTATIONS_PER_OPERATION = 24;

/** mulberry32: a small seeded generator, so the sample is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function sample<T>(items: T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (pool.length && picked.length < count)
    picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return picked;
}

/** A plausible value of the schema's type: the body the mutations start from. */
function valueOf(schema: Schema, components: OpenApiDocument['components'], depth = 0): unknown {
  if (schema.$ref) return valueOf(components.schemas[schema.$ref.split('/').pop()!]!, components, depth);
  if (depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variant) return valueOf(variant.find((part) => part.type !== 'null') ?? variant[0]!, components, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, field]) => [
          key,
          valueOf(field, components, depth + 1),
        ]),
      );
    case 'array':
      return schema.items ? [valueOf(schema.items, components, depth + 1)] : [];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      return 'texto';
    default:
      return null;
  }
}

/** Every path to a value inside `value` (object keys and array indexes), the root excluded. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...prefix, index], ...pathsOf(item, [...prefix, index])]);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...pathsOf(item, [...prefix, key]),
    ]);
  }
  return [];
}

function replaced(value: unknown, path: (string | number)[], wrong: unknown): unknown {
  if (path.length === 0) return wrong;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = replaced(copy[head!], rest, wrong);
  return copy;
}

interface Probe {
  label: string;
  path: string;
  init: RequestInit;
}

function probesOf(
  route: string,
  method: string,
  operation: Operation,
  components: OpenApiDocument['components'],
  headers: Record<string, string>,
  random: () => number,
): Probe[] {
  const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const hasIds = route.includes('{');
  const at = (id: string) => route.replace(/^\/api\/sales/, '').replaceAll(/\{[^}]+\}/g, () => id);
  const jsonSchema = operation.requestBody?.content['application/json']?.schema;
  const base = jsonSchema ? valueOf(jsonSchema, components) : undefined;
  const upper = method.toUpperCase();
  const request = (body?: string): RequestInit => ({
    ...jsonRequest(upper, undefined, headers),
    ...(body === undefined ? {} : { body }),
  });
  const probes: Probe[] = [];
  for (const id of hasIds ? ODD_IDS : ['1']) {
    probes.push({
      label: `id ${id.slice(0, 20)}`,
      path: at(id),
      init: request(base === undefined ? undefined : JSON.stringify(base)),
    });
  }
  for (const name of queryParams) {
    for (const value of ODD_QUERY_VALUES) {
      probes.push({
        label: `?${name}=${value.slice(0, 20)}`,
        path: `${at('1')}?${name}=${value}`,
        init: request(),
      });
    }
  }
  // Malformed bodies go to every change, also to those that read their body by hand (PUT /checkouts).
  if (operation.requestBody || ['put', 'post', 'patch'].includes(method)) {
    for (const body of RAW_BODIES) probes.push({ label: `body ${body}`, path: at('1'), init: request(body) });
  }
  if (operation.requestBody) {
    const mutations = pathsOf(base).flatMap((field) => WRONG_VALUES.map((wrong) => [field, wrong] as const));
    for (const [field, wrong] of sample(mutations, BODY_MUTATIONS_PER_OPERATION, random)) {
      probes.push({
        label: `${field.join('.')} = ${JSON.stringify(wrong)?.slice(0, 30)}`,
        path: at('1'),
        init: request(JSON.stringify(replaced(base, field, wrong))),
      });
    }
  }
  return probes;
}

let api: TestApi;
let customerHeaders: Record<string, string>;
let staffHeaders: Record<string, string>;
let driverHeaders: Record<string, string>;

async function login(email: string, password: string): Promise<Record<string, string>> {
  const { body } = await api.json<{ token: string }>('/v2/auth', jsonRequest('POST', { email, password }));
  return bearer(body.token);
}

beforeAll(async () => {
  api = await createTestApi();
  customerHeaders = await login(DEMO_EMAIL, DEMO_PASSWORD);
  staffHeaders = await login(STAFF_EMAIL, STAFF_PASSWORD);
  const driver = DEMO_STAFF.find((member) => member.role === 'driver')!;
  driverHeaders = await login(driver.email, driver.password);
}, 120_000);
afterAll(() => api.database.close());

describe('every operation of the OpenAPI document', () => {
  it('answers bad input with a 4xx, never a 5xx', async () => {
    const document = (await api.json<OpenApiDocument>('/openapi.json')).body;
    const random = seeded(17);
    const operations = Object.entries(document.paths)
      .flatMap(([route, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ route, method, operation })),
      )
      // Logging out ends the session the other probes use: it goes last.
      .sort(
        (a, b) =>
          Number(a.method === 'delete' && a.route.endsWith('/v2/auth')) -
          Number(b.method === 'delete' && b.route.endsWith('/v2/auth')),
      );
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let sent = 0;
    for (const { route, method, operation } of operations) {
      // Past the session check: the manager for the back office (the driver for the driver's calls), a
      // customer where a session counts, else a guest.
      const headers = route.includes('/admin/driver/')
        ? driverHeaders
        : route.includes('/admin/')
          ? staffHeaders
          : operation.security
            ? customerHeaders
            : {};
      for (const probe of probesOf(route, method, operation, document.components, headers, random)) {
        const response = await api.request(probe.path, probe.init);
        await response.arrayBuffer();
        sent += 1;
        if (response.status >= 500) {
          failures.push(`${method.toUpperCase()} ${route} (${probe.label}): ${response.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1_000);
  }, 120_000);
});
