import Link from 'next/link';
import type { ReactNode } from 'react';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';

const ACTION_TONES = {
  primary:
    'inline-block rounded-lg bg-brand px-6 py-3 text-lg font-extrabold tracking-wide text-white hover:bg-brand-dark',
  secondary:
    'inline-block rounded-lg bg-white px-6 py-3 text-lg font-extrabold tracking-wide text-brand hover:bg-warm-100',
} as const;

/** A way in from a landing: a large link, the first one in the brand's colour. */
export interface LandingAction {
  href: string;
  label: string;
  tone: keyof typeof ACTION_TONES;
}

/**
 * The dark header of a tool's landing (/blend, /bigchurrasco): the tool's name above the title, a lead
 * paragraph, the ways in, then `children` (a note under the buttons). With `aside` (an illustration) the
 * text takes the left three fifths from md up. A server component: its links are all it brings to the page.
 */
export function LandingHero({
  eyebrow,
  title,
  lead,
  actions,
  aside,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  actions: LandingAction[];
  aside?: ReactNode;
  children?: ReactNode;
}) {
  const text = (
    <>
      <p className="text-sm font-bold uppercase tracking-widest text-warm-200">{eyebrow}</p>
      <h1 className="text-3xl font-extrabold leading-tight md:text-4xl">{title}</h1>
      <p className="max-w-2xl text-lg text-warm-100">{lead}</p>
      <div className="flex flex-wrap gap-3">
        {actions.map((action) => (
          <Link
            key={action.href}
            {...PREFETCH_ON_INTENT}
            href={action.href}
            className={ACTION_TONES[action.tone]}
          >
            {action.label}
          </Link>
        ))}
      </div>
      {children}
    </>
  );
  if (!aside) return <header className="space-y-4 rounded-xl bg-ink p-6 text-white md:p-10">{text}</header>;
  return (
    <header className="overflow-hidden rounded-xl bg-ink text-white">
      <div className="grid items-center gap-6 p-6 md:grid-cols-[3fr_2fr] md:p-10">
        <div className="space-y-4">{text}</div>
        {aside}
      </div>
    </header>
  );
}

/** A landing's numbered steps, as cards; `className` gives the grid's columns. */
export function LandingSteps({
  steps,
  className,
}: {
  steps: readonly { title: string; text: string }[];
  className: string;
}) {
  return (
    <ol className={`grid gap-4 ${className}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-lg bg-white p-4 ring-1 ring-warm-200">
          <p className="text-2xl font-extrabold text-brand">{index + 1}</p>
          <h2 className="font-bold">{step.title}</h2>
          <p className="text-warm-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
