import { passwordStrength } from '@/lib/account/password-strength';

const COLORS = { Fraca: 'bg-label-red', Média: 'bg-label-orange', Forte: 'bg-label-green' } as const;
const FILLED = { Fraca: 1, Média: 2, Forte: 3 } as const;

/** The password strength meter: nothing for an empty password, then Fraca, Média or Forte. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password);
  if (!strength) return null;
  return (
    <div className="mt-1 flex items-center gap-2" aria-live="polite">
      <div className="flex flex-1 gap-1" aria-hidden>
        {[1, 2, 3].map((step) => (
          <span
            key={step}
            className={`h-1.5 flex-1 rounded ${step <= FILLED[strength] ? COLORS[strength] : 'bg-warm-200'}`}
          />
        ))}
      </div>
      <span className="text-xs text-warm-700">Força da senha: {strength}</span>
    </div>
  );
}
