'use client';

import { ErrorState } from '@/components/ui/error-state';
import './globals.css';

/**
 * When the root layout itself fails. Our own (rather than Next.js's built-in one, whose styles and icon
 * every page would download) with the same designed error state as the route segments.
 */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="pt-BR">
      <body>
        <main className="mx-auto max-w-6xl px-4">
          <ErrorState message="Não foi possível carregar esta página." reset={reset} />
        </main>
      </body>
    </html>
  );
}
