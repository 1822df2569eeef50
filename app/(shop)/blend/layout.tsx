import { QueryProvider } from '@/components/providers';

/** These pages render with React Query (the catalogue pages do without it: see lib/api-client/live.tsx). */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
