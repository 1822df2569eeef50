import type { MetadataRoute } from 'next';
import { departmentPath } from '@/lib/catalogue/department';
import { getCatalogueUrls } from '@/lib/server/pages/page-data';
import { config } from '@/lib/server/config';

// Read at request time (the database is not there during the build), from the cached catalogue.
export const dynamic = 'force-dynamic';

const STATIC_PAGES = [
  '/',
  '/departamentos',
  '/blend',
  '/bigchurrasco',
  '/sobre',
  '/trabalhe',
  '/contato',
  '/termos',
  '/perguntas',
];

/** Every product and department page, the blend and barbecue landings, and the institutional pages. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = config().PUBLIC_BASE_URL;
  const { productSlugs, departmentIds } = await getCatalogueUrls();
  const url = (path: string) => new URL(path, origin).toString();
  return [
    ...STATIC_PAGES.map((path) => ({ url: url(path), changeFrequency: 'weekly' as const })),
    ...departmentIds.map((id) => ({ url: url(departmentPath(id)), changeFrequency: 'daily' as const })),
    ...productSlugs.map((slug) => ({ url: url(`/produtos/${slug}`), changeFrequency: 'daily' as const })),
  ];
}
