/** Product builder (the demo catalogue). */

import { foldDiacritics } from '../../lib/fold-diacritics';
import { GROUND_MEAT_OPTION_TYPE, GROUND_MEAT_OPTION_VALUES } from '../../lib/rules/blend-limits';
import { DEPARTMENTS, SeedProduct, SeedUnit } from './departments';

type Profile = 'corte' | 'peca' | 'fino' | 'grande' | 'un' | 'bebida' | 'kit' | 'espeto';

const PROFILES: Record<Profile, { unit: SeedUnit; min: number; inc: number; max: number; def: number }> = {
  /** Everyday cuts: from 500 g in steps of 250 g. */
  corte: { unit: 'g', min: 500, inc: 250, max: 10000, def: 1000 },
  /** Whole pieces: from 1 Kg in steps of 500 g. */
  peca: { unit: 'g', min: 1000, inc: 500, max: 15000, def: 1500 },
  /** Small or fine items (ground meat, offal, bacon, cheese): from 300 g in steps of 100 g. */
  fino: { unit: 'g', min: 300, inc: 100, max: 5000, def: 500 },
  /** Big cuts (ribs, whole birds): from 1 Kg in steps of 500 g up to 20 Kg. */
  grande: { unit: 'g', min: 1000, inc: 500, max: 20000, def: 2000 },
  un: { unit: 'un', min: 1, inc: 1, max: 24, def: 1 },
  bebida: { unit: 'un', min: 1, inc: 1, max: 48, def: 1 },
  kit: { unit: 'un', min: 1, inc: 1, max: 12, def: 1 },
  espeto: { unit: 'un', min: 1, inc: 1, max: 48, def: 10 },
};

interface GroupDefaults {
  profile: Profile;
  cooking: string[];
  color: string;
  alcoholic?: boolean;
}

type Extra = Partial<
  Pick<
    SeedProduct,
    | 'cookingMethods'
    | 'stock'
    | 'salesVolume'
    | 'hasImage'
    | 'imageColor'
    | 'options'
    | 'recipes'
    | 'metaKeywords'
    | 'maximumQuantity'
    | 'defaultQuantity'
  >
> & {
  /** Cooking methods of this product, instead of its group's. */
  cooking?: string[];
  /** Promotion: list price this many percent above the price. */
  promo?: number;
  profile?: Profile;
};

type Spec = readonly [
  slug: string,
  name: string,
  manufacturer: string,
  price: string,
  description: string,
  extra?: Extra,
];

/** FNV-1a: a stable 32-bit hash of a string. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function toCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

function fromCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A list price `percent` above `price`, rounded up to a shelf price (…,90 from R$ 10, …,X9 below). */
function listPriceFor(price: string, percent: number): string {
  const raw = Math.ceil((toCents(price) * (100 + percent)) / 100);
  const rounded = raw >= 1000 ? Math.ceil((raw - 90) / 100) * 100 + 90 : Math.ceil((raw + 1) / 10) * 10 - 1;
  return fromCents(rounded);
}

/** Nudges a hex colour lighter (+) or darker (−) by `amount` in 0..255 steps per channel. */
function nudge(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, ((n >> shift) & 255) + amount));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

export function group(
  department: string,
  subdepartment: string,
  defaults: GroupDefaults,
  specs: readonly Spec[],
): SeedProduct[] {
  const departmentName = DEPARTMENTS.find((d) => d.slug === department)?.name ?? department;
  const subdepartmentName =
    DEPARTMENTS.find((d) => d.slug === department)?.subdepartments.find((s) => s.slug === subdepartment)
      ?.name ?? subdepartment;
  return specs.map(([slug, name, manufacturer, price, description, extra = {}]) => {
    const { cooking = defaults.cooking, promo, profile = defaults.profile, ...rest } = extra;
    const q = PROFILES[profile];
    const h = hash32(slug);
    const keywords = [
      name.toLowerCase(),
      foldDiacritics(name.toLowerCase()),
      subdepartmentName.toLowerCase(),
      departmentName.toLowerCase(),
    ];
    const product: SeedProduct = {
      slug,
      name,
      description,
      department,
      subdepartment,
      manufacturer,
      cookingMethods: [...cooking],
      unit: q.unit,
      price,
      minimumQuantity: q.min,
      incrementQuantity: q.inc,
      maximumQuantity: q.max,
      defaultQuantity: q.def,
      stock: q.unit === 'g' ? 20000 + (h % 181) * 1000 : 10 + (h % 291),
      salesVolume: 40 + ((h >>> 9) % 1160),
      hasImage: true,
      imageColor: nudge(defaults.color, ((h >>> 5) % 25) - 12),
      metaKeywords: [...new Set(keywords)].join(', ') + ', açougue online, Salvador, Lauro de Freitas',
      ...(promo ? { listPrice: listPriceFor(price, promo) } : {}),
      ...(defaults.alcoholic ? { alcoholic: true } : {}),
      ...rest,
    };
    return product;
  });
}

// Option sets used by several products.
export const CORTE_FATIADA = (delta = 5): SeedProduct['options'] => ({
  type: 'Corte',
  values: [
    { name: 'Peça inteira', slugSuffix: '' },
    { name: 'Fatiada', slugSuffix: 'fatiada', priceDeltaPercent: delta },
  ],
});
/** The ground-meat option: the variants that can go into a customer's blend (lib/rules/blend-limits.ts). */
export const MOAGEM: SeedProduct['options'] = {
  type: GROUND_MEAT_OPTION_TYPE,
  values: [
    { name: GROUND_MEAT_OPTION_VALUES[0], slugSuffix: '' },
    { name: GROUND_MEAT_OPTION_VALUES[1], slugSuffix: 'moida-2x', priceDeltaPercent: 3 },
  ],
};
