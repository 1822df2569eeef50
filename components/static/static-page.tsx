/** The frame of the institutional pages: a title and readable text. */
export function StaticPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-extrabold uppercase tracking-wide md:text-3xl">{title}</h1>
      {intro && <p className="mt-3 text-lg text-warm-700">{intro}</p>}
      <div className="mt-6 space-y-4 leading-7 [&_h2]:mt-8 [&_h2]:text-lg [&_h2]:font-bold [&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
        {children}
      </div>
    </article>
  );
}
