/** What to draw: a kind of product and its colours, guessed from the name (the demo image renderer). */

import { ascii } from './drawing-basics';

export type Kind =
  | 'steak'
  | 'ribs'
  | 'ground'
  | 'burger'
  | 'sausage'
  | 'bacon'
  | 'belly'
  | 'drumstick'
  | 'bird'
  | 'pieces'
  | 'skewer'
  | 'kit'
  | 'feijoada'
  | 'drink'
  | 'charcoal'
  | 'salt'
  | 'tool'
  | 'bread'
  | 'cheese'
  | 'jar';

export interface Subject {
  kind: Kind;
  meat: string;
  fat: string;
  /** Free-form hint for details (drink type, jar contents, sausage colour...). */
  text: string;
}

export const BEEF = '#b3262d';
const PORK = '#dc8a80';
export const CHICKEN_RAW = '#f0b7a2';
export const ROAST = '#c9782c';
export const FAT = '#f6e7d3';

export function subjectFor(name: string): Subject {
  const t = ascii(name);
  const has = (re: RegExp) => re.test(t);
  let meat = BEEF;
  if (has(/suin|porco|pernil|lombo|bisteca|panceta|barriga|copa|joelho|torresmo|costelinha|bacon/))
    meat = PORK;
  if (has(/frango|sassami|peru|chester|galeto|^aves/)) meat = CHICKEN_RAW;
  if (has(/carne seca|charque|salgad|carne de sol/)) meat = '#8d2f24';
  if (has(/figado|rim |rim$|coracao bovino|lingua/)) meat = '#6a1c22';
  if (has(/wagyu|angus|ancho|chorizo|denver/)) meat = '#a82430';
  const subject = (kind: Kind): Subject => ({ kind, meat, fat: FAT, text: t });

  if (has(/feijoada|feijao/)) return subject('feijoada');
  if (has(/espeto inox|espetos inox|grelha|faca|tabua|pegador|luva|utensilio/)) return subject('tool');
  if (has(/^(farofa|vinagrete|maionese|molho|tempero|chimichurri|lemon pepper|paprica|azeite|alho|mandioca)/))
    return subject('jar');
  // Before drinks and charcoal: kits list their contents ("... com Carvão").
  if (has(/espetinho/)) return subject('skewer');
  if (has(/^kit/)) return subject(has(/hamburguer/) ? 'burger' : has(/costela/) ? 'ribs' : 'kit');
  if (has(/cerveja|refrigerante|coca|guarana|fanta|sprite|agua|vinho|espumante|cachaca|heineken|bebida|gelo/))
    return subject('drink');
  if (has(/carvao|briquete|lenha|acendedor/)) return subject('charcoal');
  if (has(/^sal |sal grosso|sal de /)) return subject('salt');
  if (has(/hamburguer|burger|smash/)) return subject('burger');
  if (has(/blend|moida|kafta|picadinho/)) return subject('ground');
  if (has(/linguica|paio|calabresa/)) return subject('sausage');
  if (has(/bacon|lombo canadense/)) return subject('bacon');
  if (has(/panceta|barriga/) && !has(/torresmo/)) return subject('belly');
  if (has(/frango inteiro|frango caipira|galeto|chester|peru|^aves/)) return subject('bird');
  if (has(/(^| )(coxa|sobrecoxa|asa|tulipa)( |$)/)) return subject('drumstick');
  if (has(/costel|short rib|prime rib|tomahawk|^suinos/)) return subject('ribs');
  if (has(/figado|coracao|moela|bucho|rim|lingua|mocoto|pe |orelha|rabo|rabada|torresmo|passarinho|empanado/))
    return subject('pieces');
  if (has(/pao/)) return subject('bread');
  if (has(/queijo/)) return subject('cheese');
  if (
    has(/tempero|chimichurri|pepper|paprica|molho|azeite|alho|farofa|vinagrete|maionese|mandioca|mercearia/)
  )
    return subject('jar');
  return subject('steak');
}
