/** Departments, cooking methods and the seed types (the demo catalogue). */

export type SeedUnit = 'g' | 'un';
interface SeedSubdepartment {
  slug: string;
  name: string;
}
export interface SeedDepartment {
  slug: string;
  name: string;
  subdepartments: SeedSubdepartment[];
}
interface SeedOptionValue {
  /** pt-BR presentation, e.g. 'Peça inteira', 'Fatiada', 'Lata 350 ml'. */
  name: string;
  /** Appended to the product slug for this sibling variant; '' for the first/default value. */
  slugSuffix: string;
  /** Whole percent surcharge of this variant over the product price; default 0. */
  priceDeltaPercent?: number;
}
export interface SeedRecipe {
  title: string;
  text: string[];
  videoUrl: string;
}
export interface SeedProduct {
  slug: string;
  name: string;
  description: string;
  department: string;
  subdepartment: string;
  manufacturer: string;
  cookingMethods: string[];
  unit: SeedUnit;
  /** Per Kg when unit is 'g', per unit when 'un'. */
  price: string;
  /** Only on promotions: higher than price. */
  listPrice?: string;
  minimumQuantity: number;
  incrementQuantity: number;
  maximumQuantity: number;
  defaultQuantity: number;
  stock: number;
  salesVolume: number;
  hasImage: boolean;
  imageColor: string;
  options?: { type: string; values: SeedOptionValue[] };
  recipes?: SeedRecipe[];
  metaKeywords?: string;
  alcoholic?: boolean;
}

export const COOKING_METHODS: readonly string[] = [
  'Churrasco',
  'Grelha',
  'Forno',
  'Panela',
  'Frigideira',
  'Assado',
  'Cozido',
  'Fritura',
  'Air fryer',
];

export const DEPARTMENTS: readonly SeedDepartment[] = [
  {
    slug: 'bovinos',
    name: 'Bovinos',
    subdepartments: [
      { slug: 'cortes-nobres', name: 'Cortes nobres' },
      { slug: 'cortes-do-dia-a-dia', name: 'Cortes do dia a dia' },
      { slug: 'costelas', name: 'Costelas' },
      { slug: 'carne-moida', name: 'Carne moída' },
      { slug: 'miudos', name: 'Miúdos' },
    ],
  },
  {
    slug: 'suinos',
    name: 'Suínos',
    subdepartments: [
      { slug: 'cortes-suinos', name: 'Cortes suínos' },
      { slug: 'costelinha-e-barriga', name: 'Costelinha e barriga' },
      { slug: 'bacon-e-defumados', name: 'Bacon e defumados' },
    ],
  },
  {
    slug: 'aves',
    name: 'Aves',
    subdepartments: [
      { slug: 'cortes-de-frango', name: 'Cortes de frango' },
      { slug: 'aves-inteiras', name: 'Aves inteiras e especiais' },
      { slug: 'miudos-de-frango', name: 'Miúdos de frango' },
    ],
  },
  {
    slug: 'hamburgueres-e-blends',
    name: 'Hambúrgueres e Blends',
    subdepartments: [
      { slug: 'hamburgueres', name: 'Hambúrgueres artesanais' },
      { slug: 'smash-e-mini', name: 'Smash e mini burgers' },
      { slug: 'blends', name: 'Blends moídos na hora' },
    ],
  },
  {
    slug: 'linguicas',
    name: 'Linguiças',
    subdepartments: [
      { slug: 'linguicas-suinas', name: 'Linguiças suínas' },
      { slug: 'linguicas-de-frango', name: 'Linguiças de frango' },
      { slug: 'linguicas-especiais', name: 'Linguiças especiais' },
    ],
  },
  {
    slug: 'kits-churrasco',
    name: 'Kits Churrasco',
    subdepartments: [
      { slug: 'kits-prontos', name: 'Kits prontos' },
      { slug: 'kits-especiais', name: 'Kits especiais' },
      { slug: 'espetinhos', name: 'Espetinhos' },
    ],
  },
  {
    slug: 'feijoada',
    name: 'Feijoada',
    subdepartments: [
      { slug: 'carnes-salgadas', name: 'Carnes salgadas' },
      { slug: 'defumados-para-feijoada', name: 'Defumados' },
      { slug: 'kits-feijoada', name: 'Kits feijoada' },
    ],
  },
  {
    slug: 'bebidas',
    name: 'Bebidas',
    subdepartments: [
      { slug: 'cervejas', name: 'Cervejas' },
      { slug: 'refrigerantes-e-aguas', name: 'Refrigerantes e águas' },
      { slug: 'vinhos', name: 'Vinhos e espumantes' },
      { slug: 'destilados', name: 'Cachaças e destilados' },
    ],
  },
  {
    slug: 'carvao-e-acessorios',
    name: 'Carvão e Acessórios',
    subdepartments: [
      { slug: 'carvao-e-lenha', name: 'Carvão e lenha' },
      { slug: 'sal-e-acendedores', name: 'Sal e acendedores' },
      { slug: 'utensilios', name: 'Utensílios para churrasco' },
    ],
  },
  {
    slug: 'mercearia',
    name: 'Mercearia',
    subdepartments: [
      { slug: 'acompanhamentos', name: 'Acompanhamentos' },
      { slug: 'paes-e-queijos', name: 'Pães e queijos' },
      { slug: 'temperos-e-molhos', name: 'Temperos e molhos' },
    ],
  },
];

/** Slugs of a product's sibling variants, the product's own slug first (it is also the first variant's). */
export function variantSlugs(p: SeedProduct): string[] {
  const suffixes = p.options?.values.map((v) => v.slugSuffix) ?? [''];
  return suffixes.map((suffix) => (suffix === '' ? p.slug : `${p.slug}-${suffix}`));
}
