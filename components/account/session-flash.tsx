'use client';

/**
 * A one-time message carried across a full page reload (/logout reloads / with the message 'Sua sessão
 * foi finalizada com sucesso'). Kept in sessionStorage with the path of the page it is for, shown once
 * there (a page with the full header), then forgotten. The page that sets it may show the full header
 * too (/logout does): it leaves a message for another path alone.
 */
import { useEffect, useState } from 'react';

const FLASH_KEY = 'cdc_flash';

/** `message` for the page at `path`, which the caller is about to load. */
export function setFlash(message: string, path: string): void {
  window.sessionStorage.setItem(FLASH_KEY, JSON.stringify({ message, path }));
}

/** The stored flash, or null when it is not one (a value from an older version of the page). */
export function readFlash(stored: string): { message: string; path: string } | null {
  try {
    const flash: unknown = JSON.parse(stored);
    if (typeof flash !== 'object' || flash === null) return null;
    const { message, path } = flash as Record<string, unknown>;
    return typeof message === 'string' && typeof path === 'string' ? { message, path } : null;
  } catch {
    return null;
  }
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
      const flash = readFlash(stored);
      if (flash && flash.path !== window.location.pathname) return;
      window.sessionStorage.removeItem(FLASH_KEY);
      if (!flash) return;
      setMessage(flash.message);
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
