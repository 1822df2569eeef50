'use client';

import { createContext, useContext } from 'react';
import type { StoreInfo } from '@/lib/shell/store-info';

const StoreContext = createContext<StoreInfo | null>(null);

/** The store's public contacts (from configuration) for client components such as the crash screen. */
export function StoreProvider({ store, children }: { store: StoreInfo; children: React.ReactNode }) {
  return <StoreContext value={store}>{children}</StoreContext>;
}

export function useStore(): StoreInfo | null {
  return useContext(StoreContext);
}
