/**
 * The shopper's LGPD choice about analytics (issue 14): essential cookies always; analytics (the data
 * layer and Google Tag Manager) only after 'Aceitar'. The choice is kept for a year in a first-party
 * cookie (readable by the server too) and can be changed from the footer, which reopens the banner.
 * A tiny store: the footer's button and the banner (loaded after the page) share it.
 */
const CONSENT_COOKIE = 'cdc_consent';
export type ConsentChoice = 'granted' | 'denied';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

interface ConsentState {
  /** null: not asked yet. */
  choice: ConsentChoice | null;
  /** The banner is shown: not asked yet, or reopened from the footer. */
  open: boolean;
}

let state: ConsentState | null = null;
const listeners = new Set<() => void>();

function readCookie(): ConsentChoice | null {
  const match = /(?:^|;\s*)cdc_consent=(granted|denied)(?:;|$)/.exec(document.cookie);
  return (match?.[1] as ConsentChoice | undefined) ?? null;
}

export function consentState(): ConsentState {
  if (typeof document === 'undefined') return SERVER_STATE;
  state ??= { choice: readCookie(), open: readCookie() === null };
  return state;
}

/** On the server (and in the first render): nothing is known, nothing is shown. */
const SERVER_STATE: ConsentState = { choice: null, open: false };
export const serverConsentState = () => SERVER_STATE;

function update(next: ConsentState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function chooseConsent(choice: ConsentChoice): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${choice}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
  update({ choice, open: false });
}

/** The footer's 'Preferências de cookies': shows the banner again with the current choice. */
export function reopenConsent(): void {
  update({ ...consentState(), open: true });
}

/** True when the shopper accepted analytics (the data layer may be filled). */
export function analyticsAllowed(): boolean {
  return typeof document !== 'undefined' && consentState().choice === 'granted';
}
