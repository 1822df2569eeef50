/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { trackEvent } from '@/lib/api-client/events';
import DepartmentNotFound from './not-found';

jest.mock('@/lib/api-client/events', () => ({ trackEvent: jest.fn() }));

test('a department link followed inside the app that names nothing says so and logs its URL with the 404', () => {
  render(<DepartmentNotFound />);
  expect(
    screen.getByRole('heading', { name: 'Não foi possível carregar esse departamento.' }),
  ).toBeInTheDocument();
  expect(trackEvent).toHaveBeenCalledWith('page not found', {
    url: window.location.href,
    status: 404,
    referrer: null,
  });
});
