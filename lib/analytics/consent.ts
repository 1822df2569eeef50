/**
 * The shopper's LGPD choice about analytics (docs/business-rules.md, Analytics and privacy): essential
 * cookies always; analytics (the data layer and Google Tag Manager) only after 'Aceitar'. The choice is kept
 * for a year in a first-party cookie (readable by the server too) and can be changed from the footer, which
 * reopens the banner. A tiny store: the footer's button, the banner and the analytics (loaded after the page)
 * share it. The server reads the same cookie, so the banner is in the page's HTML from the start on a first
 * visit.
 */
export const CONSENT_COOKIE = 'cdc_consent';
export type ConsentChoice = 'granted' | 'denied';

/** The choice a cookie's value records (null: not asked yet, or a value this shop never wrote). */
export function parseConsentChoice(value: string | undefined): ConsentChoice | null {
  return value === 'granted' || value === 'denied' ? value : null;
}

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
  const match = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`).exec(document.cookie);
  return parseConsentChoice(match?.[1]);
}

/** The state a page starts in: the banner open until a choice is made. One object per choice. */
const INITIAL_STATES = {
  granted: { choice: 'granted', open: false },
  denied: { choice: 'denied', open: false },
  none: { choice: null, open: true },
} as const satisfies Record<string, ConsentState>;

export function initialConsentState(choice: ConsentChoice | null): ConsentState {
  return INITIAL_STATES[choice ?? 'none'];
}

export function consentState(): ConsentState {
  state ??= initialConsentState(readCookie());
  return state;
}

function update(next: ConsentState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function chooseConsent(choice: ConsentChoice): void {
  const withdrawn = consentState().choice === 'granted' && choice === 'denied';
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${choice}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
  update({ choice, open: false });
  // Tag Manager cannot be unloaded: the page is loaded again without it.
  if (withdrawn && withdrawAnalytics()) window.location.reload();
}

/** Google Analytics' cookies (_ga, _ga_<id>, _gid). */
const GOOGLE_COOKIE = /^_ga(_.+)?$|^_gid$/;

/**
 * A consent withdrawn after it was given: Google Analytics' cookies are deleted, on this host and on each
 * parent domain they may have been set on. Answers whether Tag Manager is running in this page.
 */
export function withdrawAnalytics(): boolean {
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]!.trim())
    .filter((name) => GOOGLE_COOKIE.test(name));
  const labels = window.location.hostname.split('.');
  const domains = labels.map((_, index) => labels.slice(index).join('.'));
  for (const name of names) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; Path=/; Domain=${domain}`;
  }
  return document.getElementById('gtm-script') !== null;
}

/** The footer's 'Preferências de cookies': shows the banner again with the current choice. */
export function reopenConsent(): void {
  update({ ...consentState(), open: true });
}

/** True when the shopper accepted analytics (the data layer may be filled). */
export function analyticsAllowed(): boolean {
  return typeof document !== 'undefined' && consentState().choice === 'granted';
}
