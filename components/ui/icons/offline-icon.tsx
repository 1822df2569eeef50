import { iconBase, type IconProps } from './icon-base';

export function OfflineIcon({ className }: IconProps) {
  return (
    <svg {...iconBase(className)} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
      <path d="M3 3l18 18M8.5 16.4a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 4.2-2.4M19 12.9a10 10 0 0 0-2.3-1.6M2 9.3a15 15 0 0 1 4-2.5M22 9.3A15 15 0 0 0 11 5.1M12 20h.01" />
    </svg>
  );
}
