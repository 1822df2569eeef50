/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CardForm } from './card-form';

/** Mercado Pago's JS SDK as the card form uses it: the script puts `MercadoPago` on the window. */
const createCardToken = jest.fn();
const getPaymentMethods = jest.fn();
jest.mock('@mercadopago/sdk-js', () => ({
  loadMercadoPago: async () => {
    (window as unknown as { MercadoPago: unknown }).MercadoPago = class {
      constructor(readonly publicKey: string) {}
      createCardToken = createCardToken;
      getPaymentMethods = getPaymentMethods;
    };
  },
}));

const MERCADO_PAGO = { provider: 'mercadopago', publicKey: 'TEST-public-key-0001' } as const;

function fill(number: string) {
  fireEvent.change(screen.getByLabelText('Nome impresso no cartão'), { target: { value: 'Bruna Lima' } });
  fireEvent.change(screen.getByLabelText('Número do cartão'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Mês (MM)'), { target: { value: '11' } });
  fireEvent.change(screen.getByLabelText('Ano'), { target: { value: '30' } });
  fireEvent.change(screen.getByLabelText('CVV'), { target: { value: '123' } });
}

beforeEach(() => {
  createCardToken.mockReset();
  getPaymentMethods.mockReset();
  global.fetch = jest.fn(async () => {
    throw new Error('the shop is not asked when Mercado Pago tokenises');
  }) as typeof fetch;
});

describe('CardForm with Mercado Pago', () => {
  it("tokenises with Mercado Pago's SDK: the checkout gets its token, brand and last digits only", async () => {
    createCardToken.mockResolvedValue({ id: 'ff8080814c11e237014c1ff593b57b4d', last_four_digits: '0604' });
    getPaymentMethods.mockResolvedValue({ results: [{ id: 'master' }] });
    const onTokenized = jest.fn();
    render(<CardForm busy={false} tokenizer={MERCADO_PAGO} onTokenized={onTokenized} />);
    fill('5031 4332 1540 6351');
    fireEvent.submit(screen.getByRole('form', { name: 'Novo cartão' }));
    await waitFor(() =>
      expect(onTokenized).toHaveBeenCalledWith({
        token: 'ff8080814c11e237014c1ff593b57b4d',
        brand: 'master',
        last_digits: '0604',
        name: 'Bruna Lima',
        month: '11',
        year: '30',
      }),
    );
    expect(createCardToken).toHaveBeenCalledWith({
      cardNumber: '5031433215406351',
      cardholderName: 'Bruna Lima',
      cardExpirationMonth: '11',
      cardExpirationYear: '2030',
      securityCode: '123',
    });
    expect(getPaymentMethods).toHaveBeenCalledWith({ bin: '50314332' });
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("tokenises once when 'Usar este cartão' is sent twice before it shows it is loading", async () => {
    createCardToken.mockResolvedValue({ id: 'ff8080814c11e237014c1ff593b57b4d', last_four_digits: '0604' });
    getPaymentMethods.mockResolvedValue({ results: [{ id: 'master' }] });
    const onTokenized = jest.fn();
    render(<CardForm busy={false} tokenizer={MERCADO_PAGO} onTokenized={onTokenized} />);
    fill('5031 4332 1540 6351');
    const form = screen.getByRole('form', { name: 'Novo cartão' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(onTokenized).toHaveBeenCalled());
    expect(createCardToken).toHaveBeenCalledTimes(1);
    expect(onTokenized).toHaveBeenCalledTimes(1);
  });

  it("shows Mercado Pago's refusal at the field it names, and sends nothing", async () => {
    createCardToken.mockRejectedValue([{ code: 'E301', description: 'invalid parameter cardNumber' }]);
    const onTokenized = jest.fn();
    render(<CardForm busy={false} tokenizer={MERCADO_PAGO} onTokenized={onTokenized} />);
    fill('5031433215406350');
    fireEvent.submit(screen.getByRole('form', { name: 'Novo cartão' }));
    expect(await screen.findByText('* Número do cartão inválido')).toBeInTheDocument();
    expect(onTokenized).not.toHaveBeenCalled();
  });

  it('says the card cannot be checked now when Mercado Pago refuses without a known reason', async () => {
    createCardToken.mockRejectedValue(new Error('network'));
    render(<CardForm busy={false} tokenizer={MERCADO_PAGO} onTokenized={jest.fn()} />);
    fill('5031433215406351');
    fireEvent.submit(screen.getByRole('form', { name: 'Novo cartão' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Confira os dados do cartão e tente de novo.');
  });
});
