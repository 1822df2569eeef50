/**
 * `npm run vitals -- --since 24h`: the real-user Web Vitals of the running shop, the p75 of LCP, INP, CLS,
 * FCP and TTFB per route over the period (hours or days: 24h, 7d). Asks the back-office API
 * (GET /admin/vitals) as a staff member, like `npm run admin`.
 */
import { sinceArgument, vitalsTable } from '../lib/analytics/vitals-table.ts';
import type { VitalsReport } from '../lib/sales-api/analytics.ts';

const BASE = (process.env.ADMIN_URL ?? 'http://localhost:3000').replace(/\/$/, '') + '/api/sales';
const EMAIL = process.env.ADMIN_EMAIL ?? 'equipe@casadacarne.com.br';
const PASSWORD = process.env.ADMIN_PASSWORD ?? 'balcao2026';

async function main(): Promise<number> {
  const since = sinceArgument(process.argv.slice(2));
  const login = await fetch(`${BASE}/v2/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!login.ok) {
    console.error(
      `Não foi possível entrar como ${EMAIL} (${login.status}). Confira ADMIN_EMAIL e ADMIN_PASSWORD.`,
    );
    return 1;
  }
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${BASE}/admin/vitals?since=${encodeURIComponent(since)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as VitalsReport & {
    error?: string;
    errors?: Record<string, string[]>;
  };
  if (!response.ok) {
    console.error(`Erro ${response.status}: ${body.error ?? ''}`);
    for (const [field, messages] of Object.entries(body.errors ?? {}))
      console.error(`  ${field}: ${messages.join('; ')}`);
    return 1;
  }
  console.log(vitalsTable(body));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `Não foi possível falar com a loja em ${BASE}: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
