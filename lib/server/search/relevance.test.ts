/**
 * Relevance over the demo catalogue (demo/catalogue/catalogue-data.ts): for each query, the products a
 * shopper expects at the top, in order. Covers accents, typos, plurals, prefixes, manufacturer, cooking
 * method, option value and department words, and multi-word queries.
 */
import { FACETS } from '@/lib/search/search-settings';
import type { Database } from '../db/database';
import { createTestDatabase } from '@/test-support/server/test-database';
import type { SalesSearchEngine } from './engine';
import { salesSearchEngine } from './sales-index';

let database: Database;
let engine: SalesSearchEngine;
beforeAll(async () => {
  database = await createTestDatabase();
  engine = await salesSearchEngine(database.db);
});
afterAll(() => database.close());

function slugs(query: string, hitsPerPage = 10): string[] {
  return engine
    .search({ query, page: 0, hitsPerPage, facets: [], maxValuesPerFacet: 10, filters: [] })
    .hits.map((hit) => hit.slug);
}

const cases: [kind: string, query: string, first: string[]][] = [
  ['exact word', 'picanha', ['picanha-bovina', 'picanha-bovina-fatiada', 'picanha-bovina-angus']],
  ['typo (swap)', 'picanah', ['picanha-bovina', 'picanha-bovina-fatiada', 'picanha-bovina-angus']],
  ['typo (missing letter)', 'pcanha', ['picanha-bovina', 'picanha-bovina-fatiada']],
  ['typo (wrong letter)', 'fraudinha', ['fraldinha-bovina', 'fraldinha-bovina-em-tiras']],
  ['no accent', 'linguica', ['linguica-toscana', 'linguica-toscana-fina', 'linguica-calabresa-defumada']],
  ['accent', 'linguiça', ['linguica-toscana', 'linguica-toscana-fina', 'linguica-calabresa-defumada']],
  [
    'typo and two words',
    'lingiça toscana',
    ['linguica-toscana', 'linguica-toscana-fina', 'linguica-toscana-com-queijo'],
  ],
  ['plural', 'costelas', ['costela-janela-bovina', 'costela-ripa-bovina', 'costela-minga-bovina']],
  ['plural and accents', 'hamburgueres', ['hamburguer-bovino-180g', 'hamburguer-bovino-180g-pacote-com-4']],
  ['plural', 'cervejas', ['cerveja-heineken', 'cerveja-heineken-long-neck', 'cerveja-brahma-duplo-malte']],
  ['plural', 'frangos', ['frango-inteiro-resfriado', 'frango-inteiro-resfriado-a-passarinho']],
  ['plural in -ões', 'feijões', ['feijao-preto-1kg']],
  ['plural in -ões without accents', 'medalhoes de frango', ['espetinho-medalhao-de-frango']],
  [
    'singular and plural in -ões alike',
    'medalhões',
    ['espetinho-medalhao-de-frango', 'file-mignon-bovino-medalhoes'],
  ],
  ['prefix while typing', 'pican', ['picanha-bovina', 'picanha-bovina-fatiada']],
  ['two-letter prefix', 'pi', ['picanha-bovina', 'picanha-bovina-fatiada']],
  ['one-letter prefix', 'p', ['picanha-bovina', 'picanha-bovina-fatiada']],
  ['upper case and spaces', '  PICANHA   BOVINA ', ['picanha-bovina', 'picanha-bovina-fatiada']],
  ['manufacturer', 'friboi', ['picanha-bovina-angus', 'picanha-bovina-angus-fatiada', 'fraldinha-bovina']],
  ['manufacturer', 'sadia', ['file-de-peito-de-frango', 'linguica-calabresa-defumada']],
  [
    'manufacturer without accent, in a name first',
    'perdigao',
    ['chester-perdigao', 'coxa-e-sobrecoxa-de-frango'],
  ],
  [
    'manufacturer in the name',
    'heineken',
    ['cerveja-heineken', 'cerveja-heineken-long-neck', 'pack-heineken-12-latas'],
  ],
  ['manufacturer and cut', 'picanha friboi', ['picanha-bovina-angus', 'picanha-bovina-angus-fatiada']],
  ['cooking method', 'air fryer', ['file-de-peito-de-frango', 'coxa-de-frango']],
  ['cooking method and name', 'grelha', ['grelha-inox-50x40', 'picanha-bovina']],
  ['cooking method word', 'churrasco', ['kit-churrasco-10-pessoas', 'kit-churrasco-5-pessoas']],
  [
    'cut and cooking method',
    'frango assado',
    ['frango-inteiro-resfriado', 'frango-inteiro-resfriado-a-passarinho', 'coxa-de-frango'],
  ],
  // 'medalhoes' alone puts 'Espetinho de Medalhão de Frango' first: a name outranks an option value.
  ['option value', 'mignon medalhoes', ['file-mignon-bovino-medalhoes', 'file-mignon-bovino']],
  ['option value', 'moida 2x', ['carne-moida-de-patinho-moida-2x', 'carne-moida-de-acem-moida-2x']],
  ['department', 'bebidas', ['cerveja-heineken', 'cerveja-heineken-long-neck']],
  [
    'department, plural and accent',
    'suinos',
    ['costelinha-suina', 'costelinha-suina-em-ripas', 'pernil-suino'],
  ],
  ['multi-word with a stop word', 'carne de sol', ['carne-de-sol-bovina']],
  ['multi-word without accents', 'coracao de frango', ['coracao-de-frango', 'espetinho-de-coracao']],
  [
    'multi-word',
    'picanha angus',
    ['picanha-bovina-angus', 'picanha-bovina-angus-fatiada', 'picanha-black-angus-maturada'],
  ],
  ['multi-word', 'file mignon', ['file-mignon-bovino', 'file-mignon-bovino-medalhoes', 'file-mignon-suino']],
  ['multi-word', 'kit feijoada', ['kit-feijoada-completa-4-pessoas', 'kit-feijoada-8-pessoas']],
  ['multi-word', 'pao de alho', ['pao-de-alho', 'pao-de-alho-com-queijo', 'pao-de-alho-apimentado']],
  [
    'multi-word',
    'queijo coalho',
    ['queijo-coalho', 'queijo-coalho-em-espetos', 'espetinho-de-queijo-coalho'],
  ],
  ['multi-word', 'costelinha suina', ['costelinha-suina', 'costelinha-suina-em-ripas']],
  ['multi-word', 'coca cola', ['refrigerante-coca-cola', 'refrigerante-coca-cola-garrafa-600ml']],
  ['multi-word', 'vinho tinto', ['vinho-miolo-selecao-cabernet-merlot', 'vinho-salton-intenso-tannat']],
  ['accent in the name', 'carvao', ['carvao-vegetal-5kg', 'carvao-vegetal-3kg', 'carvao-vegetal-10kg']],
  ['accent in the name', 'cachaca', ['cachaca-ypioca-ouro', 'cachaca-ypioca-prata']],
  [
    'best seller first among equals',
    'bacon',
    ['bacon-fatiado-250g', 'bacon-em-manta', 'bacon-em-cubos-500g'],
  ],
  ['single product', 'tomahawk', ['tomahawk-angus']],
  ['compound name', 'contrafile', ['contrafile-bovino']],
  // Everyday and regional names (lib/search/search-synonyms.ts)
  [
    'animal by its everyday name',
    'galinha',
    ['frango-inteiro-resfriado', 'frango-inteiro-resfriado-a-passarinho'],
  ],
  ['animal by its everyday name', 'porco', ['costelinha-suina', 'costelinha-suina-em-ripas', 'pernil-suino']],
  ['animal by its everyday name, with a cut', 'picanha vaca', ['picanha-bovina', 'picanha-bovina-fatiada']],
  [
    'cut by its regional name (a phrase)',
    'chã de dentro',
    ['coxao-mole-bovino', 'carne-moida-de-coxao-mole'],
  ],
  ['cut by its regional name (a phrase)', 'cha de fora', ['coxao-duro-bovino']],
  ['cut by its regional name (one word for a phrase)', 'jaba', ['carne-seca-dianteiro']],
  ['cut by its regional name', 'tatu', ['lagarto-bovino']],
  ['cut by its everyday name (a phrase)', 'coxinha da asa', ['tulipa-de-frango']],
  ['side by its regional name', 'aipim', ['mandioca-cozida-congelada-1kg']],
  ['product by its short name', 'refri', ['refrigerante-coca-cola', 'refrigerante-coca-cola-garrafa-600ml']],
  // Names written apart, hyphenated or joined
  ['written apart, joined in the name', 'contra file', ['contrafile-bovino']],
  ['hyphenated, joined in the name', 'contra-filé', ['contrafile-bovino']],
  ['written apart, joined in the name', 'sobre coxa', ['sobrecoxa-de-frango', 'sobrecoxa-desossada']],
  ['hyphenated, apart in the name', 'meio-da-asa', ['meio-da-asa-de-frango']],
  ['joined, apart in the name', 'meiodaasa', ['meio-da-asa-de-frango']],
  ['joined, hyphenated in the name', 'tbone', ['t-bone-bovino']],
  [
    'joined, hyphenated in the name',
    'cocacola',
    ['refrigerante-coca-cola', 'refrigerante-coca-cola-garrafa-600ml'],
  ],
  ['joined, apart in the name', 'paodealho', ['pao-de-alho', 'pao-de-alho-com-queijo']],
  ['joined while typing', 'meiodaa', ['meio-da-asa-de-frango']],
];

