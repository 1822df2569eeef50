/**
 * The embedded search engine over the product-sales index.
 *
 * Orama holds the documents, turns text into terms (Portuguese: accents folded, stop words dropped,
 * stemmed) and answers the facet filters (manufacturer, cooking method, option value, on sale) from its
 * enum and boolean indexes. Words are matched here, on a term dictionary kept beside Orama and keyed by
 * Orama's internal document ids: each query word expands to index terms (itself, terms within its typo
 * budget, and for the last word the terms it begins), and matches are ranked as the hosted service ranks
 * them: words matched, typos, attribute, position in the name, exactness, then sales volume.
 *
 * Why not Orama's full-text search: it has no sales-volume tie-breaker, it requires all words in one
 * attribute, and its posting-list merge grows with the square of a word's document count (62 ms for a word
 * held by 10,000 documents, measured here), where a broad query must stay within a few milliseconds.
 */
import { count, create, getByID, insert, remove, type Orama } from '@orama/orama';
import { internalDocumentIDStore } from '@orama/orama/components';
import {
  FACETS,
  FACET_ATTRIBUTES,
  type FacetAttribute,
  type SearchableAttribute,
} from '@/lib/search/search-settings';
import type { SalesRecord, SearchResult } from '@/lib/sales-api/search';
import { SEARCH_SYNONYMS } from '@/lib/search/search-synonyms';
import { foldDiacritics } from '@/lib/fold-diacritics';
import { STOP_WORDS, boundedTypoDistance, stemWord, typoBudget } from './text-analysis';

const oramaSchema = {
  manufacturer: 'enum',
  cooking: 'enum[]',
  options: 'enum[]',
  on_sale: 'boolean',
} as const;

type SalesOrama = Orama<typeof oramaSchema>;

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
/** A term occurrence packs attribute rank and position: rank * POSITION_SPAN + position. */
const POSITION_SPAN = 1000;
/** A query word expands to at most this many index terms (a short prefix would match hundreds). */
const MAX_EXPANSIONS = 60;
/** Words of a query beyond this many are ignored (the ranking key counts matched words in 4 bits). */
const MAX_QUERY_WORDS = 10;
const EXPANSION_CACHE_SIZE = 2000;
/** Compounds: at most this many consecutive words are joined (in names, and in queries). */
const MAX_COMPOUND_WORDS = 3;
/** Rewritings of a query (a phrase synonym, words joined) searched besides the query itself. */
const MAX_VARIANTS = 6;

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

/** One query word's admissible index terms: term id → typos * 2 + (1 when not the exact word). */
type Expansion = Map<number, number>;

/** What the engine keeps per document, at the document's Orama internal id. */
interface Slot {
  /** Orama's internal id of the document. */
  id: number;
  record: SalesRecord;
  /** Distinct term ids of the document (to leave their postings on removal). */
  terms: Int32Array;
  /** Facet value ids per facet attribute, in FACET_ATTRIBUTES order. */
  facetValues: Int32Array[];
}

function settled<T>(value: T | Promise<T>): T {
  // Orama answers synchronously unless hooks or plugins are configured, and none are.
  if (value instanceof Promise) throw new Error('Orama answered asynchronously: no hooks may be set');
  return value;
}

/**
 * The ranking criteria of a match folded into one number, higher is better, compared in this order:
 * words matched (0-10, 4 bits), fewer typos (5 bits), better attributes (sum of ranks, 6 bits), earlier
 * position in the name (10 bits), exact words (4 bits), then sales volume (24 bits): 53 bits, exact in a
 * double.
 */
function rankingKey(
  words: number,
  typos: number,
  attribute: number,
  position: number,
  exact: number,
  salesVolume: number,
): number {
  return (
    words * 2 ** 49 +
    (31 - Math.min(typos, 31)) * 2 ** 44 +
    (63 - Math.min(attribute, 63)) * 2 ** 38 +
    (1023 - Math.min(position, 1023)) * 2 ** 28 +
    Math.min(exact, 15) * 2 ** 24 +
    Math.min(Math.max(salesVolume, 0), 2 ** 24 - 1)
  );
}

