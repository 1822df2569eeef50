'use client';

import { LazyGlobalCrashScreen } from '@/components/ui/lazy-crash-screen';
import './globals.css';

/**
 * The crash screen when the root layout or a group layout fails (for example the database failing while
 * the shell reads the departments): it replaces the whole document, so it brings its own html and body.
 */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="pt-BR">
      <body>
        <main className="px-4">
          <LazyGlobalCrashScreen error={error} reset={reset} />
        </main>
      </body>
    </html>
  );
}
