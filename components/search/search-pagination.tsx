'use client';

import { usePagination } from 'react-instantsearch';

/** Page links of /busca: real links (they work without JavaScript), refined in place with it. */
export function SearchPagination() {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } = usePagination();
  if (nbPages <= 1) return null;

  const go = (page: number) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    refine(page);
    window.scrollTo({ top: 0 });
  };
  const step = (page: number, label: string, disabled: boolean) =>
    disabled ? (
      <span
        className="tap-target inline-flex items-center justify-center px-3 py-2 text-warm-500"
        aria-disabled
      >
        {label}
      </span>
    ) : (
      <a
        href={createURL(page)}
        onClick={go(page)}
        className="tap-target inline-flex items-center justify-center rounded px-3 py-2 hover:bg-warm-100"
      >
        {label}
      </a>
    );

  return (
    <nav aria-label="Paginação" className="mt-6 flex flex-wrap items-center justify-center gap-1 text-sm">
      {step(currentRefinement - 1, 'Anterior', isFirstPage)}
      {pages.map((page) => (
        <a
          key={page}
          href={createURL(page)}
          onClick={go(page)}
          aria-current={page === currentRefinement ? 'page' : undefined}
          aria-label={`Página ${page + 1}`}
          className={
            page === currentRefinement
              ? 'tap-target inline-flex items-center justify-center rounded bg-brand px-3 py-2 font-bold text-white'
              : 'tap-target inline-flex items-center justify-center rounded px-3 py-2 hover:bg-warm-100'
          }
        >
          {page + 1}
        </a>
      ))}
      {step(currentRefinement + 1, 'Próxima', isLastPage)}
    </nav>
  );
}
