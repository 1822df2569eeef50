/**
 * @jest-environment jsdom
 */
import { act, render, waitFor } from '@testing-library/react';
import type { DataLayerLine } from '@/lib/analytics/data-layer';
import { holdFirstPaint } from '@/lib/shell/first-paint-fixtures';
import { ViewRecorder } from './view-recorder';

jest.mock('@/lib/shell/after-first-paint'); // the real helper, watched (see its __mocks__)

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
