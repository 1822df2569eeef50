import { resultCountText, resultsForText } from './search-text';

describe('resultsForText', () => {
  it('quotes a short query whole', () => {
    expect(resultsForText('picanha')).toBe('Resultados para "picanha"');
  });

  it('keeps a query of exactly 15 characters whole', () => {
    expect(resultsForText('linguica toscan')).toBe('Resultados para "linguica toscan"');
  });

  it('cuts a longer query to 15 characters plus ...', () => {
    expect(resultsForText('linguiça toscana apimentada')).toBe('Resultados para "linguiça toscan..."');
  });
});

describe('resultCountText', () => {
  it('says how many results and how long the search took', () => {
    expect(resultCountText(12, 3)).toBe('12 resultados em 3 ms');
    expect(resultCountText(1, 0)).toBe('1 resultado em 0 ms');
    expect(resultCountText(10247, 5)).toBe('10.247 resultados em 5 ms');
  });
});
