import { parseConfig } from '../config';
import { SEARCH_SYNONYMS } from '@/lib/search/search-synonyms';
import {
  AlgoliaNotConfiguredError,
  algoliaAdminConfig,
  algoliaSynonyms,
  requireAlgoliaAdminConfig,
} from './algolia-index';

describe('Algolia indexing configuration', () => {
  it('is off without an application id and an admin key', () => {
    expect(algoliaAdminConfig(parseConfig({}))).toBeNull();
  });

  it('names what is missing, and says the embedded engine needs no push', () => {
    const run = () =>
      requireAlgoliaAdminConfig(
        parseConfig({ ALGOLIA_APP_ID: 'ABC123DEF4', ALGOLIA_SEARCH_KEY: 'search-key' }),
      );
    expect(run).toThrow(AlgoliaNotConfiguredError);
    expect(run).toThrow(/set ALGOLIA_ADMIN_KEY \(and ALGOLIA_INDEX_NAME/);
    expect(run).toThrow(/embedded search engine builds its index/);
    expect(() => requireAlgoliaAdminConfig(parseConfig({}))).toThrow(/ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY/);
  });

  it('reads the application, admin key and index name', () => {
    const config = parseConfig({
      ALGOLIA_APP_ID: 'ABC123DEF4',
      ALGOLIA_SEARCH_KEY: 'search-key',
      ALGOLIA_ADMIN_KEY: 'admin-key-123',
      ALGOLIA_INDEX_NAME: 'casa_product_sales',
    });
    expect(requireAlgoliaAdminConfig(config)).toEqual({
      appId: 'ABC123DEF4',
      adminKey: 'admin-key-123',
      indexName: 'casa_product_sales',
    });
  });
});

describe('Algolia synonyms', () => {
  it("are the embedded engine's list, as two-way synonyms with distinct ids", () => {
    const pushed = algoliaSynonyms();
    expect(pushed.map((synonym) => synonym.synonyms)).toEqual(SEARCH_SYNONYMS);
    expect(pushed.every((synonym) => synonym.type === 'synonym')).toBe(true);
    expect(new Set(pushed.map((synonym) => synonym.objectID)).size).toBe(pushed.length);
    expect(pushed).toContainEqual(
      expect.objectContaining({ synonyms: expect.arrayContaining(['vaca', 'bovino']) }),
    );
  });
});
