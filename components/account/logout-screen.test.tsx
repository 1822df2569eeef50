/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { logout } from '@/lib/api-client/accounts';
import { LogoutScreen } from './logout-screen';

jest.mock('@/lib/api-client/accounts', () => ({ logout: jest.fn(() => new Promise(() => {})) }));

describe('LogoutScreen', () => {
  beforeEach(() => jest.mocked(logout).mockClear());

  it("ends the session at once when the shop's own link led here", () => {
    render(<LogoutScreen confirmFirst={false} />);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Saindo...');
  });

  it('asks first when the visit came from elsewhere, and ends the session only on the click', () => {
    render(<LogoutScreen confirmFirst />);
    expect(screen.getByText('Deseja sair da sua conta?')).toBeInTheDocument();
    expect(logout).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'SAIR' }));
    expect(logout).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.queryByRole('button', { name: 'SAIR' }) ?? document.body);
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
