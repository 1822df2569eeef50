'use client';

/**
 * The footer's way back to the consent banner: the shopper's choice can be changed at any time. The
 * choice's store comes with the press (the banner has loaded it after the page's first paint).
 */
export function ConsentPreferencesButton() {
  return (
    <button
      type="button"
      onClick={() => void import('@/lib/analytics/consent').then((consent) => consent.reopenConsent())}
      className="inline-block py-1 text-left hover:text-white hover:underline"
    >
      Preferências de cookies
    </button>
  );
}