function names(query: string, hitsPerPage: number): string[] {
  return engine
    .search({ query, page: 0, hitsPerPage, facets: [], maxValuesPerFacet: 10, filters: [] })
    .hits.map((hit) => hit.name);
}

describe('search relevance over the demo catalogue', () => {
  it('has a test set of at least 30 queries', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases)('%s: "%s" puts the expected products first', (_, query, first) => {
    expect(slugs(query, first.length)).toEqual(first);
  });

  it('matches all words when some product has them all', () => {
    // Only the Angus picanha is both picanha and Friboi; other Friboi cuts and other picanhas stay out.
    expect(slugs('picanha friboi', 50)).toEqual(['picanha-bovina-angus', 'picanha-bovina-angus-fatiada']);
  });

  it('falls back to products with some of the words when none has them all', () => {
    const found = slugs('picanha abacaxi', 50);
    expect(found[0]).toBe('picanha-bovina');
    expect(found).not.toHaveLength(0);
  });

  it('keeps typo matches out when the word exists as typed', () => {
    // 'cupim' is one typo from nothing else worth showing; no unrelated product may tag along.
    expect(slugs('cupim', 50)).toEqual(['cupim-bovino']);
  });

  it("finds the animal by its everyday name as by the catalogue's", () => {
    expect(names('vaca', 10).every((name) => /bovin/i.test(name))).toBe(true);
    expect(names('boi', 10).every((name) => /bovin/i.test(name))).toBe(true);
    expect(slugs('galinha', 20)).toEqual(slugs('frango', 20));
  });

  it('finds nothing for a word no product holds', () => {
    expect(slugs('xyzzyqwerty')).toEqual([]);
  });

  it('finds nothing, rather than everything, for a query with no word to search for', () => {
    const search = (query: string) =>
      engine.search({
        query,
        page: 0,
        hitsPerPage: 12,
        facets: [FACETS.manufacturer],
        maxValuesPerFacet: 10,
        filters: [],
      });
    for (const query of ['a', 'de', 'de a', '🥩', '!!']) {
      expect([query, search(query)]).toMatchObject([
        query,
        { hits: [], nbHits: 0, nbPages: 0, facets: { [FACETS.manufacturer]: {} } },
      ]);
    }
    // No query at all still lists everything, best sellers first.
    expect(search('  ').nbHits).toBe(engine.size);
  });
});
