'use client';

import { reopenConsent } from '@/lib/analytics/consent';

/** The footer's way back to the consent banner: the shopper's choice can be changed at any time. */
export function ConsentPreferencesButton() {
  return (
    <button
      type="button"
      onClick={reopenConsent}
      className="inline-block py-1 text-left hover:text-white hover:underline"
    >
      Preferências de cookies
    </button>
  );
}
