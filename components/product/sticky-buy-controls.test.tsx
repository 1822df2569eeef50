/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { StickyBuyControls } from './sticky-buy-controls';

/** jsdom has neither: the test plays the browser's answers. */
let report: (entry: Partial<IntersectionObserverEntry>) => void = () => {};
let phone = true;
beforeAll(() => {
  global.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      report = (entry) =>
        callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  window.matchMedia = () => ({ matches: phone }) as MediaQueryList;
});

const scrolledPast = () =>
  act(() => report({ isIntersecting: false, boundingClientRect: { height: 48 } as DOMRectReadOnly }));

const renderControls = () =>
  render(
    <StickyBuyControls price={<span>R$ 89,90 / Kg</span>}>
      <button type="button">Adicionar</button>
    </StickyBuyControls>,
  );

it('on a phone, rides in the bottom bar with the price once its place is scrolled past, and comes back', () => {
  phone = true;
  renderControls();
  expect(screen.queryByTestId('sticky-price')).not.toBeInTheDocument();
  scrolledPast();
  expect(screen.getByTestId('sticky-price')).toHaveTextContent('R$ 89,90 / Kg');
  act(() => report({ isIntersecting: true }));
  expect(screen.queryByTestId('sticky-price')).not.toBeInTheDocument();
});

it('on a desktop, stays in the buy box however far the page scrolls', () => {
  phone = false;
  renderControls();
  scrolledPast();
  expect(screen.queryByTestId('sticky-price')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Adicionar' }).closest('[data-stuck]')).toBeNull();
});
