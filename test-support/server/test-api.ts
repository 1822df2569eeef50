/** The sales API on a fresh test database, called in process with app.request. */
import { createApi } from '../../lib/server/app';
import type { ApiDeps } from '../../lib/server/api/env';
import type { Database } from '../../lib/server/db/database';
import { mailQueueIdle } from '../../lib/server/mail/mail-queue';
import { createMemoryMailer, type MailMessage } from '../../lib/server/mail/mailer';
import { answerCheckOf, type AnswerCheck } from './openapi-answers';
import { createTestDatabase } from './test-database';

export interface TestApi {
  database: Database;
  /** E-mails the API sent, oldest first. */
  mail: MailMessage[];
  request(path: string, init?: RequestInit): Promise<Response>;
  json<T = unknown>(path: string, init?: RequestInit): Promise<{ status: number; body: T }>;
}

/**
 * Every answer is checked against the API's own OpenAPI document (openapi-answers.ts): a test fails on an
 * answer the document does not allow. The document is the same for every app of a test file: read once.
 */
let checkAnswer: Promise<AnswerCheck> | undefined;

/** `deps` replaces the clock, the payment gateway or injects completion faults. */
export async function createTestApi(deps: Omit<ApiDeps, 'getDb' | 'mailer'> = {}): Promise<TestApi> {
  return testApiOn(await createTestDatabase(), deps);
}

/**
 * The sales API on a database already made (the benches' big shop); `checkAnswers: false` leaves the
 * OpenAPI check out, for a bench that measures the calls rather than tests them.
 */
export function testApiOn(
  database: Database,
  deps: Omit<ApiDeps, 'getDb' | 'mailer'> = {},
  { checkAnswers = true } = {},
): TestApi {
  const mailer = createMemoryMailer();
  const app = createApi({ getDb: async () => database.db, mailer, ...deps });
  // Mail goes out after the answer (mail-queue.ts): the tests read it as soon as the answer arrives.
  const request = async (path: string, init?: RequestInit) => {
    const response = await app.request(`/api/sales${path}`, init);
    await mailQueueIdle();
    if (!checkAnswers) return response;
    checkAnswer ??= Promise.resolve(app.request('/api/sales/openapi.json'))
      .then((document) => document.text())
      .then(answerCheckOf);
    const check = await checkAnswer;
    await check(init?.method ?? 'GET', `/api/sales${path}`, response);
    return response;
  };
  return {
    database,
    mail: mailer.sent,
    request,
    async json<T>(path: string, init?: RequestInit) {
      const response = await request(path, init);
      return { status: response.status, body: (await response.json()) as T };
    },
  };
}
