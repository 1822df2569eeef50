/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { readFlash } from './session-flash';
import { logout } from '@/lib/api-client/accounts';
import { ApiClientError } from '@/lib/api-client/client';
import { LogoutScreen } from './logout-screen';

jest.mock('@/lib/api-client/accounts', () => ({ logout: jest.fn(() => new Promise(() => {})) }));

const replace = jest.fn();
jest.mock('@/lib/account/navigation', () => ({
  ...jest.requireActual('@/lib/account/navigation'),
  replacePage: (path: string) => replace(path),
}));

describe('LogoutScreen', () => {
  beforeEach(() => {
    jest.mocked(logout).mockReset();
    jest.mocked(logout).mockImplementation(() => new Promise(() => {}));
    replace.mockClear();
    window.sessionStorage.clear();
  });

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

  it('reloads / with the message once the session has ended', async () => {
    jest.mocked(logout).mockResolvedValue(null);
    render(<LogoutScreen confirmFirst={false} />);
    await act(async () => {});
    expect(replace).toHaveBeenCalledWith('/');
    expect(readFlash(window.sessionStorage.getItem('cdc_flash')!)).toEqual({
      message: 'Sua sessão foi finalizada com sucesso',
      path: '/',
    });
  });

  // On a shared device, leaving for the shop as if logged out would leave the session open.
  it.each([
    ['the server refuses (503)', new ApiClientError(503, { error: 'Serviço indisponível', errors: {} })],
    ['the network fails', new TypeError('Failed to fetch')],
  ])('stays and says so when %s, and tries again on the click', async (_kind, failure) => {
    jest.mocked(logout).mockRejectedValueOnce(failure).mockResolvedValueOnce(null);
    render(<LogoutScreen confirmFirst={false} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível sair da sua conta. Tente novamente.',
    );
    expect(replace).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('cdc_flash')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(logout).toHaveBeenCalledTimes(2);
    await act(async () => {});
    expect(replace).toHaveBeenCalledWith('/');
    expect(readFlash(window.sessionStorage.getItem('cdc_flash')!)).toEqual({
      message: 'Sua sessão foi finalizada com sucesso',
      path: '/',
    });
  });
});
