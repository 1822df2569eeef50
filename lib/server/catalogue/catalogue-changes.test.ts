import {
  announceCommittedChange,
  catalogueChanged,
  changesPages,
  catalogueChangedElsewhere,
  onCatalogueCaughtUp,
  onCatalogueChange,
  publishCatalogueChanges,
} from './catalogue-changes';
import type { Db } from '../db/database';

const db = {} as Db;

describe('catalogue change notices', () => {
  it('tell the caught-up listeners once every reader has finished, a failed one included', async () => {
    const events: string[] = [];
    let finishSlowReader!: () => void;
    const unsubscribe = [
      onCatalogueChange(
        () =>
          new Promise<void>((resolve) => {
            finishSlowReader = () => {
              events.push('slow reader done');
              resolve();
            };
          }),
      ),
      onCatalogueChange(() => Promise.reject(new Error('search index unreachable'))),
      onCatalogueCaughtUp((_change, source) => events.push(`caught up (${source})`)),
    ];
    try {
      const told = catalogueChangedElsewhere(db, { variantIds: [3] });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(events).toEqual([]);
      finishSlowReader();
      await expect(told).rejects.toThrow('search index unreachable');
      expect(events).toEqual(['slow reader done', 'caught up (elsewhere)']);

      const toldHere = catalogueChanged(db);
      finishSlowReader();
      await expect(toldHere).rejects.toThrow('search index unreachable');
      expect(events.at(-1)).toBe('caught up (here)');
    } finally {
      for (const stop of unsubscribe) stop();
    }
  });

  it('reach the other instances when a reader here failed; a committed change is announced without throwing', async () => {
    const published: unknown[] = [];
    publishCatalogueChanges(async (_db, change) => {
      published.push(change);
    });
    const stop = onCatalogueChange(() => Promise.reject(new Error('search index unreachable')));
    try {
      await expect(catalogueChanged(db, { variantIds: [3] })).rejects.toThrow('search index unreachable');
      await expect(
        announceCommittedChange(db, { variantIds: [4] }, { order: 'R1' }),
      ).resolves.toBeUndefined();
      expect(published).toEqual([{ variantIds: [3] }, { variantIds: [4] }]);
    } finally {
      stop();
      publishCatalogueChanges(undefined);
    }
  });

  it('say whether a page may show the change: all but stock taken by nothing a page shows', () => {
    expect(changesPages({ all: true })).toBe(true);
    expect(changesPages({ variantIds: [3] })).toBe(true);
    expect(changesPages({ variantIds: [], store: ['banners'] })).toBe(true);
    expect(changesPages({ variantIds: [3], pagesUnchanged: true })).toBe(false);
  });
});
