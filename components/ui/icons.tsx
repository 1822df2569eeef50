/** Inline SVG icons (no icon font or library): decorative, so hidden from assistive technology. */
type IconProps = { className?: string };

const base = (className = 'size-5') => ({
  className,
  'aria-hidden': true,
  focusable: false,
  viewBox: '0 0 24 24',
});

export function MenuIcon({ className }: IconProps) {
  return (
    <svg {...base(className)} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function CloseIcon({ className }: IconProps) {
  return (
    <svg {...base(className)} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function PhoneIcon({ className }: IconProps) {
  return (
    <svg {...base(className)} fill="currentColor">
      <path d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
    </svg>
  );
}

export function WhatsAppIcon({ className }: IconProps) {
  return (
    <svg {...base(className)} fill="currentColor">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.15l-.3-.18-3 .78.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.25-.12-1.46-.72-1.69-.8-.23-.08-.39-.12-.55.12-.16.25-.63.8-.78.96-.14.16-.29.18-.53.06a6.7 6.7 0 0 1-3.36-2.94c-.25-.44.25-.4.72-1.34.08-.16.04-.3-.02-.42-.06-.12-.55-1.33-.76-1.82-.2-.48-.4-.41-.55-.42h-.47a.9.9 0 0 0-.65.3 2.7 2.7 0 0 0-.85 2.02 4.7 4.7 0 0 0 .99 2.5 10.8 10.8 0 0 0 4.13 3.65c1.54.66 2.14.72 2.9.6.47-.07 1.46-.6 1.67-1.17.2-.58.2-1.07.14-1.17-.06-.1-.22-.16-.47-.28z" />
    </svg>
  );
}

export function ChevronIcon({ className, direction }: IconProps & { direction: 'left' | 'right' }) {
  return (
    <svg {...base(className)} fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

export function OfflineIcon({ className }: IconProps) {
  return (
    <svg {...base(className)} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
      <path d="M3 3l18 18M8.5 16.4a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 4.2-2.4M19 12.9a10 10 0 0 0-2.3-1.6M2 9.3a15 15 0 0 1 4-2.5M22 9.3A15 15 0 0 0 11 5.1M12 20h.01" />
    </svg>
  );
}

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
