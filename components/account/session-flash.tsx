'use client';

/**
 * A one-time message carried across a full page reload (spec 02: /logout "redirects to / with the
 * message 'Sua sessão foi finalizada com sucesso' and reloads the page"). Kept in sessionStorage, shown
 * once on the next page with the full header, then forgotten.
 */
import { useEffect, useState } from 'react';

const FLASH_KEY = 'cdc_flash';

export function setFlash(message: string): void {
  window.sessionStorage.setItem(FLASH_KEY, message);
}

export function SessionFlash() {
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const stored = window.sessionStorage.getItem(FLASH_KEY);
    if (!stored) return;
    window.sessionStorage.removeItem(FLASH_KEY);
    // Read once after mount: sessionStorage does not exist during server rendering.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMessage(stored);
    const timer = window.setTimeout(() => setMessage(null), 6000);
    return () => window.clearTimeout(timer);
  }, []);

  if (!message) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 top-4 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-lg bg-ink px-4 py-3 text-sm text-white shadow-lg"
    >
      <span>{message}</span>
      <button
        type="button"
        onClick={() => setMessage(null)}
        aria-label="Fechar"
        className="text-lg leading-none"
      >
        ×
      </button>
    </div>
  );
}
