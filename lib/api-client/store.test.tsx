/**
 * @jest-environment jsdom
 */
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { fakeApi } from '@/test-support/components/staff-fixtures';
import { storeProductJson } from '@/test-support/components/store-fixtures';
import { TestProviders } from './live-testing';
import { queryKeys } from './query-keys';
import { useSaveProduct } from './store';
import { useSaveBanner } from './store-banners';
import { useChangeDepartments } from './store-departments';
import { useSaveStoreInfo } from './store-info-settings';
import { useSaveHoliday, useSwitchCoupon } from './store-settings';

/**
 * The store's screens read in one session (one cache): the product form's choices, the audit's pages.
 * Each is filled as if read before the change, and `answer` is what the API answers to the change.
 */
function session(answer: unknown) {
  global.fetch = fakeApi(() => ({ body: answer }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.store.options(), {
    subdepartments: [{ id: 3, name: 'Suínos', department: 'Carnes' }],
    manufacturers: [],
    cookingMethods: [],
  });
  for (const filter of [
    { entity: '', page: 1 },
    { entity: 'product', page: 2 },
  ])
    client.setQueryData(queryKeys.store.changes(filter), { changes: [], count: 0 });
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <TestProviders client={client}>{children}</TestProviders>
  );
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;
  const auditStale = () =>
    stale(queryKeys.store.changes({ entity: '', page: 1 })) &&
    stale(queryKeys.store.changes({ entity: 'product', page: 2 }));
  return { wrapper, stale, auditStale };
}

test("a subdepartment created or renamed has the product form's choices asked again", async () => {
  const { wrapper, stale } = session({ id: 1, name: 'Carnes', subdepartments: [] });
  const { result } = renderHook(() => useChangeDepartments(), { wrapper });
  expect(stale(queryKeys.store.options())).toBe(false);
  await act(() =>
    result.current.mutateAsync({ kind: 'rename-sub', id: 3, body: { name: 'Suínos e Embutidos' } }),
  );
  expect(stale(queryKeys.store.options())).toBe(true);
});

/** A change: the hook's name, the hook giving the call, the API's answer. */
const CHANGES: [string, () => () => Promise<unknown>, unknown][] = [
  [
    'a product saved',
    () => {
      const save = useSaveProduct(42);
      return () => save.mutateAsync({ ...storeProductJson(), version: 'versao-1' } as never);
    },
    storeProductJson(),
  ],
  [
    'a department renamed',
    () => {
      const change = useChangeDepartments();
      return () => change.mutateAsync({ kind: 'rename', id: 1, body: { name: 'Carnes' } });
    },
    { id: 1, name: 'Carnes', subdepartments: [] },
  ],
  [
    'a coupon switched off',
    () => {
      const change = useSwitchCoupon();
      return () => change.mutateAsync({ id: 1, active: false });
    },
    {},
  ],
  [
    'a holiday saved',
    () => {
      const change = useSaveHoliday();
      return () =>
        change.mutateAsync({
          id: null,
          body: { day: '2026-12-24', name: 'Véspera', kind: 'holiday', open_hour: null, close_hour: null },
        });
    },
    {},
  ],
  [
    'a banner saved',
    () => {
      const change = useSaveBanner();
      return () => change.mutateAsync({ id: 5, body: {} as never });
    },
    {},
  ],
  [
    'the store information saved',
    () => {
      const change = useSaveStoreInfo();
      return () => change.mutateAsync(null);
    },
    {},
  ],
];

test.each(CHANGES)('%s has every page of the audit asked again', async (_name, useChange, answer) => {
  const { wrapper, auditStale } = session(answer);
  const { result } = renderHook(useChange, { wrapper });
  expect(auditStale()).toBe(false);
  await act(async () => {
    await result.current();
  });
  expect(auditStale()).toBe(true);
});
