/**
 * The OpenAPI document is generated from the contract's zod schemas (lib/sales-api): each component name
 * must belong to one schema (two schemas registered under one name silently replace each other in the
 * document), and every operation must describe what it answers.
 */
import fs from 'node:fs';
import path from 'node:path';
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
