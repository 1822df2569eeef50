'use client';

import { useEffect, useRef } from 'react';
import { logout } from '@/lib/api-client/accounts';
import { LOGOUT_MESSAGE } from '@/lib/account/navigation';
import { setFlash } from './session-flash';

/** /logout: ends the session on the server, then reloads / with the message (spec 02). */
export function LogoutScreen() {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout()
      .then(() => setFlash(LOGOUT_MESSAGE))
      .finally(() => window.location.replace('/'));
  }, []);
  return (
    <p role="status" className="py-16 text-center text-warm-700">
      Saindo...
    </p>
  );
}
