/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import { holdFirstPaint } from '@/test-support/first-paint';
import { MenuDrawer } from './menu-drawer';

jest.mock('@/lib/shell/after-first-paint', () => jest.requireActual('@/test-support/first-paint'));
jest.mock('next/navigation', () => ({ usePathname: () => '/' }));
jest.mock('@/lib/api-client/session', () => ({ useCurrentUser: () => ({ data: null }) }));

beforeAll(() => {
  HTMLDialogElement.prototype.close = jest.fn(); // not in jsdom
});

describe('MenuDrawer', () => {
  it('draws the hamburger disabled and no menu until the page has painted and the menu’s code arrived', async () => {
    const { paint } = holdFirstPaint();
    render(<MenuDrawer storeName="Casa da Carne" />);
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toBeDisabled();
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();

    paint();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Abrir menu' })).toBeEnabled());
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('aria-label', 'Menu');
  });
});
