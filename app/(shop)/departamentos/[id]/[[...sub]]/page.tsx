import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { ProductCard } from '@/components/catalogue/product-card';
import { ScrollToSubdepartment } from '@/components/catalogue/scroll-to-subdepartment';
import { camelize } from '@/lib/sales-api/case';
import { departmentPath, subdepartmentAnchor } from '@/lib/catalogue/department';
import { getDepartment } from '@/lib/server/catalogue/page-data';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';

// Rendered per request: its scripts carry the response's own CSP nonce (proxy.ts), which a cached HTML
// page could not. The catalogue reads behind it are cached and revalidated (see page-data.ts).
export const dynamic = 'force-dynamic';
/** Cards in a phone's first row (the grid's 2 columns). */
const FIRST_ROW_CARDS = 2;

type Params = Promise<{ id: string; sub?: string[] }>;

/** The department and the subdepartment to scroll to, or notFound() for anything else. */
async function load(params: Params) {
  const { id, sub = [] } = await params;
  if (!/^[1-9]\d{0,8}$/.test(id) || sub.length > 1) notFound();
  const department = await getDepartment(Number(id));
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

export default async function DepartmentPage({ params }: { params: Params }) {
  const { department, subSlug } = await load(params);
  // A phone shows the first row of cards at once: their photos are the page's main picture (LCP).
  const firstRow = new Set(
    department.subdepartments
      .flatMap((sub) => sub.products)
      .slice(0, FIRST_ROW_CARDS)
      .map((product) => product.id),
  );
  return (
    <>
      <Breadcrumbs
        crumbs={[
          { name: 'Início', href: '/' },
          { name: 'Departamentos', href: '/departamentos' },
          { name: department.name, href: departmentPath(department.id) },
        ]}
      />
      <h1 className="text-2xl font-extrabold uppercase tracking-wide">{department.name}</h1>
      <nav
        aria-label="Subdepartamentos"
        className="sticky top-0 z-10 -mx-4 mt-3 bg-warm-50/95 px-4 py-2 backdrop-blur"
      >
        <ul className="flex gap-2 overflow-x-auto [scrollbar-width:none]">
          {department.subdepartments.map((sub) => (
            <li key={sub.id}>
              <Link
                href={departmentPath(department.id, sub.slug)}
                {...PREFETCH_ON_INTENT}
                scroll={false}
                aria-current={sub.slug === subSlug ? 'location' : undefined}
                className="block whitespace-nowrap rounded-full bg-white px-3 py-1.5 text-sm font-semibold ring-1 ring-warm-200 hover:ring-brand aria-[current=location]:bg-brand aria-[current=location]:text-white aria-[current=location]:ring-brand"
              >
                {sub.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {department.subdepartments.map((sub) => (
        <section
          key={sub.id}
          id={subdepartmentAnchor(sub.slug)}
          aria-labelledby={`${subdepartmentAnchor(sub.slug)}-title`}
          className="scroll-mt-16 pt-6"
        >
          <h2
            id={`${subdepartmentAnchor(sub.slug)}-title`}
            className="mb-3 text-lg font-bold uppercase tracking-wide"
          >
            {sub.name}
          </h2>
          {sub.products.length === 0 ? (
            <p className="text-warm-700">Nenhum produto neste subdepartamento no momento.</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {sub.products.map((product) => (
                <li key={product.id}>
                  <ProductCard product={camelize(product)} priority={firstRow.has(product.id)} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {subSlug && <ScrollToSubdepartment anchor={subdepartmentAnchor(subSlug)} />}
    </>
  );
}
