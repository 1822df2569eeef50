/** A form's error (announced as an alert) or information message. */
export function FormAlert({
  children,
  tone = 'error',
}: {
  children: React.ReactNode;
  tone?: 'error' | 'info';
}) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded px-3 py-2 text-sm ${tone === 'error' ? 'bg-brand-light text-brand-dark' : 'bg-warm-100 text-ink'}`}
    >
      {children}
    </p>
  );
}
