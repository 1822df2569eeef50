/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { trackEvent } from '@/lib/api-client/events';
import ProductPageNotFound from './not-found';

jest.mock('@/lib/api-client/events', () => ({ trackEvent: jest.fn() }));

test('a product link followed inside the app that names nothing says so and logs its URL with the 404', () => {
  render(<ProductPageNotFound />);
  expect(screen.getByRole('heading', { name: 'Esse produto não existe...' })).toBeInTheDocument();
  expect(trackEvent).toHaveBeenCalledWith('page not found', {
    url: window.location.href,
    status: 404,
    referrer: null,
  });
});
