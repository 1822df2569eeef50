import { iconBase, type IconProps } from './icon-base';

export function ChevronIcon({ className, direction }: IconProps & { direction: 'left' | 'right' }) {
  return (
    <svg {...iconBase(className)} fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}
