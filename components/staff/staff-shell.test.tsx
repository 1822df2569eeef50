/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import type { StaffCapability } from '@/lib/rules/staff-roles';
import { StaffShell } from './staff-shell';

jest.mock('next/navigation', () => ({ usePathname: () => '/equipe/loja/produtos' }));

/** What the layout works out for each role (lib/rules/staff-roles.ts). */
const CAPABILITIES: Record<'manager' | 'counter', StaffCapability[]> = {
  manager: ['board', 'pack', 'dispatch', 'problems', 'support', 'store'],
  counter: ['board', 'pack', 'dispatch', 'problems', 'support'],
};

function renderShell(role: 'manager' | 'counter') {
  const capabilities = CAPABILITIES[role];
  render(
    <StaffShell storeName="Casa da Carne" viewer={{ name: 'Ana', roleLabel: role, capabilities }}>
      <p>conteúdo</p>
    </StaffShell>,
  );
  return within(screen.getByRole('navigation', { name: 'Equipe' }));
}

test("gives the manager the store's item, current on its pages", () => {
  const nav = renderShell('manager');
  expect(nav.getByRole('link', { name: 'Loja' })).toHaveAttribute('href', '/equipe/loja');
  expect(nav.getByRole('link', { name: 'Loja' })).toHaveAttribute('aria-current', 'page');
});

test('leaves it out for the counter', () => {
  const nav = renderShell('counter');
  expect(nav.getByRole('link', { name: 'Atendimento' })).toBeInTheDocument();
  expect(nav.queryByRole('link', { name: 'Loja' })).toBeNull();
});
