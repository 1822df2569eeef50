/**
 * @jest-environment jsdom
 */
import { ApiClientError } from './client';
import { reportClientError } from './error-report';
import { trackEvent } from './events';

const mockApiRequest = jest.fn();
jest.mock('./client', () => ({ ...jest.requireActual('./client'), apiRequest: () => mockApiRequest() }));
jest.mock('./error-report', () => ({ reportClientError: jest.fn() }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const refused = (status: number) => new ApiClientError(status, { error: 'Valor muito longo', errors: {} });

beforeEach(() => {
  jest.mocked(reportClientError).mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

test('an event the API refused or failed is reported to the team, silently', async () => {
  for (const status of [422, 500]) {
    mockApiRequest.mockRejectedValueOnce(refused(status));
    trackEvent('page not found', { url: 'http://loja/x', status: 404, referrer: null });
    await settle();
  }
  expect(reportClientError).toHaveBeenCalledTimes(2);
  expect(reportClientError).toHaveBeenCalledWith(expect.any(ApiClientError), {
    context: 'analytics page not found',
  });
});

test('a throttled event or a shopper offline is not reported', async () => {
  mockApiRequest.mockRejectedValueOnce(refused(429));
  trackEvent('Checkout tapped', { order: 'R123456789' });
  mockApiRequest.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  trackEvent('Checkout tapped', { order: 'R123456789' });
  await settle();
  expect(reportClientError).not.toHaveBeenCalled();
});
