'use client';

/**
 * A one-time message carried across a full page reload (/logout reloads / with the message 'Sua sessão
 * foi finalizada com sucesso'). Kept in sessionStorage, shown
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
    // Read once after mount (sessionStorage does not exist during server rendering), in a task of its
    // own: the browser's first storage access waits on its storage process, and every page pays it,
    // so it stays out of the task that brings the page to life.
    let hideTimer: number | undefined;
    const readTimer = window.setTimeout(() => {
      const stored = window.sessionStorage.getItem(FLASH_KEY);
      if (!stored) return;
      window.sessionStorage.removeItem(FLASH_KEY);
      setMessage(stored);
      hideTimer = window.setTimeout(() => setMessage(null), 6000);
    });
    return () => {
      window.clearTimeout(readTimer);
      window.clearTimeout(hideTimer);
    };
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
