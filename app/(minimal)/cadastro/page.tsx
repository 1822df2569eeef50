import type { Metadata } from 'next';
import { redirect } from 'next/navigation';

// It only redirects; like the login it leads to, never indexed (robots.txt no longer blocks it: app/robots.ts).
export const metadata: Metadata = { robots: { index: false } };

/** Old register path: the register form lives on /login; the query string goes along. */
export default async function RegisterRedirect({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const item of [value ?? []].flat()) query.append(key, item);
  }
  const search = query.toString();
  redirect(search ? `/login?${search}` : '/login');
}
