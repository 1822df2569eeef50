import { iconBase, type IconProps } from './icon-base';

export function CloseIcon({ className }: IconProps) {
  return (
    <svg {...iconBase(className)} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
