'use client';

import { useEffect, useRef } from 'react';

/**
 * One of the three checkout panes: its number and title; its form while open, else a summary of the
 * choice made (with 'Alterar' to open it again once the order went past it). When it opens, or shows
 * another step while open, after the first render, its heading takes the focus: the button of the step
 * just confirmed is gone, and focus would fall to the page's body (aria-current is not announced).
 */
export function CheckoutPane({
  number,
  title,
  open,
  step,
  summary,
  onChange,
  children,
}: {
  number: 1 | 2 | 3;
  title: string;
  open: boolean;
  /** What the open pane shows, when it shows more than one step (the payment, then its review). */
  step?: string;
  summary: React.ReactNode;
  /** Given when the pane's choice is made and may be changed. */
  onChange?: () => void;
  children: React.ReactNode;
}) {
  const headingId = `checkout-pane-${number}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = open ? (step ?? '') : null;
  const shownBefore = useRef(shown);
  useEffect(() => {
    if (shown !== null && shown !== shownBefore.current) heading.current?.focus();
    shownBefore.current = shown;
  }, [shown]);
  return (
    <section
      aria-labelledby={headingId}
      aria-current={open ? 'step' : undefined}
      className={`rounded-lg bg-white p-4 shadow-sm ring-1 ${open ? 'ring-2 ring-brand' : 'ring-warm-200'}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 ref={heading} id={headingId} tabIndex={-1} className="flex items-center gap-2 text-lg font-bold">
          <span
            className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm text-white ${
              open || onChange ? 'bg-brand' : 'bg-warm-700'
            }`}
          >
            {number}
          </span>{' '}
          {title}
        </h2>
        {!open && onChange && (
          <button
            type="button"
            onClick={onChange}
            aria-label={`Alterar ${title.toLowerCase()}`}
            className="text-sm font-semibold text-brand underline"
          >
            Alterar
          </button>
        )}
      </div>
      {open ? (
        <div className="mt-3">{children}</div>
      ) : (
        summary && <div className="mt-2 pl-9 text-sm text-warm-700">{summary}</div>
      )}
    </section>
  );
}
