/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import DriverLayout from './layout';

const mockStaffPage = jest.fn();
jest.mock('@/lib/server/pages/staff-access', () => ({
  staffPage: (capability: string) => mockStaffPage(capability),
}));

test('lets in only a staff member who may deliver, and names them', async () => {
  mockStaffPage.mockResolvedValue({ id: 7, firstName: 'Joana', role: 'driver' });
  render(await DriverLayout({ children: <p>entregas</p> }));
  expect(mockStaffPage).toHaveBeenCalledWith('deliver');
  expect(screen.getByText('Entregador: Joana')).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveTextContent('entregas');
});

test('renders nothing for anyone else: the guard answers the not-found page', async () => {
  mockStaffPage.mockRejectedValue(new Error('NEXT_HTTP_ERROR_FALLBACK;404'));
  await expect(DriverLayout({ children: <p>entregas</p> })).rejects.toThrow('404');
});
