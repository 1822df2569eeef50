/**
 * Keeps the Algolia copy of the product-sales index: `npm run search:index` pushes every record and the
 * index settings (search-settings.ts); variant changes are pushed as they are announced. Needs the admin
 * key, which only the server and that script ever read.
 */
import { algoliasearch } from 'algoliasearch';
import { ALGOLIA_INDEX_SETTINGS } from '@/lib/search/search-settings';
import { SEARCH_SYNONYMS } from '@/lib/search/search-synonyms';
import type { SalesRecord } from '@/lib/sales-api/search';
import type { Config } from '../config';

export interface AlgoliaAdminConfig {
  appId: string;
  adminKey: string;
  indexName: string;
}

export class AlgoliaNotConfiguredError extends Error {}

/** The admin configuration, or null when Algolia indexing is not configured. */
export function algoliaAdminConfig(config: Config): AlgoliaAdminConfig | null {
  if (!config.ALGOLIA_APP_ID || !config.ALGOLIA_ADMIN_KEY) return null;
  return {
    appId: config.ALGOLIA_APP_ID,
    adminKey: config.ALGOLIA_ADMIN_KEY,
    indexName: config.ALGOLIA_INDEX_NAME,
  };
}

/** As algoliaAdminConfig, but says exactly what is missing when it is not configured. */
export function requireAlgoliaAdminConfig(config: Config): AlgoliaAdminConfig {
  const admin = algoliaAdminConfig(config);
  if (admin) return admin;
  const missing = [
    !config.ALGOLIA_APP_ID && 'ALGOLIA_APP_ID',
    !config.ALGOLIA_ADMIN_KEY && 'ALGOLIA_ADMIN_KEY',
  ].filter(Boolean);
  throw new AlgoliaNotConfiguredError(
    `Algolia is not configured: set ${missing.join(' and ')} (and ALGOLIA_INDEX_NAME, default ` +
      `"product_sales") to push the product-sales index to Algolia. Without Algolia nothing needs pushing: ` +
      `the embedded search engine builds its index from the database when the server starts.`,
  );
}

/** The synonym list (search-synonyms.ts) as Algolia's two-way synonyms, each with a stable id. */
export function algoliaSynonyms(synonyms = SEARCH_SYNONYMS) {
  return synonyms.map((group, i) => ({
    objectID: `casa-${i + 1}`,
    type: 'synonym' as const,
    synonyms: [...group],
  }));
}

/**
 * Replaces the whole Algolia index (atomically, through a temporary index) and applies its settings and
 * synonyms (replacing any synonyms the index had).
 */
export async function pushSalesIndex(
  admin: AlgoliaAdminConfig,
  records: readonly SalesRecord[],
): Promise<void> {
  const client = algoliasearch(admin.appId, admin.adminKey);
  const { indexName } = admin;
  const { taskID } = await client.setSettings({
    indexName,
    indexSettings: { ...ALGOLIA_INDEX_SETTINGS } as never,
  });
  await client.waitForTask({ indexName, taskID });
  const synonyms = await client.saveSynonyms({
    indexName,
    synonymHit: algoliaSynonyms(),
    replaceExistingSynonyms: true,
  });
  await client.waitForTask({ indexName, taskID: synonyms.taskID });
  await client.replaceAllObjects({ indexName, objects: records as unknown as Record<string, unknown>[] });
}

/** Pushes changed records and deletes removed ones. */
export async function patchSalesIndex(
  admin: AlgoliaAdminConfig,
  records: readonly SalesRecord[],
  removedObjectIDs: readonly string[],
): Promise<void> {
  const client = algoliasearch(admin.appId, admin.adminKey);
  const { indexName } = admin;
  if (records.length) {
    await client.saveObjects({ indexName, objects: records as unknown as Record<string, unknown>[] });
  }
  if (removedObjectIDs.length) await client.deleteObjects({ indexName, objectIDs: [...removedObjectIDs] });
}
