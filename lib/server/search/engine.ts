/**
 * The embedded search engine over the product-sales index: Orama holds the documents, the term and facet
 * indexes and answers the boolean part of a query (which documents match every word and every filter);
 * this module turns words into terms (accents, plurals, typos, prefixes) and ranks the matches the way
 * the hosted service does: words matched, typos, attribute, position, exactness, then sales volume.
 *
 * Orama's own full-text scoring is not used: it has no sales-volume tie-breaker and its posting-list
 * merge grows with the square of a word's document count (62 ms for a word in 10,000 documents here),
 * while its enum indexes answer "documents holding any of these terms" in linear time.
 */
import { count, create, getByID, insert, remove, search, type Orama } from '@orama/orama';
import { FACETS, type FacetAttribute, type SearchableAttribute } from '@/lib/search/search-settings';
import type { SalesRecord } from '@/lib/search/sales-record';
import { STOP_WORDS, boundedTypoDistance, stemWord, typoBudget } from './text-analysis';

const oramaSchema = {
  /** Every distinct term of the record's searchable attributes. */
  terms: 'enum[]',
  manufacturer: 'enum',
  cooking: 'enum[]',
  options: 'enum[]',
  on_sale: 'boolean',
} as const;

type SalesOrama = Orama<typeof oramaSchema>;

/** What Orama stores per record: the indexed fields, the record itself and its ranking data. */
interface EngineDocument {
  id: string;
  terms: string[];
  manufacturer?: string;
  cooking: string[];
  options: string[];
  on_sale: boolean;
  record: SalesRecord;
  /** Best occurrence of each term: attribute rank * POSITION_SPAN + position in that attribute. */
  occurrences: Map<string, number>;
}

/** Rank of each searchable attribute: lower is more important (see SEARCHABLE_ATTRIBUTES). */
const ATTRIBUTE_RANK: Record<SearchableAttribute, number> = {
  name: 0,
  manufacturer: 1,
  'cooking_recommendations.name': 2,
  'option_values.name': 3,
  department: 4,
  subdepartment: 4,
  description: 5,
};
const POSITION_SPAN = 1000;
/** A query word expands to at most this many index terms (a one-letter prefix would match hundreds). */
const MAX_EXPANSIONS = 60;
const EXPANSION_CACHE_SIZE = 2000;

export interface FacetFilter {
  attribute: FacetAttribute;
  value: string;
  negated: boolean;
}

export interface EngineQuery {
  query: string;
  page: number;
  /** 0 for facet-only queries, as InstantSearch sends for disjunctive facets. */
  hitsPerPage: number;
  facets: readonly FacetAttribute[];
  maxValuesPerFacet: number;
  /** AND of groups, each group an OR of facet filters. */
  filters: readonly (readonly FacetFilter[])[];
}

export interface EngineResult {
  hits: SalesRecord[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: Partial<Record<FacetAttribute, Record<string, number>>>;
  processingTimeMS: number;
  query: string;
}

interface TermMatch {
  typos: number;
  /** Matched the whole word (not a prefix, no typo). */
  exact: boolean;
}

/** One query word's admissible index terms. */
type Expansion = Map<string, TermMatch>;

interface RankedDocument {
  document: EngineDocument;
  words: number;
  typos: number;
  attribute: number;
  position: number;
  exact: number;
}

function settled<T>(value: T | Promise<T>): T {
  // Orama answers synchronously unless hooks or plugins are configured, and none are.
  if (value instanceof Promise) throw new Error('Orama answered asynchronously: no hooks may be set');
  return value;
}

/** Terms of a record's searchable attributes with the best (attribute, position) of each. */
function occurrencesOf(db: SalesOrama, record: SalesRecord): Map<string, number> {
  const texts: [SearchableAttribute, string][] = [
    ['name', record.name],
    ['manufacturer', record.manufacturer ?? ''],
    ['cooking_recommendations.name', record.cooking_recommendations.map((c) => c.name).join(' ')],
    ['option_values.name', record.option_values.map((o) => o.name).join(' ')],
    ['department', record.department],
    ['subdepartment', record.subdepartment],
    ['description', record.description],
  ];
  const occurrences = new Map<string, number>();
  for (const [attribute, text] of texts) {
    const terms = db.tokenizer.tokenize(text, 'portuguese', attribute) as string[];
    terms.forEach((term, position) => {
      const packed = ATTRIBUTE_RANK[attribute] * POSITION_SPAN + Math.min(position, POSITION_SPAN - 1);
      const known = occurrences.get(term);
      if (known === undefined || packed < known) occurrences.set(term, packed);
    });
  }
  return occurrences;
}

function compareRanked(a: RankedDocument, b: RankedDocument): number {
  return (
    b.words - a.words ||
    a.typos - b.typos ||
    a.attribute - b.attribute ||
    a.position - b.position ||
    b.exact - a.exact ||
    b.document.record.sales_volume - a.document.record.sales_volume ||
    a.document.record.id - b.document.record.id
  );
}

export class SalesSearchEngine {
  private db: SalesOrama;
  /** Index term → number of documents holding it; the dictionary that query words expand against. */
  private vocabulary = new Map<string, number>();
  private sortedVocabulary: string[] | null = null;
  private expansionCache = new Map<string, Expansion>();

