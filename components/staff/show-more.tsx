import { secondaryButton } from './staff-buttons';

/**
 * The staff screens' long lists draw their first rows and the rest a batch at a time, with this button:
 * a busy day's hundreds of rows drawn at once kept a phone's main thread busy for over half a second
 * (docs/performance.md). What a list counts (a window's orders and kilos) still covers every row.
 */
export function ShowMoreButton({
  left,
  onClick,
  className = '',
}: {
  /** How many rows are still hidden. */
  left: number;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button type="button" className={`${secondaryButton} ${className}`} onClick={onClick}>
      Mostrar mais ({left} {left === 1 ? 'restante' : 'restantes'})
    </button>
  );
}
