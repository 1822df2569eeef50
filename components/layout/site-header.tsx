import Link from 'next/link';
import type { StoreInfo } from '@/lib/server/store';

export function SiteHeader({ store }: { store: StoreInfo }) {
  return (
    <header className="bg-brand text-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link href="/" className="text-xl font-bold tracking-tight">
          {store.name}
        </Link>
        <a href={store.phoneHref} className="text-sm opacity-90 hover:opacity-100">
          {store.phone}
        </a>
      </div>
    </header>
  );
}
