import { iconBase, type IconProps } from './icon-base';

export function MenuIcon({ className }: IconProps) {
  return (
    <svg {...iconBase(className)} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}
