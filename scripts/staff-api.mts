/**
 * The back-office API as the command-line tools reach it (`npm run admin`, `npm run vitals`): the running
 * shop at ADMIN_URL, as the staff member ADMIN_EMAIL / ADMIN_PASSWORD. Failures are told in Portuguese,
 * never as a stack trace.
 */
export const SALES_API = (process.env.ADMIN_URL ?? 'http://localhost:3000').replace(/\/$/, '') + '/api/sales';
const EMAIL = process.env.ADMIN_EMAIL ?? 'equipe@casadacarne.com.br';
const PASSWORD = process.env.ADMIN_PASSWORD ?? 'balcao2026';

interface ErrorAnswer {
  error?: string;
  errors?: Record<string, string[]>;
}

/**
 * Logs in, makes one call and logs out: the call's JSON answer, or null once it has printed why the call
 * failed (the login refused, or the API's error with its field messages).
 */
export async function staffCall<T>(method: string, path: string, body?: unknown): Promise<T | null> {
  const login = await fetch(`${SALES_API}/v2/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!login.ok) {
    console.error(
      `Não foi possível entrar como ${EMAIL} (${login.status}). Confira ADMIN_EMAIL e ADMIN_PASSWORD.`,
    );
    return null;
  }
  const { token } = (await login.json()) as { token: string };
  const authorization = { Authorization: `Bearer ${token}` };
  try {
    const response = await fetch(SALES_API + path, {
      method,
      headers: { 'Content-Type': 'application/json', ...authorization },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as T & ErrorAnswer;
    if (!response.ok) {
      console.error(`Erro ${response.status}: ${answer.error ?? ''}`);
      for (const [field, messages] of Object.entries(answer.errors ?? {}))
        console.error(`  ${field}: ${messages.join('; ')}`);
      return null;
    }
    return answer;
  } finally {
    // One session a call: ended at once, so the staff member's sessions do not pile up.
    await fetch(`${SALES_API}/v2/auth`, { method: 'DELETE', headers: authorization });
  }
}

/** What to tell when a call failed by throwing: the shop not answering, or the error itself. */
export function failureMessage(error: unknown): string {
  if (error instanceof TypeError && String(error.message).includes('fetch failed')) {
    return `A loja não respondeu em ${SALES_API}. Ela está rodando? (npm start; ADMIN_URL muda o endereço)`;
  }
  return `Falhou: ${error instanceof Error ? error.message : String(error)}`;
}
