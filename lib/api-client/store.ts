'use client';

/**
 * The store back office's calls (/equipe/loja/produtos) as React Query hooks, over the admin API of
 * lib/sales-api/store-products.ts. A change answers the product, which goes straight into the cache; the
 * lists and the audit are asked again. A picture goes up with XMLHttpRequest, the one browser API that
 * reports an upload's progress.
 */
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { camelize, type Camelized } from '@/lib/sales-api/case';
import type {
  ProductChange,
  ProductForm,
  StoreProductJson,
  StoreProductOptionsJson,
  StoreProductsJson,
} from '@/lib/sales-api/store-products';
import type { StoreChangesJson } from '@/lib/sales-api/store-changes';
import { apiRequest, ApiClientError, APP_HEADERS, SALES_API_BASE } from './client';
import { writeAnswer } from './query-client';
import { queryKeys } from './query-keys';
import { useServerAnswer } from './server-answer';

export type StoreProduct = Camelized<StoreProductJson>;
export type StoreProductPage = Camelized<StoreProductsJson>;
export type StoreProductSummary = StoreProductPage['products'][number];

const productPath = (id: number) => `/admin/products/${id}`;

/** One page of products by status ('' for all) and part of the name; asked only while `enabled`. */
export function useStoreProducts(filter: { status: string; q: string }, enabled = true) {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.q.trim()) params.set('q', filter.q.trim());
  const query = params.toString();
  return useQuery({
    queryKey: queryKeys.store.list(filter),
    queryFn: ({ signal }) =>
      apiRequest<StoreProductsJson>('GET', `/admin/products${query ? `?${query}` : ''}`, { signal }),
    enabled,
    retry: false,
  });
}

/**
 * The store's products by status ('' for all) and part of the name, `perPage` at a time: the first page at
 * once, each next one on `fetchNextPage` (the list's 'Mostrar mais'); none once the pages hold `count`.
 * `firstPage` is the server's first page of every product (no filter), drawn in the page: the unfiltered
 * list starts from it.
 */
export function useStoreProductPages(
  filter: { status: string; q: string },
  perPage: number,
  firstPage: StoreProductPage,
) {
  const unfiltered = !filter.status && !filter.q.trim();
  const fromServer = useServerAnswer(unfiltered ? { pages: [firstPage], pageParams: [1] } : undefined);
  return useInfiniteQuery({
    queryKey: queryKeys.store.pages(filter, perPage),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ page: String(pageParam), per_page: String(perPage) });
      if (filter.status) params.set('status', filter.status);
      if (filter.q.trim()) params.set('q', filter.q.trim());
      return apiRequest<StoreProductsJson>('GET', `/admin/products?${params}`, { signal });
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * perPage < last.count ? pages.length + 1 : undefined),
    ...fromServer,
    retry: false,
  });
}

export type StoreChange = Camelized<StoreChangesJson>['changes'][number];

/** Every page of the audit, of every kind: the prefix of each queryKeys.store.changes key. */
const AUDIT_PAGES = queryKeys.store.changes({ entity: '', page: 1 }).slice(0, 2);

/**
 * Has the audit's pages asked again: each save of the store (products, departments, banners, settings)
 * records itself there, and a page read before it would miss it.
 */
export function auditAgain(client: QueryClient) {
  return client.invalidateQueries({ queryKey: AUDIT_PAGES });
}

/** The audit of the store (/equipe/loja/historico): one page of changes, of one kind ('' for all). */
export function useStoreChanges(filter: { entity: string; page: number }) {
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.entity) params.set('entity', filter.entity);
  return useQuery({
    queryKey: queryKeys.store.changes(filter),
    queryFn: ({ signal }) =>
      apiRequest<StoreChangesJson>('GET', `/admin/store/changes?${params}`, { signal }),
    retry: false,
  });
}

export function useStoreProduct(id: number) {
  return useQuery({
    queryKey: queryKeys.store.product(id),
    queryFn: ({ signal }) => apiRequest<StoreProductJson>('GET', productPath(id), { signal }),
    retry: false,
  });
}

