/**
 * One of the three checkout panes: its number and title; its form while open, else a summary of the
 * choice made (with 'Alterar' to open it again once the order went past it).
 */
export function CheckoutPane({
  number,
  title,
  open,
  summary,
  onChange,
  children,
}: {
  number: 1 | 2 | 3;
  title: string;
  open: boolean;
  summary: React.ReactNode;
  /** Given when the pane's choice is made and may be changed. */
  onChange?: () => void;
  children: React.ReactNode;
}) {
  const headingId = `checkout-pane-${number}`;
  return (
    <section
      aria-labelledby={headingId}
      aria-current={open ? 'step' : undefined}
      className={`rounded-lg bg-white p-4 shadow-sm ring-1 ${open ? 'ring-2 ring-brand' : 'ring-warm-200'}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
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
