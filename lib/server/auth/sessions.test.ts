import { createApi } from '../app';
import type { Database } from '../db/database';
import { sessions, users } from './schema';
import { createTestDatabase } from '@/test-support/server/test-database';
import { SESSION_COOKIE } from '../api/authenticate';
import { createSession, findSessionUser, revokeOtherSessions, revokeSession } from './sessions';

let database: Database;
let userId: number;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  const [user] = await database.db
    .insert(users)
    .values({ email: 'ana@exemplo.com.br', firstName: 'Ana', lastName: 'Souza', passwordHash: 'x' })
    .returning();
  userId = user!.id;
});
afterAll(() => database.close());

describe('sessions', () => {
  it('finds the user of a live token and never stores the token itself', async () => {
    const { token } = await createSession(database.db, userId, { remember: false });
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    expect((await findSessionUser(database.db, token))?.email).toBe('ana@exemplo.com.br');
    const stored = await database.db.select().from(sessions);
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);
  });

  it('forgets revoked and unknown tokens', async () => {
    const { token } = await createSession(database.db, userId, { remember: true });
    const session = await findSessionUser(database.db, token);
    await revokeSession(database.db, session!.sessionId);
    expect(await findSessionUser(database.db, token)).toBeNull();
    expect(await findSessionUser(database.db, 'not-a-token')).toBeNull();
  });

  it('revokes every other session after a password change', async () => {
    const keep = await createSession(database.db, userId, { remember: true });
    const other = await createSession(database.db, userId, { remember: true });
    const kept = await findSessionUser(database.db, keep.token);
    await revokeOtherSessions(database.db, userId, kept!.sessionId);
    expect(await findSessionUser(database.db, keep.token)).not.toBeNull();
    expect(await findSessionUser(database.db, other.token)).toBeNull();
  });
});

describe('GET /v2/users/me', () => {
  const api = () => createApi({ getDb: async () => database.db });

  it('answers 401 "You\'re not logged in." without a session', async () => {
    const response = await api().request('/api/sales/v2/users/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "You're not logged in.", errors: {} });
  });

  it('knows the customer by bearer token or by session cookie', async () => {
    const { token } = await createSession(database.db, userId, { remember: false });
    const byBearer = await api().request('/api/sales/v2/users/me', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await byBearer.json()).toMatchObject({ id: userId, first_name: 'Ana' });
    const byCookie = await api().request('/api/sales/v2/users/me', {
      headers: { Cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(await byCookie.json()).toMatchObject({ id: userId, email: 'ana@exemplo.com.br' });
  });
});
