import Link from 'next/link';
import { AccountMenu } from '@/components/account/account-menu';
import { CartIndicator } from '@/components/cart/cart-indicator';
import { SearchBox } from '@/components/search/search-box';
import type { StoreInfo } from '@/lib/server/store';

export function SiteHeader({ store }: { store: StoreInfo }) {
  return (
    <header className="bg-brand text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link href="/" className="text-xl font-bold tracking-tight">
          {store.name}
        </Link>
        <SearchBox />
        <div className="flex items-center gap-4">
          <a href={store.phoneHref} className="text-sm opacity-90 hover:opacity-100">
            {store.phone}
          </a>
          <AccountMenu />
          <CartIndicator />
        </div>
      </div>
    </header>
  );
}
