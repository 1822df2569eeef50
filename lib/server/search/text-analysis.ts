/**
 * How Portuguese text becomes search terms, the same way for records and queries: lower case, accents
 * folded (linguiça = linguica), common short words dropped, then Portuguese stemming (costelas = costela).
 * Folding comes before stemming so that an accented and an unaccented spelling always share one stem
 * (the Snowball stemmer alone stems 'coração' and 'coracao' differently). Plurals of words in -ão
 * (-ões, -ães, -ãos) are given their singular's ending first: folded, the stemmer would take 'feijões'
 * and 'feijão' for two words ('feijo', 'feija').
 */
import { stemmer as portugueseStemmer } from '@orama/stemmers/portuguese';
import { foldDiacritics } from '@/lib/fold-diacritics';

/** Words too common to tell products apart; never searched for nor indexed. */
export const STOP_WORDS: readonly string[] = [
  'a',
  'à',
  'ao',
  'as',
  'com',
  'da',
  'das',
  'de',
  'do',
  'dos',
  'e',
  'em',
  'na',
  'nas',
  'no',
  'nos',
  'o',
  'os',
  'ou',
  'para',
  'pra',
  'por',
  'sem',
  'um',
  'uma',
];

/**
 * The plural endings of words in -ão, accents folded ('feijões', 'pães', 'mãos', typed with or without
 * accents), after at least one more letter.
 */
const AO_PLURAL = /(?<=[a-z0-9])(?:oes|aes|aos)$/;

/** Stems an already lower-cased word (the tokenizer lower-cases and splits before calling it). */
export function stemWord(word: string): string {
  return portugueseStemmer(foldDiacritics(word).replace(AO_PLURAL, 'ao'));
}

/**
 * Typos allowed in a query term of this length (Algolia's defaults, counted on the stem): none below
 * 4 letters, where one typo turns a word into another ('sal' / 'mal'), one from 4, two from 8.
 */
export function typoBudget(term: string): number {
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

/**
 * Optimal-string-alignment distance (Levenshtein plus swaps of two neighbours, so 'picanah' is one typo
 * from 'picanha'), or Infinity as soon as it must exceed `max`.
 */
export function boundedTypoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return Infinity;
  if (a === b) return 0;
  const width = b.length + 1;
  let beforePrevious = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return Infinity;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  const distance = previous[b.length]!;
  return distance <= max ? distance : Infinity;
}
