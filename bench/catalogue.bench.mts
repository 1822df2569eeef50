/**
 * Catalogue read path on an in-memory PGlite with the demo seed: the sales API called in process
 * (app.request, no network) for the department list and one department with all its products.
 */
import { createTestApi } from '../test-support/server/test-api.ts';
import { measure, printLatencies } from './stats.mts';

const api = await createTestApi();
const departments = (await (await api.request('/v2/departments')).json()) as { id: number }[];
const first = departments[0]!.id;

printLatencies('catalogue API, in process, embedded PGlite', [
  await measure('GET /v2/departments', 300, () => api.request('/v2/departments')),
  await measure('GET /v2/departments/{id}', 300, () => api.request(`/v2/departments/${first}`)),
  await measure('GET /health_check', 300, () => api.request('/health_check')),
]);
await api.database.close();
