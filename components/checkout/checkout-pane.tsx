/** One of the three checkout panes: its number and title, its form when active, a summary otherwise. */
export function CheckoutPane({
  number,
  title,
  active,
  summary,
  children,
}: {
  number: number;
  title: string;
  active: boolean;
  summary: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`pane-${number}`}
      aria-current={active ? 'step' : undefined}
      className={`rounded-lg bg-white p-4 shadow-sm ring-1 ${active ? 'ring-brand' : 'ring-warm-200'}`}
    >
      <h2 id={`pane-${number}`} className="mb-3 text-lg font-bold">
        <span className="mr-2 inline-flex size-7 items-center justify-center rounded-full bg-brand text-white">
          {number}
        </span>
        {title}
      </h2>
      {active ? children : <div className="text-sm text-warm-700">{summary}</div>}
    </section>
  );
}

export const primaryButton =
  'w-full rounded bg-brand px-4 py-3 font-bold uppercase tracking-wide text-white transition hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-50';
