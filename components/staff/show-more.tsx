import { secondaryButton } from './staff-buttons';

/**
 * The staff screens' long lists draw their first rows and the rest a batch at a time, with this button:
 * a busy day's hundreds of rows drawn at once kept a phone's main thread busy for over half a second
 * (docs/performance.md). What a list counts (a window's orders and kilos) still covers every row.
 */
export function ShowMoreButton({
  left,
  onClick,
  busy = false,
  className = '',
}: {
  /** How many rows are still hidden. */
  left: number;
  onClick: () => void;
  /** The next rows are being asked for (a list paged by the API): one ask at a time. */
  busy?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`${secondaryButton} ${className}`}
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? 'Carregando...' : `Mostrar mais (${left} ${left === 1 ? 'restante' : 'restantes'})`}
    </button>
  );
}
