/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StoreProvider } from '@/components/ui/store-contacts';
import { CRASH_NOTIFIED, CRASH_TITLE } from '@/lib/shell/crash';
import { store } from '@/test-support/components/crash-fixtures';
import { LazyCrashScreen } from './lazy-crash-screen';

/** The crash screen's chunk fails to download (the first test only). */
let mockChunkFails = false;
jest.mock('./crash-screen', () => {
  if (mockChunkFails) throw new Error('Loading chunk 456 failed.');
  return jest.requireActual('./crash-screen');
});

beforeEach(() => {
  global.fetch = jest.fn(async () => ({
    status: 204,
    ok: true,
    statusText: '',
    text: async () => '',
  })) as never;
});

it('keeps saying what to do, with its retry, when its code cannot be loaded', async () => {
  mockChunkFails = true;
  const reset = jest.fn();
  try {
    render(
      <StoreProvider store={store}>
        <LazyCrashScreen error={new Error('boom')} reset={reset} />
      </StoreProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('alert')).toHaveTextContent(CRASH_TITLE);
    expect(screen.queryByText(CRASH_NOTIFIED)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(reset).toHaveBeenCalledTimes(1);
  } finally {
    mockChunkFails = false;
  }
});

it('says what to do at once, with its retry, and the whole screen once its code has arrived', async () => {
  const reset = jest.fn();
  render(
    <StoreProvider store={store}>
      <LazyCrashScreen error={new Error('boom')} reset={reset} />
    </StoreProvider>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(CRASH_TITLE);
  fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(reset).toHaveBeenCalledTimes(1);
  expect(await screen.findByText(CRASH_NOTIFIED)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Continuar pelo WhatsApp/ })).toBeInTheDocument();
});