  private constructor() {
    this.db = create({
      schema: oramaSchema,
      components: {
        tokenizer: { language: 'portuguese', stemming: true, stemmer: stemWord, stopWords: [...STOP_WORDS] },
      },
    });
  }

  static fromRecords(records: readonly SalesRecord[]): SalesSearchEngine {
    const engine = new SalesSearchEngine();
    engine.upsert(records);
    return engine;
  }

  get size(): number {
    return count(this.db);
  }

  /** Adds records, replacing any with the same objectID. */
  upsert(records: readonly SalesRecord[]): void {
    this.remove(records.map((record) => record.objectID));
    for (const record of records) {
      const occurrences = occurrencesOf(this.db, record);
      const document: EngineDocument = {
        id: record.objectID,
        terms: [...occurrences.keys()],
        ...(record.manufacturer ? { manufacturer: record.manufacturer } : {}),
        cooking: record.cooking_recommendations.map((c) => c.name),
        options: record.option_values.map((o) => o.name),
        on_sale: record.on_sale,
        record,
        occurrences,
      };
      settled(insert(this.db, document));
      for (const term of document.terms) this.vocabulary.set(term, (this.vocabulary.get(term) ?? 0) + 1);
    }
    this.vocabularyChanged();
  }

  remove(objectIDs: readonly string[]): void {
    let removed = false;
    for (const id of objectIDs) {
      const document = getByID(this.db, id) as EngineDocument | undefined;
      if (!document) continue;
      settled(remove(this.db, id));
      for (const term of document.terms) {
        const left = (this.vocabulary.get(term) ?? 1) - 1;
        if (left > 0) this.vocabulary.set(term, left);
        else this.vocabulary.delete(term);
      }
      removed = true;
    }
    if (removed) this.vocabularyChanged();
  }

  search(query: EngineQuery): EngineResult {
    const started = performance.now();
    const words = this.db.tokenizer.tokenize(query.query, 'portuguese', undefined, false) as string[];
    const expansions = words.map((word, i) => this.expand(word, i === words.length - 1));
    const filterClauses = query.filters.map((group) => ({ or: group.map(toWhereClause) }));
    const termClauses = expansions
      .filter((expansion) => expansion.size > 0)
      .map((expansion) => ({ terms: { containsAny: [...expansion.keys()] } }));

    let documents: EngineDocument[];
    if (words.length === 0) {
      documents = this.retrieve(filterClauses);
    } else {
      // Every word must match (in any attribute); when no record holds them all, any word may match and
      // records holding more of them rank first.
      documents =
        termClauses.length === words.length ? this.retrieve([...termClauses, ...filterClauses]) : [];
      if (documents.length === 0 && words.length > 1 && termClauses.length > 0) {
        documents = this.retrieve([{ or: termClauses }, ...filterClauses]);
      }
    }

    const ranked = documents.map((document) => rank(document, expansions));
    // Typo tolerance 'min': typo matches only show when nothing matches with fewer typos.
    const fewestTypos = ranked.reduce((min, r) => Math.min(min, r.typos), Infinity);
    const kept = ranked.filter((r) => r.typos === fewestTypos);

    const hitsPerPage = query.hitsPerPage;
    const nbHits = kept.length;
    const nbPages = hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0;
    let hits: SalesRecord[] = [];
    if (hitsPerPage > 0) {
      kept.sort(compareRanked);
      const start = query.page * hitsPerPage;
      hits = kept.slice(start, start + hitsPerPage).map((r) => r.document.record);
    }
    return {
      hits,
      nbHits,
      page: query.page,
      nbPages,
      hitsPerPage,
      facets: countFacets(kept, query.facets, query.maxValuesPerFacet),
      processingTimeMS: Math.round(performance.now() - started),
      query: query.query,
    };
  }

  private retrieve(clauses: object[]): EngineDocument[] {
    const where = clauses.length > 0 ? { and: clauses } : undefined;
    const result = settled(
      search(this.db, {
        term: '',
        // The `where` shape mixes logical operators with enum operators, which Orama's typings don't model.
        ...(where ? { where: where as never } : {}),
        limit: Math.max(1, count(this.db)),
      }),
    );
    return result.hits.map((hit) => hit.document as unknown as EngineDocument);
  }

