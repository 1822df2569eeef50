import Link from 'next/link';
import type { StoreInfo } from '@/lib/shell/store-info';
import { ConsentPreferencesButton } from '@/components/analytics/consent-preferences-button';
import { Logo } from './logo';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';

const institutional = [
  { href: '/sobre', label: 'Sobre nós' },
  { href: '/trabalhe', label: 'Trabalhe conosco' },
  { href: '/contato', label: 'Contato' },
  { href: '/perguntas', label: 'Perguntas frequentes' },
  { href: '/termos', label: 'Termos de uso e privacidade' },
];

/** The footer of every page: the store, its pages, delivery area, hours and payment facts. */
export function SiteFooter({ store }: { store: StoreInfo }) {
  return (
    <footer className="mt-auto bg-ink text-warm-200">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-10 text-sm [overflow-wrap:anywhere] sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo name={store.name} className="text-white" />
          <p>Açougue online com entrega em Salvador, Lauro de Freitas e Vila de Abrantes.</p>
        </div>
        <nav aria-label="Institucional">
          <h2 className="mb-3 font-bold uppercase tracking-wide text-white">Institucional</h2>
          <ul className="space-y-1">
            {institutional.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  {...PREFETCH_ON_INTENT}
                  className="inline-block py-1 hover:text-white hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <ConsentPreferencesButton />
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 font-bold uppercase tracking-wide text-white">Atendimento</h2>
          <ul className="space-y-2">
            <li>
              Telefone:{' '}
              <a href={store.phoneHref} className="font-semibold text-white hover:underline">
                {store.phone}
              </a>
            </li>
            <li>
              E-mail:{' '}
              <a href={`mailto:${store.email}`} className="font-semibold text-white hover:underline">
                {store.email}
              </a>
            </li>
            <li>{store.address}</li>
          </ul>
        </div>
        <div>
          <h2 className="mb-3 font-bold uppercase tracking-wide text-white">Retirada na loja</h2>
          <ul className="space-y-2">
            {store.hours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-3">Cartão online, débito e vale-refeição na entrega. Não parcelamos.</p>
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-warm-200">
        © {store.name}. Preços em reais. Imagens meramente ilustrativas.
      </p>
    </footer>
  );
}
