/**
 * The product lists shown in scrollers, with the API parameters the browser sends for the next pages
 * and the catalogue query the server renders page 1 with.
 */
import { SCROLLER_PAGE_SIZES } from './scroller';

export type PagedListName = 'promotions' | 'recommended' | 'mostSold';

export interface PagedList {
  title: string;
  perPage: number;
  /** Query parameters of GET /v2/products. */
  apiParams: Record<string, string>;
  /** The same list for the server's catalogue service. */
  query: { inPromotion?: boolean; discounted?: boolean; sort?: 'sales_volume desc' };
}

export const PAGED_LISTS: Record<PagedListName, PagedList> = {
  promotions: {
    title: 'Promoções',
    perPage: SCROLLER_PAGE_SIZES.promotions,
    apiParams: { 'q[by_in_promotion]': 'true' },
    query: { inPromotion: true },
  },
  mostSold: {
    title: 'Mais vendidos',
    perPage: SCROLLER_PAGE_SIZES.mostSold,
    apiParams: { 'q[s]': 'sales_volume desc' },
    query: { sort: 'sales_volume desc' },
  },
  recommended: {
    title: 'Recomendados',
    perPage: SCROLLER_PAGE_SIZES.recommended,
    apiParams: { 'q[discounted_eq]': 'true' },
    query: { discounted: true },
  },
};

export const RELATED_TITLE = 'Você também pode gostar';
export const RECENTLY_VIEWED_TITLE = 'Vistos recentemente';
export const FREQUENTLY_PURCHASED_TITLE = 'Frequentemente comprados juntos';
