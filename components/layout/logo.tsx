import Link from 'next/link';
import { LogoMark } from '@/components/ui/icons';

/** The store's name with its mark, linking home. */
export function Logo({ name, className = '' }: { name: string; className?: string }) {
  return (
    <Link href="/" className={`flex items-center gap-2 ${className}`}>
      <LogoMark className="size-9 shrink-0" />
      <span className="text-xl font-extrabold leading-none tracking-tight">{name}</span>
    </Link>
  );
}
