/**
 * @jest-environment jsdom
 */
import { fireEvent, render } from '@testing-library/react';
import { IntentPrefetch } from './intent-prefetch';

const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch }) }));

function renderLinks() {
  return render(
    <>
      <IntentPrefetch />
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the anchor next/link renders */}
      <a href="/produtos/picanha-bovina" data-prefetch="intent">
        <span>Picanha Bovina</span>
      </a>
      <a href="/sobre">Sobre nós</a>
    </>,
  );
}

describe('IntentPrefetch', () => {
  beforeEach(() => prefetch.mockClear());

  it('prefetches an intent link when the pointer reaches it, a finger touches it or it gets focus', () => {
    const { getByText } = renderLinks();
    fireEvent.pointerOver(getByText('Picanha Bovina'));
    fireEvent.touchStart(getByText('Picanha Bovina'));
    fireEvent.focusIn(getByText('Picanha Bovina').closest('a')!);
    expect(prefetch.mock.calls).toEqual([
      ['/produtos/picanha-bovina'],
      ['/produtos/picanha-bovina'],
      ['/produtos/picanha-bovina'],
    ]);
  });

  it('leaves other links to next/link', () => {
    const { getByText } = renderLinks();
    fireEvent.pointerOver(getByText('Sobre nós'));
    fireEvent.focusIn(getByText('Sobre nós'));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('stops listening when the shell unmounts', () => {
    const { getByText, unmount } = renderLinks();
    const link = getByText('Picanha Bovina');
    const detached = link.closest('a')!.cloneNode(true) as HTMLElement;
    unmount();
    document.body.append(detached);
    fireEvent.pointerOver(detached);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
