/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/account/session-hint';
import { reopenConsent } from '@/lib/analytics/consent';
import { ConsentBanner } from './consent-banner';
import { ConsentPreferencesButton } from './consent-preferences-button';
import { consentBannerHeight } from './consent-banner-height';

// jsdom lays nothing out: the banner is given the height a phone shows it at.
const BANNER_HEIGHT = 144;
Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
  configurable: true,
  get(this: HTMLElement) {
    return this.getAttribute('aria-label') === 'Privacidade e cookies' ? BANNER_HEIGHT : 0;
  },
});
globalThis.ResizeObserver = class {
  constructor(private readonly resized: ResizeObserverCallback) {}
  observe() {
    this.resized([], this);
  }
  disconnect() {}
  unobserve() {}
};

/** What the banner writes on the root element: nothing (every element would restyle). */
const rootStyle = () => document.documentElement.getAttribute('style');

const banner = () => screen.queryByRole('region', { name: 'Privacidade e cookies' });

describe('ConsentBanner', () => {
  it("is in the page's HTML on a first visit, its buttons waiting for JavaScript, and absent once chosen", () => {
    const html = renderToString(<ConsentBanner initialChoice={null} />);
    expect(html).toContain('aria-label="Privacidade e cookies"');
    expect(html.match(/<button[^>]*disabled=""/g)).toHaveLength(2);
    expect(renderToString(<ConsentBanner initialChoice="denied" />)).toBe('');
    expect(renderToString(<ConsentBanner initialChoice="granted" />)).toBe('');
  });

  it('hydrates the server HTML without a mismatch, then records the choice and closes', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    container.innerHTML = renderToString(<ConsentBanner initialChoice={null} />);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <ConsentBanner initialChoice={null} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    // Its code arrives after the first paint: then the buttons work.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Recusar' })).toBeEnabled());
    const refuse = screen.getByRole('button', { name: 'Recusar' });
    // The phone's buy bar reads its height to ride above it.
    expect(consentBannerHeight()).toBe(BANNER_HEIGHT);
    expect(rootStyle()).toBeNull();
    fireEvent.click(refuse);
    expect(document.cookie).toContain('cdc_consent=denied');
    expect(banner()).not.toBeInTheDocument();
    expect(consentBannerHeight()).toBe(0);
    expect(rootStyle()).toBeNull();

    // The footer's 'Preferências de cookies' opens it again, with the current choice.
    render(<ConsentPreferencesButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Preferências de cookies' }));
    await waitFor(() => expect(banner()).toHaveTextContent('Sua escolha atual: recusados.'));
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect(document.cookie).toContain('cdc_consent=granted');
    expect(banner()).not.toBeInTheDocument();
  });

  it("adds a signed-in customer's choice to their history, and sends nothing for a guest", async () => {
    const sent: { url: string; body: string }[] = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(input), body: String(init?.body) });
      return { ok: true, status: 201, text: async () => '[]' } as Response;
    }) as typeof fetch;
    act(() => reopenConsent());
    fireEvent.click(screen.getByRole('button', { name: 'Recusar' }));
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
    act(() => reopenConsent());
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ url: '/api/sales/v2/account/consents', body: '{"choice":"granted"}' });
  });
});
