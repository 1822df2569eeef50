/**
 * The blend calculator's rules: its defaults, what 'Meus Blends' shows, and what a button adds. A blend
 * template is a recipe of ground meats in grams; it stays open ('Em aberto') until saved, then it is
 * frozen ('Montado'). What a blend may hold, which the sales API checks too, is in
 * lib/rules/blend-limits.ts.
 */
import { INT4_MAX } from '@/lib/rules/ids';

export const BLEND_FAT_PERCENTAGE_DEFAULT = 20;
/** Display truncation in 'Meus Blends'. */
export const BLEND_NAME_SHOWN = 24;
export const BLEND_OBSERVATION_SHOWN = 35;

/**
 * The calculator's id (/blend/calculadora/{id}) read: a template's id; 'missing' for a number no
 * template can have (0, or past the largest id), which is a missing template without asking the API; or
 * 'invalid' for anything else (not a number), which is only logged.
 */
export function templateIdOf(id: string): number | 'missing' | 'invalid' {
  if (!/^\d+$/.test(id)) return 'invalid';
  const number = Number(id);
  return number >= 1 && number <= INT4_MAX ? number : 'missing';
}

/**
 * What a meat's button in the calculator's search adds: its minimum quantity, or one more
 * increment once it is in the blend.
 */
export function quantityToAdd(
  variant: { minimum_quantity: number; increment_quantity: number },
  inBlend: boolean,
): number {
  return inBlend ? variant.increment_quantity : variant.minimum_quantity;
}

export function noResultsText(query: string): string {
  return `Nenhum resultado encontrado para "${query}"`;
}

/** 'Montado {date}' for a saved template, 'Em aberto' for one being composed. */
export function templateStatus(completedAt: string | null, formatDate: (iso: string) => string): string {
  return completedAt === null ? 'Em aberto' : `Montado ${formatDate(completedAt)}`;
}

/** Cut to `max` characters with '...' when longer (how names and descriptions are shown). */
export function truncated(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
