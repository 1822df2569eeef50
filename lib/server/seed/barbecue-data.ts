/**
 * The churrascômetro's configuration in the demo shop: the cut types a customer may prefer, the
 * complement categories, and which catalogue products (by slug, so catalogue ids stay as they are) the
 * calculator uses for the base meat and for each category. Amounts follow lib/barbecue/README.md:
 * relative weights for meat, quantity in the variant's unit per adult-equivalent (per_person) or per
 * kilo of planned meat (per_meat_kilo).
 */
import type { BarbecueRole } from '../../barbecue/distribution';

export interface SeedCutType {
  /** Names the generated icon: /media/barbecue/<slug>.webp. */
  slug: string;
  name: string;
  /** The catalogue option values (by name, any option type) that are this cut type. */
  matches: readonly string[];
}

export interface SeedBarbecueProduct {
  slug: string;
  role: BarbecueRole;
  amount: string;
}

export interface SeedBarbecueCategory {
  name: string;
  /** Percent of the meat weight taken by the category's meat; null for complements. */
  meatSharePercent: number | null;
  products: readonly SeedBarbecueProduct[];
}

export const CUT_TYPES: readonly SeedCutType[] = [
  {
    slug: 'peca-inteira',
    name: 'Peça inteira',
    matches: ['Peça inteira', 'Inteira', 'Inteiro', 'Em peça', 'Com osso', 'Gomo tradicional', 'Barra'],
  },
  {
    slug: 'fatiada',
    name: 'Fatiada / em bifes',
    matches: ['Fatiada', 'Em bifes', 'Em tiras', 'Em medalhões', 'Cortada em ripas'],
  },
  {
    slug: 'em-cubos',
    name: 'Em cubos / espetinho',
    matches: ['Em cubos para espeto', 'Fina para espeto', 'Em espetos', 'Cortado a passarinho'],
  },
];

/** The base meat: fatty and lean cuts, with their relative weights inside each group. */
export const BASE_MEAT: readonly SeedBarbecueProduct[] = [
  { slug: 'picanha-bovina', role: 'fatty', amount: '3' },
  { slug: 'contrafile-bovino', role: 'fatty', amount: '2' },
  { slug: 'costela-janela-bovina', role: 'fatty', amount: '2' },
  { slug: 'panceta-suina', role: 'fatty', amount: '1' },
  { slug: 'alcatra-bovina', role: 'lean', amount: '3' },
  { slug: 'fraldinha-bovina', role: 'lean', amount: '3' },
  { slug: 'maminha-bovina', role: 'lean', amount: '2' },
];

export const BARBECUE_CATEGORIES: readonly SeedBarbecueCategory[] = [
  {
    name: 'Carvão e acendedores',
    meatSharePercent: null,
    // About 1 Kg of charcoal per Kg of meat (a 5 Kg bag per 5 Kg), one lighter per 10 Kg.
    products: [
      { slug: 'carvao-vegetal-5kg', role: 'per_meat_kilo', amount: '0.2' },
      { slug: 'acendedor-alcool-gel-500g', role: 'per_meat_kilo', amount: '0.1' },
    ],
  },
  {
    name: 'Pão de alho',
    meatSharePercent: null,
    // One bread per person: a pack has 5.
    products: [{ slug: 'pao-de-alho', role: 'per_person', amount: '0.2' }],
  },
  {
    name: 'Queijo coalho',
    meatSharePercent: null,
    products: [{ slug: 'queijo-coalho', role: 'per_person', amount: '50' }],
  },
  {
    name: 'Farofa e acompanhamentos',
    meatSharePercent: null,
    // 50 g of each per person.
    products: [
      { slug: 'farofa-pronta-temperada-500g', role: 'per_person', amount: '0.1' },
      { slug: 'vinagrete-da-casa-400g', role: 'per_person', amount: '0.125' },
    ],
  },
  {
    name: 'Bebidas',
    meatSharePercent: null,
    // Soft drinks and water only: the calculator never puts alcohol in a cart on its own.
    // 500 ml of each soda and 300 ml of water per person; 500 g of ice.
    products: [
      { slug: 'refrigerante-coca-cola-2l', role: 'per_person', amount: '0.25' },
      { slug: 'guarana-antarctica-2l', role: 'per_person', amount: '0.25' },
      { slug: 'agua-mineral-indaia-1-5l', role: 'per_person', amount: '0.2' },
      { slug: 'gelo-em-cubos-5kg', role: 'per_person', amount: '0.1' },
    ],
  },
  {
    name: 'Linguiças',
    meatSharePercent: 15,
    products: [
      { slug: 'linguica-toscana', role: 'meat', amount: '2' },
      { slug: 'linguica-de-frango', role: 'meat', amount: '1' },
    ],
  },
  {
    name: 'Frango',
    meatSharePercent: 15,
    products: [
      { slug: 'sobrecoxa-desossada', role: 'meat', amount: '2' },
      { slug: 'coracao-de-frango', role: 'meat', amount: '1' },
    ],
  },
];
