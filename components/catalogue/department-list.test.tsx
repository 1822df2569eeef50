/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import type { DepartmentJson } from '@/lib/sales-api/catalogue';
import { DepartmentList } from './department-list';

const department = (id: number, subdepartments: string[]): DepartmentJson => ({
  id,
  name: `Departamento ${id}`,
  slug: `departamento-${id}`,
  image_url: null,
  subdepartments: subdepartments.map((name, index) => ({
    id: id * 100 + index,
    name,
    slug: name.toLowerCase(),
  })),
});

test('draws a card per department with up to four subdepartments and a link to the rest', () => {
  render(<DepartmentList departments={[department(1, ['A', 'B', 'C', 'D', 'E']), department(2, ['F'])]} />);
  expect(screen.getByRole('link', { name: 'Departamento 1' })).toHaveAttribute('href', '/departamentos/1');
  expect(screen.getByRole('link', { name: 'D' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'E' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: /Ver mais/ })).toHaveLength(1);
});

test('says so when there is no department yet, and points to the search', () => {
  render(<DepartmentList departments={[]} />);
  expect(screen.getByText(/Nenhum departamento disponível no momento/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Buscar produtos' })).toHaveAttribute('href', '/busca');
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});