/** "No best match recorded yet" in the scratch buffers. */
const UNSET = -1;

/**
 * One occurrence of a query word, lower is better: typos (bits 21+), then the packed attribute and
 * position (bits 1-20), then 0 for the exact word or 1 for a prefix or typo match (bit 0).
 */
function matchCode(expansionCode: number, packed: number): number {
  return ((expansionCode >> 1) << 21) | (packed << 1) | (expansionCode & 1);
}

/** `buffer` if it holds `size` entries, else a bigger one, all UNSET. */
function grown(buffer: Int32Array, size: number): Int32Array {
  if (buffer.length >= size) return buffer;
  return new Int32Array(Math.max(size, buffer.length * 2)).fill(UNSET);
}

export class SalesSearchEngine {
  private readonly db: SalesOrama;
  /** Live documents by Orama internal id. */
  private readonly slots: (Slot | undefined)[] = [];
  /**
   * The term dictionary: term → id, id → term, and id → postings: the internal ids of the documents
   * holding the term, each with its best packed occurrence there.
   */
  private readonly termIds = new Map<string, number>();
  private readonly terms: string[] = [];
  private readonly postings: Map<number, number>[] = [];
  /**
   * Each term's postings as two arrays (ids, packed occurrences), made on the first query after the term
   * changed: a query walks arrays instead of iterating maps (a broad word's thousands of documents).
   */
  private readonly frozenPostings: (FrozenPostings | undefined)[] = [];
  /**
   * Scratch space of matching(), reused from query to query and all "unset" between queries: per query
   * word, per internal id, the best match code of the word in the document (see matchCode).
   */
  private best: Int32Array[] = [];
  /** Scratch space of matching(): 1 for documents already met by this query, all 0 between queries. */
  private seen = new Uint8Array(0);
  private sortedTerms: string[] | null = null;
  private readonly expansionCache = new Map<string, Expansion>();
  /** Every document, best sellers first, and the facet counts over all of them (for empty queries). */
  private browseOrder: Slot[] | null = null;
  private browseCounts: Int32Array[] | null = null;
  /** Facet values interned per attribute (FACET_ATTRIBUTES order): value → id, id → value. */
  private readonly facetValueIds = FACET_ATTRIBUTES.map(() => new Map<string, number>());
  private readonly facetValueNames: string[][] = FACET_ATTRIBUTES.map(() => []);
  /** Synonyms of one word by one word, as terms: a query word also matches these terms. */
  private readonly termSynonyms = new Map<string, Set<string>>();
  /** Synonyms where a phrase is involved, as folded words joined by spaces: phrase → alternatives. */
  private readonly phraseSynonyms = new Map<string, string[]>();

  private constructor(synonyms: readonly (readonly string[])[]) {
    this.db = create({
      schema: oramaSchema,
      components: {
        tokenizer: { language: 'portuguese', stemming: true, stemmer: stemWord, stopWords: [...STOP_WORDS] },
      },
    });
    for (const group of synonyms) {
      const phrases = group.map((entry) => plainWords(entry).join(' '));
      for (const phrase of phrases) {
        for (const other of phrases) {
          if (other === phrase) continue;
          const [term, otherTerm] = [this.singleTerm(phrase), this.singleTerm(other)];
          if (term && otherTerm) {
            if (!this.termSynonyms.has(term)) this.termSynonyms.set(term, new Set());
            this.termSynonyms.get(term)!.add(otherTerm);
          } else {
            this.phraseSynonyms.set(phrase, [...(this.phraseSynonyms.get(phrase) ?? []), other]);
          }
        }
      }
    }
  }

