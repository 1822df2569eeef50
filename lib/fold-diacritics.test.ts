import { foldDiacritics } from './fold-diacritics';

describe('foldDiacritics', () => {
  it('drops the accents of Portuguese letters and keeps the rest', () => {
    expect(foldDiacritics('Linguiça Suína Pão, coração e acém')).toBe('Linguica Suina Pao, coracao e acem');
  });
});
