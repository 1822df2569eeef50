import { MenuIcon } from '@/components/ui/icons/menu-icon';

/**
 * The hamburger button. It opens the side menu once the menu's code is there (./menu-dialog.tsx):
 * disabled until then, so that an early tap is not lost silently.
 */
export function MenuButton({ onOpen }: { onOpen?: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      disabled={!onOpen}
      aria-haspopup="dialog"
      className="grid size-11 shrink-0 place-items-center rounded-lg hover:bg-white/10 disabled:cursor-progress"
    >
      <MenuIcon className="size-6" />
      <span className="sr-only">Abrir menu</span>
    </button>
  );
}
