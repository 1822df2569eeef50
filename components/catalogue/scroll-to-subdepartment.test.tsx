/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { variantJson } from '@/test-support/components/cart-fixtures';
import { animateScroll } from '@/components/ui/animate-scroll';
import { camelize } from '@/lib/sales-api/case';
import { DepartmentTemplate } from './department-template';

jest.mock('@/components/ui/animate-scroll', () => ({ animateScroll: jest.fn(async () => {}) }));

const department = {
  id: 1,
  name: 'Bovinos',
  subdepartments: [
    {
      id: 1,
      name: 'Cortes',
      slug: 'cortes',
      imageUrl: null,
      products: [camelize(variantJson({ id: 1, name: 'Picanha' }))],
      nextCursor: null,
    },
    {
      id: 2,
      name: 'Moídas',
      slug: 'moidas',
      imageUrl: null,
      products: [camelize(variantJson({ id: 2, name: 'Acém moído' }))],
      nextCursor: null,
    },
  ],
};

// Next's router is not here: the links' navigation is left out (jsdom does not navigate).
const stayHere = (event: MouseEvent) => event.preventDefault();
beforeAll(() => document.addEventListener('click', stayHere));
afterAll(() => document.removeEventListener('click', stayHere));

const chip = (name: string) =>
  screen.getByRole('link', { name, current: name === 'Moídas' ? 'location' : undefined });

describe('the subdepartment chips of a department page', () => {
  it("scroll to the address's section, and again on a tap on its chip after the shopper scrolled away", async () => {
    const scrolls = jest.mocked(animateScroll);
    render(<DepartmentTemplate department={department} subSlug="moidas" />);
    await waitFor(() => expect(scrolls).toHaveBeenCalledTimes(1));

    window.scrollY = 2_000; // scrolled away, further down the page
    fireEvent.click(chip('Moídas'));
    await waitFor(() => expect(scrolls).toHaveBeenCalledTimes(2));
    expect(scrolls.mock.calls[1]![0]).toBe(2_000);

    // Another chip is a navigation to its own address, whose page scrolls to it; nor does a new tab scroll.
    fireEvent.click(chip('Cortes'));
    fireEvent.click(chip('Moídas'), { ctrlKey: true });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrolls).toHaveBeenCalledTimes(2);
  });
});
