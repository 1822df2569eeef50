import { foldDiacritics } from '@/lib/fold-diacritics';
import { boundedTypoDistance, stemWord, typoBudget } from './text-analysis';

describe('text analysis', () => {
  it('stems accented and plain spellings alike', () => {
    expect(stemWord('coração')).toBe(stemWord('coracao'));
    expect(stemWord('linguiça')).toBe(stemWord('linguica'));
  });

  it('gives singular and plural one stem', () => {
    expect(stemWord('costelas')).toBe(stemWord('costela'));
    expect(stemWord('frangos')).toBe(stemWord('frango'));
    expect(stemWord('hambúrgueres')).toBe(stemWord('hambúrguer'));
  });

  it('gives words in -ão and their plurals in -ões, -ães and -ãos one stem, accents typed or not', () => {
    const pairs: [singular: string, plural: string][] = [
      ['feijão', 'feijões'],
      ['limão', 'limões'],
      ['medalhão', 'medalhões'],
      ['pão', 'pães'],
      ['grão', 'grãos'],
    ];
    for (const [singular, plural] of pairs) {
      for (const spelling of [plural, foldDiacritics(plural), foldDiacritics(singular)]) {
        expect([spelling, stemWord(spelling)]).toEqual([spelling, stemWord(singular)]);
      }
    }
  });

  it('allows no typo in short words, one from 4 letters and two from 8', () => {
    expect(typoBudget('sal')).toBe(0);
    expect(typoBudget('picanh')).toBe(1);
    expect(typoBudget('churrasqu')).toBe(2);
  });

  it('counts insertions, deletions, substitutions and swaps as one typo each', () => {
    expect(boundedTypoDistance('picanah', 'picanha', 2)).toBe(1);
    expect(boundedTypoDistance('picanh', 'picanah', 2)).toBe(1);
    expect(boundedTypoDistance('fraudinh', 'fraldinh', 2)).toBe(1);
    expect(boundedTypoDistance('lingic', 'linguic', 2)).toBe(1);
    expect(boundedTypoDistance('bacon', 'bacon', 0)).toBe(0);
  });

  it('gives up beyond the bound', () => {
    expect(boundedTypoDistance('sal', 'mal', 0)).toBe(Infinity);
    expect(boundedTypoDistance('picanha', 'maminha', 1)).toBe(Infinity);
    expect(boundedTypoDistance('carne', 'carvão', 1)).toBe(Infinity);
  });
});
