/** The search page's path (spec 01, search). */
export const SEARCH_PATH = '/busca';
