import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DepartmentTemplate } from '@/components/catalogue/department-template';
import { productCursorSchema } from '@/lib/sales-api/catalogue';
import { camelize } from '@/lib/sales-api/case';
import { departmentPath } from '@/lib/catalogue/department';
import { departmentId } from '@/lib/catalogue/page-address';
import { getDepartment, getSubdepartmentPage } from '@/lib/server/pages/page-data';

// Rendered per request: its scripts carry the response's own CSP nonce (proxy.ts), which a cached HTML
// page could not. The catalogue reads behind it are cached and revalidated (see page-data.ts).
export const dynamic = 'force-dynamic';
type Params = Promise<{ id: string; sub?: string[] }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The department and the subdepartment to scroll to, or notFound() for anything else. */
async function load(params: Params) {
  const { id: idSegment, sub = [] } = await params;
  const id = departmentId(idSegment);
  if (id === null || sub.length > 1) notFound();
  const department = await getDepartment(id);
  if (!department) notFound();
  const subSlug = sub[0];
  if (subSlug && !department.subdepartments.some((s) => s.slug === subSlug)) notFound();
  return { department, subSlug };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { department } = await load(params);
  const subNames = department.subdepartments.map((s) => s.name.toLowerCase()).join(', ');
  return {
    title: department.name,
    description: `${department.name} no açougue online: ${subNames}. Entrega em Salvador, Lauro de Freitas e Vila de Abrantes.`,
    // Subdepartment URLs show the same page scrolled: one canonical URL.
    alternates: { canonical: departmentPath(department.id) },
  };
}

export default async function DepartmentPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { department, subSlug } = await load(params);
  return (
    <DepartmentTemplate
      department={camelize(department)}
      subSlug={subSlug}
      continued={await continuedPage(department.subdepartments, subSlug, (await searchParams).depois)}
    />
  );
}

/**
 * `?depois=` (the 'Ver mais' link followed without scripts): the subdepartment's page after that cursor.
 * Anything else there (no subdepartment in the address, a cursor made up) shows the first pages.
 */
async function continuedPage(
  subdepartments: { id: number; slug: string }[],
  subSlug: string | undefined,
  depois: string | string[] | undefined,
) {
  const sub = subdepartments.find((s) => s.slug === subSlug);
  const after = productCursorSchema.safeParse(depois);
  if (!sub || !after.success) return undefined;
  const page = await getSubdepartmentPage(sub.id, after.data);
  if (!page) return undefined;
  return { slug: sub.slug, after: after.data, ...camelize(page) };
}
