import type { Metadata } from 'next';
import { BlendCalculator } from '@/components/blends/blend-calculator';
import { logger } from '@/lib/server/logger';
import { getDb } from '@/lib/server/server-database';
import { searchBackend, serverSearchClient } from '@/lib/server/search/search-backend';
import { blendSearchInitialResults } from '@/lib/server/search/search-server-state';

export const metadata: Metadata = { title: 'Criar novo blend', robots: { index: false } };

/**
 * The blend calculator (docs/business-rules.md, Blends) for template {id}, or 'new'. The template is the
 * customer's: fetched in the browser. The search's first page of meats is everyone's: searched here, so it is
 * in the first paint.
 */
export default async function BlendCalculatorPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const backend = searchBackend();
  // Without them (the search service failing) the editor searches from the browser, as it would anyway.
  const searchResults = await blendSearchInitialResults(
    await serverSearchClient(backend, getDb),
    backend.indexName,
  ).catch((error: unknown) => {
    logger.error({ err: error }, 'blend calculator: first search failed');
    return null;
  });
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <h1 className="text-2xl font-extrabold uppercase tracking-wide md:text-3xl">Criar novo blend</h1>
      <BlendCalculator id={id} backend={backend} searchResults={searchResults} />
    </div>
  );
}
