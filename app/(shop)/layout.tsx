import { ShopShell } from '@/components/layout/shop-shell';
import { requestShellParts } from '../shop-shell-parts';

export default async function ShopLayout({ children }: { children: React.ReactNode }) {
  return <ShopShell {...await requestShellParts()}>{children}</ShopShell>;
}
