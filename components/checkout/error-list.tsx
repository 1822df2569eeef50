/** The checkout's dismissible error list: every area's messages together. */
export function ErrorList({ messages, onDismiss }: { messages: string[]; onDismiss: () => void }) {
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      data-testid="checkout-errors"
      className="flex items-start justify-between gap-3 rounded-lg bg-brand-light p-3 text-sm text-brand-dark ring-1 ring-brand/30"
    >
      <ul className="flex list-disc flex-col gap-1 pl-4">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      <button
        type="button"
        aria-label="Fechar avisos"
        onClick={onDismiss}
        className="-m-1 rounded p-1 text-lg leading-none font-bold hover:bg-brand/10"
      >
        ×
      </button>
    </div>
  );
}
