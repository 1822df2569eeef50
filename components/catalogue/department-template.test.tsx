/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { camelize } from '@/lib/sales-api/case';
import { variantJson } from '@/test-support/components/cart-fixtures';
import { DepartmentTemplate, type DepartmentWithProducts } from './department-template';

jest.mock('next/navigation', () => ({ usePathname: () => '/departamentos/1' }));

const PICTURE = '/uploads/subdepartments/picanha-1a2b3c4d5e6f.webp';

/** Bovinos with `count` subdepartments of one product each, pictured or not. */
function bovinos(count: number, pictured: boolean): DepartmentWithProducts {
  return {
    id: 1,
    name: 'Bovinos',
    subdepartments: Array.from({ length: count }, (_, index) => ({
      id: index + 1,
      name: `Cortes ${index + 1}`,
      slug: `cortes-${index + 1}`,
      imageUrl: pictured ? PICTURE.replace('picanha', `cortes-${index + 1}`) : null,
      products: [camelize(variantJson({ id: index + 1, name: `Corte ${index + 1}` }))],
      nextCursor: null,
    })),
  };
}

describe('the subdepartment chips of a department page', () => {
  it('show the picture of a subdepartment that has one, sized before it loads, named by the chip', () => {
    const department = bovinos(2, false);
    department.subdepartments[0]!.imageUrl = PICTURE;
    render(<DepartmentTemplate department={department} />);
    const nav = screen.getByRole('navigation', { name: 'Subdepartamentos' });
    const pictured = screen.getByRole('link', { name: 'Cortes 1' });
    const picture = pictured.querySelector('img');
    expect(picture).toHaveAttribute('src', PICTURE);
    expect(picture).toHaveAttribute('width', '32');
    expect(picture).toHaveAttribute('height', '32');
    // The chip's name is the link's: the picture is decoration to assistive technology.
    expect(picture).toHaveAttribute('alt', '');
    expect(nav.querySelectorAll('img')).toHaveLength(1);
  });

  it('keep the look of a chip without a picture: its name only', () => {
    render(<DepartmentTemplate department={bovinos(1, false)} />);
    const chip = screen.getByRole('link', { name: 'Cortes 1' });
    expect(chip.querySelector('img')).toBeNull();
    expect(chip).toHaveClass('block', 'py-1.5', 'pl-3', 'pr-3', 'rounded-full');
  });

  it('add at most a couple of hundred bytes of HTML per pictured subdepartment', () => {
    const count = 12;
    const plain = renderToStaticMarkup(<DepartmentTemplate department={bovinos(count, false)} />);
    const pictured = renderToStaticMarkup(<DepartmentTemplate department={bovinos(count, true)} />);
    // The page's RSC payload carries each chip once more, so the page grows about twice this.
    expect((pictured.length - plain.length) / count).toBeLessThan(200);
  });
});
