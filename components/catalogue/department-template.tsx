/**
 * The department page's content (/departamentos/{id}[/{sub}]): breadcrumbs, the subdepartments' sticky
 * navigation, a section of product cards per subdepartment and the scroll to the one in the URL.
 */
import Link from 'next/link';
import type { Variant } from '@/lib/api-client/catalogue';
import { cardVariant } from '@/lib/catalogue/card-variant';
import { departmentPath, SUBDEPARTMENT_PICTURE, subdepartmentAnchor } from '@/lib/catalogue/department';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { Breadcrumbs } from './breadcrumbs';
import { FIRST_ROW_CARDS } from './product-card';
import { ProductGrid } from './product-grid';
import { ScrollToSubdepartment } from './scroll-to-subdepartment';

export interface DepartmentWithProducts {
  id: number;
  name: string;
  subdepartments: {
    id: number;
    name: string;
    slug: string;
    /** Its chip's picture (the manager's upload), or null: a chip of its name only. */
    imageUrl: string | null;
    products: Variant[];
  }[];
}

export function DepartmentTemplate({
  department,
  subSlug,
}: {
  department: DepartmentWithProducts;
  /** The subdepartment the URL names, scrolled to. */
  subSlug?: string;
}) {
  // The page's first cards, whichever sections they are in: their photos are its main picture.
  const firstRow = department.subdepartments
    .flatMap((sub) => sub.products)
    .slice(0, FIRST_ROW_CARDS)
    .map((product) => product.id);
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
                // A tap on the current one scrolls to its section again (ScrollToSubdepartment).
                data-subdepartment={subdepartmentAnchor(sub.slug)}
                aria-current={sub.slug === subSlug ? 'location' : undefined}
                className={`${sub.imageUrl ? 'flex items-center gap-2 py-1 pl-1' : 'block py-1.5 pl-3'} whitespace-nowrap rounded-full bg-white pr-3 text-sm font-semibold ring-1 ring-warm-200 hover:ring-brand aria-[current=location]:bg-brand aria-[current=location]:text-white aria-[current=location]:ring-brand`}
              >
                {sub.imageUrl && (
                  // The stored square at twice the shown size (lib/catalogue/department.ts), sized before it
                  // loads so nothing shifts; the link's name is the subdepartment's, so the picture says
                  // nothing more (alt=""). A plain img: the optimizer's srcset would add bytes per chip for
                  // a file of a few KB. Lazy: the server render then adds no preload per chip, and the
                  // first product photos (the page's main picture) are fetched first.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    src={sub.imageUrl}
                    alt=""
                    width={SUBDEPARTMENT_PICTURE.shown}
                    height={SUBDEPARTMENT_PICTURE.shown}
                    loading="lazy"
                    decoding="async"
                    className="size-8 rounded-full object-cover"
                  />
                )}
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
            <ProductGrid products={sub.products.map(cardVariant)} priorityIds={firstRow} />
          )}
        </section>
      ))}
      {subSlug && <ScrollToSubdepartment anchor={subdepartmentAnchor(subSlug)} />}
    </>
  );
}
