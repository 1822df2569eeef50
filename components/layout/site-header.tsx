import Link from 'next/link';
import { AccountMenu } from '@/components/account/account-menu';
import { CartIndicator } from '@/components/cart/cart-indicator';
import { SearchBox } from '@/components/search/search-box';
import { PhoneIcon } from '@/components/ui/icons/phone-icon';
import { TOP_NAV_DEPARTMENTS, departmentPath } from '@/lib/catalogue/department';
import type { StoreInfo } from '@/lib/shell/store-info';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';
import { BlendsLink } from './blends-link';
import { Logo } from './logo';
import { MenuDrawer } from './menu-drawer';
import { WhatsAppButton } from './whatsapp-button';

const navLink =
  'tap-target flex items-center whitespace-nowrap px-3 py-2.5 text-xs font-bold tracking-wide hover:bg-white/10 hover:text-white';

/**
 * The full header: contact strip with the phone and WhatsApp, account corner; the
 * hamburger menu, logo, search and cart; the top navigation with the first five departments,
 * 'BLENDS' / 'MEUS BLENDS' and 'CHURRASCÔMETRO'.
 */
export function SiteHeader({
  store,
  departments,
}: {
  store: StoreInfo;
  departments: { id: number; name: string }[];
}) {
  return (
    <header className="bg-brand text-white">
      <div className="bg-ink text-warm-100">
        {/* Wraps rather than pushing the account links off a narrow (or zoomed) screen. */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 px-4 py-1.5 text-xs max-md:py-0">
          <p className="hidden md:block">Entregamos em Salvador, Lauro de Freitas e Vila de Abrantes</p>
          <div className="flex items-center gap-3">
            <a
              href={store.phoneHref}
              className="tap-target inline-flex items-center gap-1 font-semibold hover:text-white"
            >
              <PhoneIcon className="size-3.5" />
              <span className="sr-only">Telefone: </span>
              {/* On the narrowest phones the icon alone, so the account links keep to this one line. */}
              <span className="max-[400px]:sr-only">{store.phone}</span>
            </a>
            <WhatsAppButton number={store.whatsappNumber} storeName={store.name} />
          </div>
          <AccountMenu />
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 max-[359px]:px-2 md:flex-nowrap md:gap-6">
        <MenuDrawer storeName={store.name} />
        <Logo name={store.name} className="mr-auto md:mr-0" />
        {/* The search box is the search area's; here it only gets the header's white field. */}
        <div className="order-last w-full md:order-none md:flex-1 [&_button]:rounded-r-lg [&_input]:rounded-l-lg [&_input]:bg-white">
          <SearchBox />
        </div>
        <div className="md:order-last">
          <CartIndicator />
        </div>
      </div>
      <nav aria-label="Navegação principal" className="border-t border-white/15 bg-brand-dark">
        <ul className="mx-auto flex max-w-6xl overflow-x-auto px-2 [scrollbar-width:none] md:justify-center">
          {departments.slice(0, TOP_NAV_DEPARTMENTS).map((department) => (
            <li key={department.id}>
              <Link
                href={departmentPath(department.id)}
                {...PREFETCH_ON_INTENT}
                className={`${navLink} uppercase`}
              >
                {department.name}
              </Link>
            </li>
          ))}
          <li>
            <BlendsLink className={navLink} />
          </li>
          <li>
            <Link href="/bigchurrasco" {...PREFETCH_ON_INTENT} className={navLink}>
              CHURRASCÔMETRO
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
