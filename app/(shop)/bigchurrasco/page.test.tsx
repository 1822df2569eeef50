import { renderToString } from 'react-dom/server';
import BarbecueLandingPage from './page';

it("the barbecue landing's illustration, shown on wide screens only, is not preloaded for a phone", () => {
  const html = renderToString(<BarbecueLandingPage />);
  expect(html).toMatch(/<img[^>]+loading="lazy"[^>]+class="hidden[^"]*md:block/);
  expect(html).not.toContain('rel="preload"');
});