  static fromRecords(
    records: readonly SalesRecord[],
    synonyms: readonly (readonly string[])[] = SEARCH_SYNONYMS,
  ): SalesSearchEngine {
    const engine = new SalesSearchEngine(synonyms);
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
      settled(
        insert(this.db, {
          id: record.objectID,
          ...(record.manufacturer ? { manufacturer: record.manufacturer } : {}),
          cooking: record.cooking_recommendations.map((c) => c.name),
          options: record.option_values.map((o) => o.name),
          on_sale: record.on_sale,
        }),
      );
      const internalId = internalDocumentIDStore.getInternalDocumentId(
        this.db.internalDocumentIDStore,
        record.objectID,
      );
      const occurrences = this.occurrencesOf(record);
      const termIds: number[] = [];
      for (const [term, packed] of occurrences) {
        const id = this.termId(term);
        termIds.push(id);
        this.postings[id]!.set(internalId, packed);
        this.frozenPostings[id] = undefined;
      }
      this.slots[internalId] = {
        id: internalId,
        record,
        terms: Int32Array.from(termIds),
        facetValues: FACET_ATTRIBUTES.map((attribute, i) =>
          Int32Array.from(facetValuesOf(record, attribute).map((value) => this.facetValueId(i, value))),
        ),
      };
    }
    this.dictionaryChanged();
  }

  remove(objectIDs: readonly string[]): void {
    for (const objectID of objectIDs) {
      if (!getByID(this.db, objectID)) continue;
      const internalId = internalDocumentIDStore.getInternalDocumentId(
        this.db.internalDocumentIDStore,
        objectID,
      );
      settled(remove(this.db, objectID));
      const slot = this.slots[internalId];
      if (!slot) continue;
      for (const id of slot.terms) {
        this.postings[id]!.delete(internalId);
        this.frozenPostings[id] = undefined;
      }
      this.slots[internalId] = undefined;
    }
    // Terms left without documents stay in the dictionary, unreachable; their postings are empty.
    this.documentsChanged();
  }

  search(query: EngineQuery): SearchResult {
    const started = performance.now();
    const words = this.words(query.query);
    const expansions = this.expansionsOf(words);
    const allowed = this.filtered(query.filters);

    if (words.length === 0) {
      // No query browses everything; a query with nothing to search for (stop words only, symbols, an
      // emoji) finds nothing, rather than everything under its own title.
      if (query.query.trim() === '') return this.browse(query, allowed, started);
      return this.nothingFound(query, started);
    }

    // Every word must match (in any attribute), in the query as typed or in one of its rewritings (a
    // phrase synonym, words joined into a compound); when no record holds them all, any word may match
    // and records holding more of them rank first.
    let matches = this.matching(expansions, true, allowed);
    for (const variant of this.variants(query.query)) {
      const variantWords = this.words(variant);
      // A rewriting that matches all its words counts as matching all the query's words.
      const more = this.matching(
        this.expansionsOf(variantWords),
        true,
        allowed,
        words.length - variantWords.length,
      );
      matches = mergedMatches(matches, more);
    }
    if (matches.slots.length === 0 && words.length > 1) matches = this.matching(expansions, false, allowed);
    const { slots: candidates, keys, typos } = matches;
    let fewestTypos = Infinity;
    for (let i = 0; i < typos.length; i++) if (typos[i]! < fewestTypos) fewestTypos = typos[i]!;
    // Typo tolerance 'min': typo matches only show when nothing matches with fewer typos.
    const kept: number[] = [];
    for (let i = 0; i < candidates.length; i++) if (typos[i] === fewestTypos) kept.push(i);

    const { page, hitsPerPage } = query;
    const better = (a: number, b: number) =>
      keys[b]! - keys[a]! || candidates[a]!.record.id - candidates[b]!.record.id;
    const hits =
      hitsPerPage > 0 ? topK(kept, (page + 1) * hitsPerPage, better).slice(page * hitsPerPage) : [];
    return {
      hits: hits.map((i) => candidates[i]!.record),
      nbHits: kept.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(kept.length / hitsPerPage) : 0,
      hitsPerPage,
      facets: this.facetsOf(
        this.facetCounts(
          kept.map((i) => candidates[i]!),
          query.facets,
        ),
        query.facets,
        query.maxValuesPerFacet,
      ),
      processingTimeMS: Math.round(performance.now() - started),
      query: query.query,
    };
  }

  /** An empty query: every document passing the filters, best sellers first. */
  private browse(query: EngineQuery, allowed: Set<number> | null, started: number): SearchResult {
    const order = (this.browseOrder ??= this.slots
      .filter((slot): slot is Slot => slot !== undefined)
      .sort((a, b) => b.record.sales_volume - a.record.sales_volume || a.record.id - b.record.id));
    const kept = allowed ? order.filter((slot) => allowed.has(slot.id)) : order;
    const counts = allowed
      ? this.facetCounts(kept, query.facets)
      : (this.browseCounts ??= this.facetCounts(order));
    const { page, hitsPerPage } = query;
    return {
      hits:
        hitsPerPage > 0 ? kept.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((s) => s.record) : [],
      nbHits: kept.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(kept.length / hitsPerPage) : 0,
      hitsPerPage,
      facets: this.facetsOf(counts, query.facets, query.maxValuesPerFacet),
      processingTimeMS: Math.round(performance.now() - started),
      query: query.query,
    };
  }

  /** No hit, no facet value: the answer to a query with no searchable word. */
  private nothingFound(query: EngineQuery, started: number): SearchResult {
    return {
      hits: [],
      nbHits: 0,
      page: query.page,
      nbPages: 0,
      hitsPerPage: query.hitsPerPage,
      facets: Object.fromEntries(query.facets.map((attribute) => [attribute, {}])),
      processingTimeMS: Math.round(performance.now() - started),
      query: query.query,
    };
  }

  /** Internal ids passing the facet filters (Orama's enum and boolean indexes), or null for no filter. */
  private filtered(filters: EngineQuery['filters']): Set<number> | null {
    const groups = filters.filter((group) => group.length > 0);
    if (groups.length === 0) return null;
    const where = { and: groups.map((group) => ({ or: group.map(toWhereClause) })) };
    // The index component's own where-clause evaluation (what Orama's search runs for `where`), without
    // fetching every matching document.
    return this.db.index.searchByWhereClause(
      this.db.data.index,
      this.db.tokenizer,
      where as never,
      'portuguese',
    );
  }

  /**
   * Documents holding every query word (or, with `all` false, any of them) within `allowed`, with their
   * ranking keys and typo counts. Walks the postings of each word's terms once, keeping per document the
   * best match of each word.
   */
  private matching(
    expansions: readonly Expansion[],
    all: boolean,
    allowed: Set<number> | null,
    wordsBonus = 0,
  ): Matches {
    const capacity = this.slots.length;
    while (this.best.length < expansions.length) this.best.push(new Int32Array(0));
    const touched: number[] = [];
    const seen = (this.seen = this.seen.length >= capacity ? this.seen : new Uint8Array(capacity * 2));
    for (let word = 0; word < expansions.length; word++) {
      const best = (this.best[word] = grown(this.best[word]!, capacity));
      for (const [termId, expansionCode] of expansions[word]!) {
        const { ids, packed } = this.postingsOf(termId);
        for (let i = 0; i < ids.length; i++) {
          const id = ids[i]!;
          if (seen[id] === 0) {
            seen[id] = 1;
            touched.push(id);
          }
          const code = matchCode(expansionCode, packed[i]!);
          if (best[id] === UNSET || code < best[id]!) best[id] = code;
        }
      }
    }

    const slots: Slot[] = [];
    const keys: number[] = [];
    const typoCounts: number[] = [];
    for (const id of touched) {
      seen[id] = 0;
      let words = 0;
      let typos = 0;
      let attribute = 0;
      let position = POSITION_SPAN;
      let exact = 0;
      for (let word = 0; word < expansions.length; word++) {
        const code = this.best[word]![id]!;
        this.best[word]![id] = UNSET;
        if (code === UNSET) continue;
        words++;
        typos += code >> 21;
        const packed = (code >> 1) & 0xfffff;
        const attributeRank = Math.floor(packed / POSITION_SPAN);
        attribute += attributeRank;
        if (attributeRank === 0) position = Math.min(position, packed % POSITION_SPAN);
        if ((code & 1) === 0) exact++;
      }
      if ((all && words < expansions.length) || words === 0 || (allowed && !allowed.has(id))) continue;
      const slot = this.slots[id];
      if (!slot) continue;
      slots.push(slot);
      keys.push(rankingKey(words + wordsBonus, typos, attribute, position, exact, slot.record.sales_volume));
      typoCounts.push(typos);
    }
    return { slots, keys: Float64Array.from(keys), typos: Uint8Array.from(typoCounts) };
  }

  private postingsOf(termId: number): FrozenPostings {
    let frozen = this.frozenPostings[termId];
    if (!frozen) {
      const postings = this.postings[termId]!;
      frozen = { ids: Int32Array.from(postings.keys()), packed: Int32Array.from(postings.values()) };
      this.frozenPostings[termId] = frozen;
    }
    return frozen;
  }

  /**
   * How many of `slots` hold each facet value: per facet attribute (FACET_ATTRIBUTES order), per value id;
   * only the `attributes` asked are counted (the others' counts stay 0).
   */
  private facetCounts(
    slots: readonly Slot[],
    attributes: readonly FacetAttribute[] = FACET_ATTRIBUTES,
  ): Int32Array[] {
    const counts = this.facetValueNames.map((names) => new Int32Array(names.length));
    for (const attribute of new Set(attributes)) {
      const index = FACET_ATTRIBUTES.indexOf(attribute);
      const counted = counts[index]!;
      for (let k = 0; k < slots.length; k++) {
        const values = slots[k]!.facetValues[index]!;
        for (let v = 0; v < values.length; v++) counted[values[v]!]!++;
      }
    }
    return counts;
  }

  /** The requested facets, each with its most frequent values (then alphabetical). */
  private facetsOf(
    counts: readonly Int32Array[],
    attributes: readonly FacetAttribute[],
    maxValues: number,
  ): SearchResult['facets'] {
    const facets: SearchResult['facets'] = {};
    for (const attribute of attributes) {
      const index = FACET_ATTRIBUTES.indexOf(attribute);
      const names = this.facetValueNames[index]!;
      const values: [string, number][] = [];
      counts[index]!.forEach((n, valueId) => {
        if (n > 0) values.push([names[valueId]!, n]);
      });
      values.sort(([nameA, a], [nameB, b]) => b - a || (nameA < nameB ? -1 : nameA > nameB ? 1 : 0));
      facets[attribute] = Object.fromEntries(values.slice(0, maxValues));
    }
    return facets;
  }

  /** Terms of a record's searchable attributes with the best packed (attribute, position) of each. */
  private occurrencesOf(record: SalesRecord): Map<string, number> {
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
    const add = (term: string, attribute: SearchableAttribute, position: number) => {
      const packed = ATTRIBUTE_RANK[attribute] * POSITION_SPAN + Math.min(position, POSITION_SPAN - 1);
      const known = occurrences.get(term);
      if (known === undefined || packed < known) occurrences.set(term, packed);
    };
    for (const [attribute, text] of texts) {
      const terms = this.db.tokenizer.tokenize(text, 'portuguese', attribute) as string[];
      terms.forEach((term, position) => add(term, attribute, position));
    }
    // The name's consecutive words also joined ('Meio da Asa' is also 'meiodaasa', 'T-bone' 'tbone'),
    // so that a shopper who writes them together finds it.
    const nameWords = plainWords(record.name);
    for (let start = 0; start < nameWords.length - 1; start++) {
      for (let end = start + 2; end <= Math.min(nameWords.length, start + MAX_COMPOUND_WORDS); end++) {
        const term = this.singleTerm(nameWords.slice(start, end).join(''));
        if (term) add(term, 'name', start);
      }
    }
    return occurrences;
  }

  /** The query's terms, as the tokenizer makes them (at most MAX_QUERY_WORDS). */
  private words(query: string): string[] {
    return (this.db.tokenizer.tokenize(query, 'portuguese', undefined, false) as string[]).slice(
      0,
      MAX_QUERY_WORDS,
    );
  }

  private expansionsOf(words: readonly string[]): Expansion[] {
    return words.map((word, i) => this.expand(word, i === words.length - 1));
  }

  /** The one term a single word (or a joined compound) becomes, or null for a stop word or a phrase. */
  private singleTerm(text: string): string | null {
    const terms = this.db.tokenizer.tokenize(text, 'portuguese', undefined, false) as string[];
    return terms.length === 1 && !text.includes(' ') ? terms[0]! : null;
  }

  /**
   * Rewritings of a query: a phrase replaced by its synonym ('chã de dentro' → 'coxão mole', 'jabá' →
   * 'carne seca'), or consecutive words joined when the joined word is indexed ('contra filé' →
   * 'contrafilé', 'sobre coxa' → 'sobrecoxa'). One rewriting each, at most MAX_VARIANTS.
   */
  private variants(query: string): string[] {
    const raw = plainWords(query).slice(0, MAX_QUERY_WORDS);
    const variants = new Set<string>();
    const replaced = (start: number, end: number, by: string) =>
      [...raw.slice(0, start), by, ...raw.slice(end)].join(' ');
    for (let start = 0; start < raw.length; start++) {
      for (let end = start + 1; end <= Math.min(raw.length, start + MAX_COMPOUND_WORDS); end++) {
        const span = raw.slice(start, end);
        for (const alternative of this.phraseSynonyms.get(span.join(' ')) ?? []) {
          variants.add(replaced(start, end, alternative));
        }
        if (span.length < 2) continue;
        const joined = span.join('');
        const term = this.singleTerm(joined);
        const isLast = end === raw.length;
        if (term && [...this.expand(term, isLast).values()].some((code) => code >> 1 === 0)) {
          variants.add(replaced(start, end, joined));
        }
      }
    }
    return [...variants].slice(0, MAX_VARIANTS);
  }

  private termId(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.termIds.set(term, id);
      this.terms.push(term);
      this.postings.push(new Map());
    }
    return id;
  }

  private facetValueId(attributeIndex: number, value: string): number {
    const ids = this.facetValueIds[attributeIndex]!;
    let id = ids.get(value);
    if (id === undefined) {
      id = ids.size;
      ids.set(value, id);
      this.facetValueNames[attributeIndex]!.push(value);
    }
    return id;
  }

  /**
   * The index terms a query word may stand for: itself, terms within its typo budget, and (for the last
   * word, still being typed) terms it begins. Only terms some document holds count.
   */
  private expand(word: string, isLast: boolean): Expansion {
    const key = `${isLast ? 'p' : 'w'}:${word}`;
    const cached = this.expansionCache.get(key);
    if (cached) return cached;

    const candidates: { id: number; typos: number; exact: boolean; documents: number }[] = [];
    const consider = (term: string, typos: number, exact: boolean) => {
      const id = this.termIds.get(term)!;
      const documents = this.postings[id]!.size;
      if (documents > 0) candidates.push({ id, typos, exact, documents });
    };
    if (this.termIds.has(word)) consider(word, 0, true);
    // Synonyms count as the word itself, though not as exact ('vaca' finds 'bovino').
    for (const synonym of this.termSynonyms.get(word) ?? []) {
      if (this.termIds.has(synonym)) consider(synonym, 0, false);
    }
    const budget = typoBudget(word);
    if (budget > 0) {
      for (const term of this.terms) {
        if (term === word || Math.abs(term.length - word.length) > budget) continue;
        const typos = boundedTypoDistance(word, term, budget);
        if (typos !== Infinity) consider(term, typos, false);
      }
    }
    // Even one letter: the shopper may stop there ('p' finds picanha); MAX_EXPANSIONS keeps it to the
    // commonest terms it begins.
    if (isLast) {
      const sorted = (this.sortedTerms ??= [...this.terms].sort());
      for (let i = lowerBound(sorted, word); i < sorted.length && sorted[i]!.startsWith(word); i++) {
        if (sorted[i] !== word) consider(sorted[i]!, 0, false);
      }
    }
    // Fewest typos first, the word itself before longer ones, then the commonest terms.
    candidates.sort(
      (a, b) => a.typos - b.typos || Number(b.exact) - Number(a.exact) || b.documents - a.documents,
    );
    const expansion: Expansion = new Map();
    for (const candidate of candidates) {
      if (expansion.size >= MAX_EXPANSIONS) break;
      if (!expansion.has(candidate.id))
        expansion.set(candidate.id, candidate.typos * 2 + (candidate.exact ? 0 : 1));
    }
    if (this.expansionCache.size >= EXPANSION_CACHE_SIZE) this.expansionCache.clear();
    this.expansionCache.set(key, expansion);
    return expansion;
  }

  private dictionaryChanged() {
    this.sortedTerms = null;
    this.expansionCache.clear();
    this.documentsChanged();
  }

  private documentsChanged() {
    this.browseOrder = null;
    this.browseCounts = null;
  }
}

