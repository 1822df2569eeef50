import { FormAlert } from '@/components/ui/form/form-alert';
import { primaryButton, secondaryButton } from './staff-buttons';

/**
 * A staff form's end: what the server refused (announced as an alert), its save button (reading
 * 'Carregando...' while it saves) and what else the form offers beside it (Cancelar, a reset).
 */
export function FormActions({
  alert,
  saving,
  saveLabel,
  children,
}: {
  alert: string[];
  saving: boolean;
  saveLabel: string;
  children?: React.ReactNode;
}) {
  return (
    <>
      {alert.length > 0 && <FormAlert>{alert.join(' ')}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={saving}>
          {saving ? 'Carregando...' : saveLabel}
        </button>
        {children}
      </div>
    </>
  );
}

export function CancelButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className={secondaryButton} onClick={onClick}>
      Cancelar
    </button>
  );
}