/**
 * What the product form chooses from. A change of the departments' screen has them asked again
 * (./store-departments.ts), so a subdepartment created or renamed there is offered as it is.
 */
export function useStoreProductOptions() {
  return useQuery({
    queryKey: queryKeys.store.options(),
    queryFn: ({ signal }) =>
      apiRequest<StoreProductOptionsJson>('GET', '/admin/products/options', { signal }),
    staleTime: 60_000,
    retry: false,
  });
}

/** Puts the answered product in the cache and has the lists and the audit asked again. */
function useProductAnswer() {
  const client = useQueryClient();
  return (product: StoreProduct) => {
    void client.invalidateQueries({ queryKey: [...queryKeys.store.products(), 'list'] });
    // A new manufacturer or cooking method joins the choices.
    void client.invalidateQueries({ queryKey: queryKeys.store.options() });
    void auditAgain(client);
    return writeAnswer(client, queryKeys.store.product(product.id), product);
  };
}

/**
 * Creates (id null: the form alone) or changes a product (the form with the version and stock it opened
 * with: 409 when the product changed since).
 */
export function useSaveProduct(id: number | null) {
  const answered = useProductAnswer();
  return useMutation({
    mutationFn: (form: ProductForm | ProductChange) =>
      id === null
        ? apiRequest<StoreProductJson>('POST', '/admin/products', { body: form })
        : apiRequest<StoreProductJson>('PUT', productPath(id), { body: form }),
    onSuccess: answered,
  });
}

export function useMoveProduct(id: number) {
  const answered = useProductAnswer();
  return useMutation({
    mutationFn: (move: 'publish' | 'archive') =>
      apiRequest<StoreProductJson>('POST', `${productPath(id)}/${move}`),
    onSuccess: answered,
  });
}

export function useChangeImage(id: number) {
  const answered = useProductAnswer();
  return useMutation({
    mutationFn: ({ imageId, ...change }: { imageId: number; alt?: string; position?: number }) =>
      apiRequest<StoreProductJson>('PUT', `${productPath(id)}/images/${imageId}`, { body: change }),
    onSuccess: answered,
  });
}

export function useRemoveImage(id: number) {
  const answered = useProductAnswer();
  return useMutation({
    mutationFn: (imageId: number) =>
      apiRequest<StoreProductJson>('DELETE', `${productPath(id)}/images/${imageId}`),
    onSuccess: answered,
  });
}

/** Sends a picture, telling `onProgress` the share sent (0 to 1); answers the product with it. */
export function sendProductImage(
  id: number,
  file: File,
  alt: string,
  onProgress: (share: number) => void,
): Promise<StoreProduct> {
  return sendPicture<StoreProductJson>(`${productPath(id)}/images`, { file, alt }, onProgress);
}

/**
 * POSTs a form with a picture (multipart) to `path`, telling `onProgress` the share sent (0 to 1); answers
 * the API's JSON, or rejects with its error as apiRequest does. Products, departments and banners use it.
 */
export function sendPicture<T>(
  path: string,
  fields: Record<string, string | File>,
  onProgress: (share: number) => void,
): Promise<Camelized<T>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${SALES_API_BASE}${path}`);
    request.withCredentials = true;
    // The form's own boundary: not the JSON content type of the other calls.
    for (const [name, value] of Object.entries(APP_HEADERS))
      if (name !== 'Content-Type') request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = { error: request.statusText, errors: {} };
      }
      if (request.status >= 200 && request.status < 300) resolve(camelize(body as T));
      else {
        const failure = body as { error?: string; errors?: Record<string, string[]> };
        reject(
          new ApiClientError(request.status, {
            error: failure.error ?? request.statusText,
            errors: failure.errors ?? {},
          }),
        );
      }
    };
    request.onerror = () =>
      reject(
        new ApiClientError(0, { error: 'Não foi possível enviar a imagem. Tente novamente.', errors: {} }),
      );
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    request.send(body);
  });
}

/** After an upload: the answered product into the cache. */
export function useImageSent() {
  return useProductAnswer();
}
