import { SEARCH_PAGE_TITLE } from '@/lib/search/search-text';

export default function SearchLoading() {
  return (
    <section>
      <h1 className="mb-2 text-2xl font-bold tracking-tight text-brand">{SEARCH_PAGE_TITLE}</h1>
      <p role="status" className="py-16 text-center text-warm-700">
        Carregando...
      </p>
    </section>
  );
}
