import Image from 'next/image';
import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { cardSubdepartments, departmentPath } from '@/lib/catalogue/department';
import type { DepartmentJson } from '@/lib/sales-api/catalogue';

/**
 * Department cards: name in upper case, image or placeholder, up to 4 subdepartment links and
 * 'Ver mais >' when there are more; a line pointing to the search when there is none yet.
 */
export function DepartmentList({ departments }: { departments: DepartmentJson[] }) {
  if (departments.length === 0) {
    return (
      <p className="text-warm-700">
        Nenhum departamento disponível no momento.{' '}
        <Link {...PREFETCH_ON_INTENT} href="/busca" className="font-bold text-brand hover:underline">
          Buscar produtos
        </Link>
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Departamentos">
      {departments.map((department, index) => {
        const { shown, hasMore } = cardSubdepartments(department.subdepartments);
        return (
          <li
            key={department.id}
            className="flex overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-warm-200 sm:flex-col"
          >
            <div className="relative aspect-square w-32 shrink-0 bg-warm-100 sm:aspect-[3/2] sm:w-full">
              {department.image_url ? (
                <Image
                  src={department.image_url}
                  alt=""
                  fill
                  sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 128px"
                  priority={index < 2}
                  className="object-cover"
                />
              ) : (
                <span className="grid h-full place-items-center text-sm text-warm-700">Sem imagem</span>
              )}
            </div>
            <div className="flex flex-1 flex-col p-4">
              <h2 className="text-base font-extrabold uppercase tracking-wide text-brand">
                <Link
                  {...PREFETCH_ON_INTENT}
                  href={departmentPath(department.id)}
                  className="hover:underline"
                >
                  {department.name}
                </Link>
              </h2>
              <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
                {shown.map((sub) => (
                  <li key={sub.id}>
                    <Link
                      {...PREFETCH_ON_INTENT}
                      href={departmentPath(department.id, sub.slug)}
                      className="inline-block py-1 text-warm-700 hover:text-brand hover:underline"
                    >
                      {sub.name}
                    </Link>
                  </li>
                ))}
              </ul>
              {hasMore && (
                <Link
                  {...PREFETCH_ON_INTENT}
                  href={departmentPath(department.id)}
                  className="mt-auto self-start pt-2 text-sm font-bold text-brand hover:underline"
                >
                  Ver mais<span className="sr-only"> de {department.name}</span> &gt;
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
