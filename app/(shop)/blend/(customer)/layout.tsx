import { BlendSessionGuard } from '@/components/blends/blend-session-guard';
import { QueryProvider } from '@/components/providers';

/**
 * The customer's blend pages (the calculator, my blends) render with React Query; the landing page does
 * without (a catalogue-like page, whose first load leaves React Query out: see lib/api-client/live.tsx).
 * proxy.ts lets in only visitors with a session cookie; BlendSessionGuard sends to the login those whose
 * session ended.
 */
export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <QueryProvider>
      <BlendSessionGuard>{children}</BlendSessionGuard>
    </QueryProvider>
  );
}
