import type { Metadata, Viewport } from 'next';
import { config } from '@/lib/server/config';
import { storeInfo } from '@/lib/server/store';
import { RootDocument } from './root-document';
import './globals.css';

export function generateMetadata(): Metadata {
  const { name } = storeInfo();
  return {
    // Canonical URLs and Open Graph images are made absolute against the public origin.
    metadataBase: new URL(config().PUBLIC_BASE_URL),
    title: { default: `${name} | Açougue online em Salvador`, template: `%s | ${name}` },
    description:
      'Carnes, hambúrgueres, blends e kits de churrasco com entrega em Salvador, Lauro de Freitas e Vila de Abrantes.',
    openGraph: { siteName: name, locale: 'pt_BR', type: 'website' },
  };
}

export const viewport: Viewport = { themeColor: '#8f1d21', width: 'device-width', initialScale: 1 };

// No app/not-found.tsx: Next sends the root not-found's element with every page (its whole shell again,
// about a third of a page's RSC data). An address no route matches gets app/global-not-found.tsx instead,
// and notFound() in a shop page the shop layout's not-found.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <RootDocument>{children}</RootDocument>;
}
