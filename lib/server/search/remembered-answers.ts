/**
 * Whole search answers, remembered per database and request until the index they were read from changes:
 * a search's answer depends only on the index and the request, so the same words asked again on /busca, by
 * this shopper or another, cost a lookup. Every catalogue change patches the index (./sales-index.ts): the
 * answers are dropped when the change is announced and again once every reader, the index among them, has
 * followed it (onCatalogueCaughtUp), so that nothing read from the index between the two is kept. An answer
 * is made synchronously (the engine searches in memory), so no change can fall between its reading and its
 * keeping. Its processingTimeMS is the first answer's.
 *
 * On globalThis, as the index itself: the route handler's copy of this module (Next's bundle) and the
 * production server's (scripts/serve.mts) share the answers and the notices.
 */
import { BoundedMap } from '@/lib/bounded-map';
import { onCatalogueCaughtUp, onCatalogueChange } from '../catalogue/catalogue-changes';
import type { Db } from '../db/database';

/** Per database: answers and characters (requests and answers) kept at most; oldest first out. */
const MAX_ANSWERS = 1000;
const MAX_CHARACTERS = 16 * 1024 * 1024;

class RememberedAnswers {
  private readonly answers = new BoundedMap<string, string>({
    maxEntries: MAX_ANSWERS,
    maxWeight: MAX_CHARACTERS,
    weigh: (request, answer) => request.length + answer.length,
  });

  drop(): void {
    this.answers.clear();
  }

  answer(request: string, make: () => string): string {
    const kept = this.answers.get(request);
    if (kept !== undefined) return kept;
    const answer = make();
    this.answers.set(request, answer);
    return answer;
  }
}

const globalForAnswers = globalThis as typeof globalThis & {
  __casaDaCarneSearchAnswers?: Map<Db, RememberedAnswers>;
};

function answersOf(db: Db): RememberedAnswers {
  if (!globalForAnswers.__casaDaCarneSearchAnswers) {
    const byDatabase = (globalForAnswers.__casaDaCarneSearchAnswers = new Map());
    onCatalogueChange((changed) => byDatabase.get(changed)?.drop());
    // The notice names no database: every database's answers go.
    onCatalogueCaughtUp(() => {
      for (const answers of byDatabase.values()) answers.drop();
    });
  }
  const byDatabase = globalForAnswers.__casaDaCarneSearchAnswers;
  let answers = byDatabase.get(db);
  if (!answers) byDatabase.set(db, (answers = new RememberedAnswers()));
  return answers;
}

/**
 * The answer `make` gives to `request` (the request's JSON) on this database's index, made once until the
 * catalogue changes. A failed `make` keeps nothing.
 */
export function rememberedSearchAnswer(db: Db, request: string, make: () => string): string {
  return answersOf(db).answer(request, make);
}
