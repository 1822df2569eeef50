import { sendBeacon } from './vitals-beacon';

const vitals = {
  route: '/produtos/[slug]',
  connection: '4g',
  metrics: [{ name: 'LCP' as const, value: 1200, rating: 'good' as const }],
};

let fetchMock: jest.Mock;
let warn: jest.SpyInstance;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('the Web Vitals beacon', () => {
  it("posts the page's measurements with the release, kept alive past the page", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await sendBeacon(vitals);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/sales/v2/vitals');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(init.body as string)).toEqual({ ...vitals, release: 'development' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs a refused beacon instead of dropping it silently', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 429 }));
    await sendBeacon(vitals);
    expect(warn).toHaveBeenCalledWith('web vitals not sent', 429);
  });

  it('logs a beacon that never arrived, and does not throw', async () => {
    const failure = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(failure);
    await expect(sendBeacon(vitals)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('web vitals not sent', failure);
  });
});
