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
import { ScrollToSubdepartment } from './scroll-to-subdepartment';
import { SubdepartmentProducts } from './subdepartment-products';

export interface DepartmentWithProducts {
  id: number;
  name: string;
  subdepartments: {
    id: number;
    name: string;
    slug: string;
    /** Its chip's picture (the manager's upload), or null: a chip of its name only. */
    imageUrl: string | null;
    /** Its first page of products, and where the next starts (null: none). */
    products: Variant[];
    nextCursor: string | null;
  }[];
}

/** A subdepartment's page after its first (the 'Ver mais' link followed without scripts: `?depois=`). */
export interface ContinuedSubdepartment {
  slug: string;
  /** The cursor this page starts after. */
  after: string;
  products: Variant[];
  nextCursor: string | null;
}

export function DepartmentTemplate({
  department,
  subSlug,
  continued,
}: {
  department: DepartmentWithProducts;
  /** The subdepartment the URL names, scrolled to. */
  subSlug?: string;
  /** That subdepartment's later page, shown in place of its first. */
  continued?: ContinuedSubdepartment;
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
      {department.subdepartments.map((sub) => {
        const page = continued?.slug === sub.slug ? continued : null;
        const products = page ? page.products : sub.products;
        return (
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
            {page && (
              <p className="mb-3 text-sm text-warm-700">
                Continuação da lista.{' '}
                <Link
                  href={departmentPath(department.id, sub.slug)}
                  {...PREFETCH_ON_INTENT}
                  className="font-semibold text-brand underline"
                >
                  Voltar ao início de {sub.name}
                </Link>
              </p>
            )}
            {products.length === 0 ? (
              <p className="text-warm-700">Nenhum produto neste subdepartamento no momento.</p>
            ) : (
              <SubdepartmentProducts
                // A later page is a list of its own: its cards and cursor are not the first page's.
                key={page ? page.after : 'first'}
                departmentId={department.id}
                subdepartment={sub}
                products={products.map(cardVariant)}
                nextCursor={page ? page.nextCursor : sub.nextCursor}
                priorityIds={firstRow}
              />
            )}
          </section>
        );
      })}
      {subSlug && <ScrollToSubdepartment anchor={subdepartmentAnchor(subSlug)} />}
    </>
  );
}
