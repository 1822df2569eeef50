import { ALGOLIA_INDEX_SETTINGS } from './search-settings';

describe('the settings pushed to Algolia', () => {
  it('rank as the embedded engine does: words matched, typos, field and position, exact words, sales', () => {
    expect(ALGOLIA_INDEX_SETTINGS.ranking).toEqual(['words', 'typo', 'attribute', 'exact', 'custom']);
    expect(ALGOLIA_INDEX_SETTINGS.customRanking).toEqual(['desc(sales_volume)']);
  });
});
