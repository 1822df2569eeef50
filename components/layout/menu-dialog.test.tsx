/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { MenuDialog } from './menu-dialog';

jest.mock('next/navigation', () => ({ usePathname: () => '/departamentos' }));

// The customer's query as the menu reads it: a new result each time it reports progress.
let mockCustomer: { data: unknown } = { data: undefined };
jest.mock('@/lib/api-client/session', () => ({ useCurrentUser: () => ({ ...mockCustomer }) }));

// Each entry's link, its renders counted.
const linkRenders: string[] = [];
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children, ...props }: Record<string, unknown>) => {
    linkRenders.push(href as string);
    delete props.prefetch; // next/link's own prop, not an anchor's
    return (
      <a href={href as string} {...props}>
        {children as React.ReactNode}
      </a>
    );
  },
}));

beforeAll(() => {
  HTMLDialogElement.prototype.close = jest.fn(); // not in jsdom
});

describe('MenuDialog', () => {
  it('draws its entries again when the customer signs in, not at each step of the customer’s query', () => {
    const { rerender } = render(<MenuDialog storeName="Casa da Carne" />);
    expect(linkRenders).toHaveLength(9);
    expect(screen.getByRole('link', { name: 'Departamentos', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The query settles on a guest: the same entries.
    mockCustomer = { data: null };
    rerender(<MenuDialog storeName="Casa da Carne" />);
    expect(linkRenders).toHaveLength(9);

    mockCustomer = { data: { id: 1, email: 'ana@example.com' } };
    rerender(<MenuDialog storeName="Casa da Carne" />);
    expect(linkRenders).toHaveLength(18);
    expect(screen.getByRole('link', { name: 'Meus blends', hidden: true })).toBeInTheDocument();
  });
});
