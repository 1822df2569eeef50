/**
 * @jest-environment jsdom
 */
import { chooseConsent, withdrawAnalytics } from './consent';

const googleCookies = () => document.cookie.split('; ').filter((cookie) => /^_g/.test(cookie));

test("withdrawing consent deletes Google Analytics' cookies and says whether Tag Manager runs", () => {
  document.cookie = '_ga=GA1.1.123; Path=/';
  document.cookie = '_ga_ABC123=GS1.1.456; Path=/';
  document.cookie = '_gid=GA1.1.789; Path=/';
  document.cookie = 'cdc_consent=denied; Path=/';
  expect(withdrawAnalytics()).toBe(false);
  expect(document.cookie).toBe('cdc_consent=denied');

  const script = document.createElement('script');
  script.id = 'gtm-script';
  document.head.appendChild(script);
  expect(withdrawAnalytics()).toBe(true);
  script.remove();
});

test("'Recusar' after 'Aceitar' deletes them", () => {
  chooseConsent('granted');
  document.cookie = '_ga=GA1.1.123; Path=/';
  chooseConsent('granted');
  expect(googleCookies()).toEqual(['_ga=GA1.1.123']);
  chooseConsent('denied');
  expect(googleCookies()).toEqual([]);
});
