/**
 * @jest-environment jsdom
 */
import { act, render, waitFor } from '@testing-library/react';
import type { DataLayerLine } from '@/lib/analytics/data-layer';
import { holdFirstPaint } from '@/test-support/first-paint';
import { ViewRecorder } from './view-recorder';

// The real helper, watched (test-support/first-paint.ts).
jest.mock('@/lib/shell/after-first-paint', () => jest.requireActual('@/test-support/first-paint'));

const product: DataLayerLine['variant'] = {
  id: 3,
  name: 'Picanha bovina',
  price: '89.9',
  unitForQuantity: 'g',
  manufacturer: null,
};

it("records the view and logs 'viewed product' once the page has painted, not before", async () => {
  const requests: string[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    requests.push(`${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`);
    return { ok: true, status: 204, statusText: 'No Content', text: async () => '' } as Response;
  }) as unknown as typeof fetch;
  const { paint, cancel } = holdFirstPaint();

  const view = render(<ViewRecorder product={product} slug="picanha-bovina" />);
  expect(requests).toEqual([]);

  act(paint);
  await waitFor(() =>
    expect(requests.sort()).toEqual(['POST /api/sales/v2/events', 'POST /api/sales/v2/products/3/views']),
  );
  view.unmount();
  expect(cancel).toHaveBeenCalled();
});

it('says nothing, to the shopper or the console, when the API throttles the view (429)', async () => {
  const requests: string[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    requests.push(`${init?.method ?? 'GET'} ${path}`);
    if (path.endsWith('/views')) {
      const body = JSON.stringify({
        error: 'Muitas tentativas. Tente novamente em instantes.',
        errors: {},
      });
      return { ok: false, status: 429, statusText: 'Too Many Requests', text: async () => body } as Response;
    }
    return { ok: true, status: 204, statusText: 'No Content', text: async () => '' } as Response;
  }) as unknown as typeof fetch;
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { paint } = holdFirstPaint();
  try {
    const view = render(<ViewRecorder product={product} slug="picanha-bovina" />);
    act(paint);
    await waitFor(() => expect(requests).toContain('POST /api/sales/v2/products/3/views'));
    // Let the answer's promise chain settle.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    // Nothing recorded: the recently viewed list is not fetched again.
    expect(requests.filter((request) => request.includes('recently_viewed'))).toEqual([]);
    view.unmount();
  } finally {
    warn.mockRestore();
    error.mockRestore();
  }
});
