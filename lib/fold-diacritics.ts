/** 'Linguiça Suína' → 'Linguica Suina': accents dropped, so that accented and plain spellings meet. */
export function foldDiacritics(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
