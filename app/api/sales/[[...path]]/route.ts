import { createApi } from '@/lib/server/app';
import { getDb } from '@/lib/server/server-database';

// PGlite and pg need Node; nothing here may be rendered at build time.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const api = createApi({ getDb });
const handle = (request: Request) => api.fetch(request);

export {
  handle as GET,
  handle as POST,
  handle as PUT,
  handle as PATCH,
  handle as DELETE,
  handle as OPTIONS,
  handle as HEAD,
};
