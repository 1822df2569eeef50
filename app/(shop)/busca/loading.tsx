import { SearchSkeleton } from '@/components/search/search-skeleton';
import { SEARCH_PAGE_TITLE } from '@/lib/search/search-text';

export default function SearchLoading() {
  return (
    <section>
      <h1 className="mb-2 text-2xl font-bold tracking-tight text-brand">{SEARCH_PAGE_TITLE}</h1>
      <SearchSkeleton />
    </section>
  );
}
