import { SERVICE_WORKER_REGISTRATION, SERVICE_WORKER_URL } from './service-worker-registration';

/** Runs the inline script against a stand-in window: what it registers, and when. */
function runScript(navigator: object) {
  const listeners = new Map<string, () => void>();
  const warnings: unknown[][] = [];
  const addEventListener = (type: string, listener: () => void) => listeners.set(type, listener);
  const console = { warn: (...args: unknown[]) => warnings.push(args) };
  new Function('navigator', 'addEventListener', 'console', SERVICE_WORKER_REGISTRATION)(
    navigator,
    addEventListener,
    console,
  );
  return { listeners, warnings };
}

describe('the service worker registration script', () => {
  it('registers the worker only once the page has loaded', () => {
    const register = jest.fn(() => Promise.resolve());
    const { listeners } = runScript({ serviceWorker: { register } });
    expect(register).not.toHaveBeenCalled();
    listeners.get('load')!();
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
  });

  it('logs a failed registration instead of leaving it unhandled', async () => {
    const failure = new TypeError('404');
    const { listeners, warnings } = runScript({ serviceWorker: { register: () => Promise.reject(failure) } });
    listeners.get('load')!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warnings).toEqual([['service worker not registered', failure]]);
  });

  it('does nothing in a browser without service workers', () => {
    expect(runScript({}).listeners.size).toBe(0);
  });

  it('stays a few hundred bytes, inline in every page', () => {
    expect(SERVICE_WORKER_REGISTRATION.length).toBeLessThan(300);
  });
});
