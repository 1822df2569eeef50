import type { IconProps } from './icon-base';

/** The shop's mark: a cleaver over a round board, in the brand's colours. */
export function LogoMark({ className }: IconProps) {
  return (
    <svg className={className} aria-hidden focusable={false} viewBox="0 0 40 40">
      <circle cx="20" cy="20" r="19" fill="#fff" />
      <circle cx="20" cy="20" r="15.5" fill="#8f1d21" />
      <path d="M11 14h15a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H13l-2-2z" fill="#f3efeb" />
      <rect x="27" y="17" width="6" height="4" rx="1.5" fill="#1c1917" />
      <circle cx="15" cy="18" r="1.3" fill="#8f1d21" />
    </svg>
  );
}
