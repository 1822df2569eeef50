'use client';

import { useLoadedModule } from '@/components/ui/use-loaded-module';
import { MenuButton } from './menu-button';

// The side menu (its dialog, entries and the customer's session) is drawn only when opened: its code comes
// after the page's first paint, and stays out of every shop page's first-load JavaScript.
const loadMenu = () => import('./menu-dialog');

/** The hamburger button, disabled until the side menu's code has arrived, then the menu itself. */
export function MenuDrawer({ storeName }: { storeName: string }) {
  const menu = useLoadedModule(loadMenu, true, { optional: true });
  return menu ? <menu.MenuDialog storeName={storeName} /> : <MenuButton />;
}