interface FrozenPostings {
  ids: Int32Array;
  packed: Int32Array;
}

interface Matches {
  slots: Slot[];
  keys: Float64Array;
  typos: Uint8Array;
}

/** Both sets of matches, each document once with its better ranking key. */
function mergedMatches(a: Matches, b: Matches): Matches {
  if (b.slots.length === 0) return a;
  if (a.slots.length === 0) return b;
  const index = new Map<number, number>();
  const slots = [...a.slots];
  const keys = [...a.keys];
  const typos = [...a.typos];
  slots.forEach((slot, i) => index.set(slot.id, i));
  b.slots.forEach((slot, j) => {
    const i = index.get(slot.id);
    if (i === undefined) {
      index.set(slot.id, slots.length);
      slots.push(slot);
      keys.push(b.keys[j]!);
      typos.push(b.typos[j]!);
    } else if (b.keys[j]! > keys[i]!) {
      keys[i] = b.keys[j]!;
      typos[i] = b.typos[j]!;
    }
  });
  return { slots, keys: Float64Array.from(keys), typos: Uint8Array.from(typos) };
}

/** A text's words, lower case, accents folded, split at anything but letters and digits. */
function plainWords(text: string): string[] {
  return foldDiacritics(text.toLowerCase())
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function facetValuesOf(record: SalesRecord, attribute: FacetAttribute): string[] {
  switch (attribute) {
    case FACETS.manufacturer:
      return record.manufacturer ? [record.manufacturer] : [];
    case FACETS.cookingMethod:
      return record.cooking_recommendations.map((c) => c.name);
    case FACETS.optionValue:
      return record.option_values.map((o) => o.name);
    case FACETS.onSale:
      return [String(record.on_sale)];
  }
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

/** The best `k` items in order (`compare` < 0 when the first is better), without sorting them all. */
function topK(items: readonly number[], k: number, compare: (a: number, b: number) => number): number[] {
  if (items.length <= k * 4) return [...items].sort(compare).slice(0, k);
  const top: number[] = [];
  for (const item of items) {
    if (top.length === k && compare(item, top[k - 1]!) >= 0) continue;
    let low = 0;
    let high = top.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(top[middle]!, item) <= 0) low = middle + 1;
      else high = middle;
    }
    top.splice(low, 0, item);
    if (top.length > k) top.pop();
  }
  return top;
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
