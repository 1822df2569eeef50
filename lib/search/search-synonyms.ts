/**
 * What shoppers type for what the catalogue names otherwise: everyday and regional (Bahia, Nordeste)
 * butcher vocabulary. Each group's entries are interchangeable, in both directions; an entry may be a
 * phrase. One source for both engines: the embedded engine reads it at start, and `npm run search:index`
 * pushes it to Algolia as two-way synonyms.
 *
 * Names written apart, hyphenated or joined ('meio da asa', 'meio-da-asa', 'meiodaasa') need no entry
 * here: both engines join and split words by themselves (Algolia's split and concatenation, the embedded
 * engine's compound matching). Only names of three or more words, which Algolia does not split, are
 * listed joined.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  // Animals
  ['bovino', 'boi', 'vaca', 'gado', 'novilho'],
  ['suíno', 'porco', 'leitão'],
  ['frango', 'galinha'],
  ['cordeiro', 'carneiro', 'ovino'],
  // Beef cuts by their other names
  ['coxão mole', 'chã de dentro'],
  ['coxão duro', 'chã de fora'],
  ['lagarto', 'tatu'],
  ['fraldinha', 'vazio', 'bife do vazio'],
  ['contrafilé', 'filé de lombo'],
  ['cupim', 'giba'],
  ['peito bovino', 'brisket'],
  ['carne seca', 'charque', 'jabá', 'carne de charque'],
  ['carne de sol', 'carne do sertão', 'carne serenada'],
  ['carne moída', 'carne picada'],
  ['bucho', 'dobradinha', 'dobrada'],
  ['rabada', 'rabo de boi'],
  // Pork, chicken and sausages
  ['panceta', 'barriga de porco'],
  ['bisteca', 'costeleta'],
  ['linguiça', 'salsichão'],
  ['tulipa', 'coxinha da asa'],
  ['meio da asa', 'meiodaasa'],
  ['filé de peito', 'peito de frango sem osso'],
  ['pé de frango', 'pezinho de frango'],
  // Burgers, drinks and sides
  ['hambúrguer', 'burger', 'burguer', 'hamburger'],
  ['refrigerante', 'refri'],
  ['cerveja', 'breja', 'cerva'],
  ['mandioca', 'aipim', 'macaxeira'],
  ['pão de alho', 'paodealho'],
];
