import type { StoreInfo } from '@/lib/server/store';

export function SiteFooter({ store }: { store: StoreInfo }) {
  return (
    <footer className="mt-auto bg-ink text-warm-200">
      <div className="mx-auto max-w-6xl px-4 py-6 text-sm">
        <p className="font-semibold text-white">{store.name}</p>
        <p>Entregamos em Salvador, Lauro de Freitas e Vila de Abrantes.</p>
        <p>
          Atendimento: <a href={store.phoneHref}>{store.phone}</a>
        </p>
      </div>
    </footer>
  );
}
