/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { NavigationProgress } from './navigation-progress';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));
const pathname = jest.mocked(usePathname);

function renderWithLinks() {
  const view = render(
    <>
      <NavigationProgress />
      <a href="/sobre">Sobre</a>
      <a href="/" target="_blank">
        Nova janela
      </a>
      <a href="https://example.com/x">Fora</a>
    </>,
  );
  const bar = () => view.container.querySelector('[data-phase]')!;
  return { ...view, bar };
}

describe('NavigationProgress', () => {
  beforeEach(() => pathname.mockReturnValue('/'));

  it('runs from a click on a link to another page until that page shows', () => {
    jest.useFakeTimers();
    const { getByText, bar, rerender } = renderWithLinks();
    expect(bar()).toHaveAttribute('data-phase', 'idle');
    fireEvent.click(getByText('Sobre'));
    expect(bar()).toHaveAttribute('data-phase', 'loading');

    pathname.mockReturnValue('/sobre');
    rerender(
      <>
        <NavigationProgress />
      </>,
    );
    expect(bar()).toHaveAttribute('data-phase', 'done');
    act(() => jest.advanceTimersByTime(500));
    expect(bar()).toHaveAttribute('data-phase', 'idle');
    jest.useRealTimers();
  });

  it('ignores new windows, other sites and modified clicks', () => {
    const { getByText, bar } = renderWithLinks();
    fireEvent.click(getByText('Nova janela'));
    fireEvent.click(getByText('Fora'));
    fireEvent.click(getByText('Sobre'), { ctrlKey: true });
    expect(bar()).toHaveAttribute('data-phase', 'idle');
  });
});
