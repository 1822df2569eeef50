/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { StoreProvider } from '@/components/ui/store-contacts';
import { CRASH_NOTIFIED, CRASH_TITLE } from '@/lib/shell/crash';
import { store } from '@/test-support/components/crash-fixtures';
import { LazyCrashScreen } from './lazy-crash-screen';

beforeEach(() => {
  global.fetch = jest.fn(async () => ({
    status: 204,
    ok: true,
    statusText: '',
    text: async () => '',
  })) as never;
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
