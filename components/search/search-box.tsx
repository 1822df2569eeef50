/**
 * The header's search box: a plain GET form to /busca, so it works before (and without) JavaScript.
 * The search issue may enhance it; its contract is `<SearchBox />` with no props.
 */
export function SearchBox() {
  return (
    <form action="/busca" method="get" role="search" className="flex w-full max-w-md">
      <label htmlFor="site-search" className="sr-only">
        Buscar produtos
      </label>
      <input
        id="site-search"
        name="q"
        type="search"
        placeholder="O que você procura?"
        className="min-w-0 flex-1 rounded-l border-0 px-3 py-2 text-ink"
      />
      <button type="submit" className="rounded-r bg-ink px-4 text-sm font-semibold text-white">
        Buscar
      </button>
    </form>
  );
}
