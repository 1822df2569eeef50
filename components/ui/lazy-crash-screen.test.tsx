/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { StoreProvider } from '@/components/layout/store-contacts';
import { CRASH_NOTIFIED, CRASH_TITLE } from '@/lib/shell/crash';
import type { StoreInfo } from '@/lib/shell/store-info';
import { LazyCrashScreen } from './lazy-crash-screen';

const store: StoreInfo = {
  name: 'Casa da Carne',
  phone: '(71) 3333-4444',
  phoneHref: 'tel:+557133334444',
  whatsappNumber: '5571988887777',
  email: 'contato@casadacarne.com.br',
  address: 'Rua das Carnes, 1',
};

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
