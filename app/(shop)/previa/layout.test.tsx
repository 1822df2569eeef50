/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import PreviewLayout from './layout';

const mockStaffPage = jest.fn();
jest.mock('@/lib/server/pages/staff-access', () => ({
  staffPage: (capability: string) => mockStaffPage(capability),
}));

test('shows a preview to a staff member who runs the store', async () => {
  mockStaffPage.mockResolvedValue({ id: 7, firstName: 'Ana', role: 'manager' });
  render(await PreviewLayout({ children: <p>prévia</p> }));
  expect(mockStaffPage).toHaveBeenCalledWith('store');
  expect(screen.getByText('prévia')).toBeInTheDocument();
});

test('renders nothing for anyone else: the guard answers the not-found page', async () => {
  mockStaffPage.mockRejectedValue(new Error('NEXT_HTTP_ERROR_FALLBACK;404'));
  await expect(PreviewLayout({ children: <p>prévia</p> })).rejects.toThrow('404');
});
