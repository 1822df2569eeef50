import type { StoreInfo } from '@/lib/shell/store-info';
import { Logo } from './logo';

/** The logo-only header of checkout, login, password and confirmation pages. */
export function LogoHeader({ store }: { store: StoreInfo }) {
  return (
    <header className="bg-brand text-white">
      <div className="mx-auto flex max-w-6xl items-center justify-center px-4 py-3">
        <Logo name={store.name} />
      </div>
    </header>
  );
}
