/**
 * @jest-environment jsdom
 */
import { renderToString } from 'react-dom/server';
import { consentBannerHeight, publishConsentBannerHeight } from './consent-banner-height';
import { ConsentBannerView } from './consent-banner-view';

// jsdom lays nothing out: the banner is given the height a phone shows it at.
const BANNER_HEIGHT = 144;
Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
  configurable: true,
  get(this: HTMLElement) {
    return this.getAttribute('aria-label') === 'Privacidade e cookies' ? BANNER_HEIGHT : 0;
  },
});

describe('consentBannerHeight', () => {
  it("is the height of the banner drawn from the server's HTML until its code publishes one", () => {
    expect(consentBannerHeight()).toBe(0);
    // The banner as the page's HTML has it, before its code (the phone's buy bar rides above it at once).
    document.body.innerHTML = renderToString(<ConsentBannerView choice={null} />);
    expect(consentBannerHeight()).toBe(BANNER_HEIGHT);
    // Closed by the live banner: 0 even while its element is still on its way out.
    publishConsentBannerHeight(0);
    expect(consentBannerHeight()).toBe(0);
  });
});
