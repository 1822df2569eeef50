/**
 * @jest-environment jsdom
 */
import { render } from '@testing-library/react';
import { ScrollToTop } from './scroll-to-top';

let mockPathname = '/departamentos/1';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

describe('ScrollToTop', () => {
  it("leaves the document's first page where the browser put it, and resets every later one", () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { rerender, unmount } = render(<ScrollToTop />);
    expect(scrollTo).not.toHaveBeenCalled();

    mockPathname = '/produtos/picanha-bovina';
    rerender(<ScrollToTop />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });

    // A shell mounted by a later navigation (another route group) resets its first page too.
    unmount();
    mockPathname = '/login';
    render(<ScrollToTop />);
    expect(scrollTo).toHaveBeenCalledTimes(2);

    // A link to a section of another page (the cookie banner's privacy policy) stays at that section.
    window.history.pushState({}, '', '/termos#politica-de-privacidade');
    mockPathname = '/termos';
    render(<ScrollToTop />);
    expect(scrollTo).toHaveBeenCalledTimes(2);
    window.history.pushState({}, '', '/');
  });
});
