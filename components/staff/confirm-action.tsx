'use client';

/**
 * A button that asks before it acts ('Concluir pesagem', 'Cancelar pedido'): the first tap shows the
 * question with 'Sim' and 'Voltar' in its place, on the page rather than in a browser dialog, so a tablet
 * user answers with the same finger and a keyboard user stays in the flow.
 */
import { useId, useState } from 'react';
import { primaryButton, secondaryButton } from './staff-buttons';

export function ConfirmAction({
  label,
  question,
  confirmLabel,
  onConfirm,
  busy = false,
  disabled = false,
  buttonClassName = primaryButton,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  disabled?: boolean;
  buttonClassName?: string;
}) {
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  if (!asking) {
    return (
      <button
        type="button"
        className={buttonClassName}
        disabled={disabled || busy}
        onClick={() => setAsking(true)}
      >
        {busy ? 'Carregando...' : label}
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      className="flex flex-wrap items-center gap-3 rounded bg-warm-100 p-3"
    >
      <p id={questionId} className="w-full font-semibold sm:w-auto">
        {question}
      </p>
      <button
        type="button"
        className={primaryButton}
        // The question stays focused on the tap that answers it: focus the answer at once.
        autoFocus
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </button>
      <button type="button" className={secondaryButton} onClick={() => setAsking(false)}>
        Voltar
      </button>
    </div>
  );
}
