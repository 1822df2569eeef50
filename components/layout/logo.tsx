import Link from 'next/link';
import { LogoMark } from '@/components/ui/icons/logo-mark';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';

/** The store's name with its mark, linking home. */
export function Logo({ name, className = '' }: { name: string; className?: string }) {
  return (
    <Link
      href="/"
      {...PREFETCH_ON_INTENT}
      className={`tap-target flex min-w-0 items-center gap-2 ${className}`}
    >
      <LogoMark className="size-9 shrink-0" />
      {/* May wrap on a very narrow (zoomed) screen rather than push the page wider. */}
      <span className="min-w-0 break-words text-xl font-extrabold leading-none tracking-tight">{name}</span>
    </Link>
  );
}
