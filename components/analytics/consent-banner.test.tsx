/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { reopenConsent } from '@/lib/analytics/consent';
import { ConsentBanner } from './consent-banner';

// jsdom lays nothing out: the banner measures 0 px high here.
globalThis.ResizeObserver = class {
  constructor(private readonly resized: ResizeObserverCallback) {}
  observe() {
    this.resized([], this);
  }
  disconnect() {}
  unobserve() {}
};

/** The banner's height as the phone's buy bar reads it. */
const publishedHeight = () => document.documentElement.style.getPropertyValue('--consent-banner-height');

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
    expect(publishedHeight()).toBe('0px');
    const refuse = screen.getByRole('button', { name: 'Recusar' });
    expect(refuse).toBeEnabled();
    fireEvent.click(refuse);
    expect(document.cookie).toContain('cdc_consent=denied');
    expect(banner()).not.toBeInTheDocument();
    expect(publishedHeight()).toBe('');

    // The footer's 'Preferências de cookies' opens it again, with the current choice.
    act(() => reopenConsent());
    expect(banner()).toHaveTextContent('Sua escolha atual: recusados.');
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect(document.cookie).toContain('cdc_consent=granted');
    expect(banner()).not.toBeInTheDocument();
  });
});
