/** The form's primary button; while loading it reads 'Carregando...'. */
export function SubmitButton({
  loading,
  children,
  disabled,
  className = '',
  ...button
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean }) {
  return (
    <button
      type="submit"
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`w-full rounded bg-brand px-4 py-3 font-bold uppercase tracking-wide text-white transition-colors hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-50 ${className}`}
      {...button}
    >
      {loading ? 'Carregando...' : children}
    </button>
  );
}
