import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';

/** Where the page sits: Início > ... > the page (the last crumb is the page itself). */
export function Breadcrumbs({ crumbs }: { crumbs: { name: string; href: string }[] }) {
  return (
    <nav aria-label="Você está em" className="mb-4 text-sm text-warm-700">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-semibold text-ink">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link
                    {...PREFETCH_ON_INTENT}
                    href={crumb.href}
                    className="hover:text-brand hover:underline"
                  >
                    {crumb.name}
                  </Link>
                  <span aria-hidden>›</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