  /** The index terms a query word may stand for: itself, words within its typo budget, and (for the
   * last word, still being typed) words it begins. */
  private expand(word: string, isLast: boolean): Expansion {
    const key = `${isLast ? 'p' : 'w'}:${word}`;
    const cached = this.expansionCache.get(key);
    if (cached) return cached;

    const candidates: [string, TermMatch][] = [];
    if (this.vocabulary.has(word)) candidates.push([word, { typos: 0, exact: true }]);
    const budget = typoBudget(word);
    if (budget > 0) {
      for (const term of this.vocabulary.keys()) {
        if (term === word || Math.abs(term.length - word.length) > budget) continue;
        const typos = boundedTypoDistance(word, term, budget);
        if (typos !== Infinity) candidates.push([term, { typos, exact: false }]);
      }
    }
    if (isLast) {
      const sorted = (this.sortedVocabulary ??= [...this.vocabulary.keys()].sort());
      for (let i = lowerBound(sorted, word); i < sorted.length && sorted[i]!.startsWith(word); i++) {
        if (sorted[i] !== word) candidates.push([sorted[i]!, { typos: 0, exact: false }]);
      }
    }
    // Fewest typos first, then the commonest terms, when a short prefix would expand too far.
    candidates.sort(
      ([termA, a], [termB, b]) =>
        a.typos - b.typos ||
        Number(b.exact) - Number(a.exact) ||
        (this.vocabulary.get(termB) ?? 0) - (this.vocabulary.get(termA) ?? 0),
    );
    const expansion: Expansion = new Map();
    for (const [term, match] of candidates) {
      if (expansion.size >= MAX_EXPANSIONS) break;
      if (!expansion.has(term)) expansion.set(term, match);
    }
    if (this.expansionCache.size >= EXPANSION_CACHE_SIZE) this.expansionCache.clear();
    this.expansionCache.set(key, expansion);
    return expansion;
  }

  private vocabularyChanged() {
    this.sortedVocabulary = null;
    this.expansionCache.clear();
  }
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function toWhereClause(filter: FacetFilter): object {
  let clause: object;
  switch (filter.attribute) {
    case FACETS.manufacturer:
      clause = { manufacturer: { eq: filter.value } };
      break;
    case FACETS.cookingMethod:
      clause = { cooking: { containsAny: [filter.value] } };
      break;
    case FACETS.optionValue:
      clause = { options: { containsAny: [filter.value] } };
      break;
    case FACETS.onSale:
      clause = { on_sale: filter.value === 'true' };
      break;
  }
  return filter.negated ? { not: clause } : clause;
}

/** The best match of each query word in the document, folded into the ranking criteria. */
function rank(document: EngineDocument, expansions: readonly Expansion[]): RankedDocument {
  let words = 0;
  let typos = 0;
  let attribute = 0;
  let position = POSITION_SPAN;
  let exact = 0;
  for (const expansion of expansions) {
    let best: { typos: number; packed: number; exact: boolean } | null = null;
    // Walk the smaller side: a prefix may expand to many terms, a record has a few dozen.
    if (expansion.size <= document.occurrences.size) {
      for (const [term, match] of expansion) {
        const packed = document.occurrences.get(term);
        if (packed !== undefined) best = better(best, match, packed);
      }
    } else {
      for (const [term, packed] of document.occurrences) {
        const match = expansion.get(term);
        if (match) best = better(best, match, packed);
      }
    }
    if (!best) continue;
    words++;
    typos += best.typos;
    const attributeRank = Math.floor(best.packed / POSITION_SPAN);
    attribute += attributeRank;
    if (attributeRank === 0) position = Math.min(position, best.packed % POSITION_SPAN);
    if (best.exact) exact++;
  }
  return { document, words, typos, attribute, position, exact };
}

function better(
  best: { typos: number; packed: number; exact: boolean } | null,
  match: TermMatch,
  packed: number,
): { typos: number; packed: number; exact: boolean } {
  if (
    !best ||
    match.typos < best.typos ||
    (match.typos === best.typos && (packed < best.packed || (packed === best.packed && match.exact)))
  ) {
    return { typos: match.typos, packed, exact: match.exact };
  }
  return best;
}

function countFacets(
  ranked: readonly RankedDocument[],
  attributes: readonly FacetAttribute[],
  maxValues: number,
): EngineResult['facets'] {
  const facets: EngineResult['facets'] = {};
  for (const attribute of attributes) {
    const counts = new Map<string, number>();
    const add = (value: string) => counts.set(value, (counts.get(value) ?? 0) + 1);
    for (const { document } of ranked) {
      switch (attribute) {
        case FACETS.manufacturer:
          if (document.manufacturer) add(document.manufacturer);
          break;
        case FACETS.cookingMethod:
          document.cooking.forEach(add);
          break;
        case FACETS.optionValue:
          document.options.forEach(add);
          break;
        case FACETS.onSale:
          add(String(document.on_sale));
          break;
      }
    }
    facets[attribute] = Object.fromEntries(
      [...counts]
        .sort(([nameA, a], [nameB, b]) => b - a || nameA.localeCompare(nameB, 'pt-BR'))
        .slice(0, maxValues),
    );
  }
  return facets;
}
