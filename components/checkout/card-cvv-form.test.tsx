/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { camelize } from '@/lib/sales-api/case';
import { cardJson, fakeApi } from '@/test-support/components/checkout-fixtures';
import { CardCvvForm } from './card-cvv-form';

/** Mercado Pago's JS SDK as the forms use it: the script puts `MercadoPago` on the window. */
const createCardToken = jest.fn();
jest.mock('@mercadopago/sdk-js', () => ({
  loadMercadoPago: async () => {
    (window as unknown as { MercadoPago: unknown }).MercadoPago = class {
      constructor(readonly publicKey: string) {}
      createCardToken = createCardToken;
    };
  },
}));

const MERCADO_PAGO = { provider: 'mercadopago', publicKey: 'TEST-public-key-0001' } as const;
const TEST_GATEWAY = { provider: 'test', publicKey: null } as const;
const card = { ...camelize(cardJson(3, '6351', 11, 2030, '9876543210')), gatewayCardId: '9876543210' };

function submitCvv(cvv: string) {
  fireEvent.change(screen.getByLabelText('CVV'), { target: { value: cvv } });
  fireEvent.submit(screen.getByRole('form', { name: 'Código de segurança do cartão' }));
}

beforeEach(() => createCardToken.mockReset());

describe('CardCvvForm with Mercado Pago', () => {
  beforeEach(() => {
    global.fetch = jest.fn(async () => {
      throw new Error('the shop is not asked when Mercado Pago tokenises');
    }) as typeof fetch;
  });

  it("asks only the CVV: Mercado Pago's SDK makes the token from the card's id there", async () => {
    createCardToken.mockResolvedValue({ id: 'ff8080814c11e237014c1ff593b57b4d' });
    const onTokenized = jest.fn();
    render(<CardCvvForm card={card} busy={false} tokenizer={MERCADO_PAGO} onTokenized={onTokenized} />);
    expect(screen.queryByLabelText('Número do cartão')).not.toBeInTheDocument();
    expect(screen.getByText(/informe o CVV .* do cartão final 6351 a cada compra/)).toBeInTheDocument();
    submitCvv('123');
    await waitFor(() => expect(onTokenized).toHaveBeenCalledWith('ff8080814c11e237014c1ff593b57b4d'));
    expect(createCardToken).toHaveBeenCalledWith({ cardId: '9876543210', securityCode: '123' });
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('tokenises once when the form is sent twice before it shows it is loading', async () => {
    createCardToken.mockResolvedValue({ id: 'ff8080814c11e237014c1ff593b57b4d' });
    const onTokenized = jest.fn();
    render(<CardCvvForm card={card} busy={false} tokenizer={MERCADO_PAGO} onTokenized={onTokenized} />);
    fireEvent.change(screen.getByLabelText('CVV'), { target: { value: '123' } });
    const form = screen.getByRole('form', { name: 'Código de segurança do cartão' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(onTokenized).toHaveBeenCalled());
    expect(createCardToken).toHaveBeenCalledTimes(1);
    expect(onTokenized).toHaveBeenCalledTimes(1);
  });

  it("shows Mercado Pago's refusal of the CVV at its field, and sends nothing", async () => {
    createCardToken.mockRejectedValue([{ code: 'E302', description: 'invalid parameter securityCode' }]);
    const onTokenized = jest.fn();
    render(<CardCvvForm card={card} busy={false} tokenizer={MERCADO_PAGO} onTokenized={onTokenized} />);
    submitCvv('999');
    expect(await screen.findByText('* O CVV deve conter entre 2 e 5 dígitos')).toBeInTheDocument();
    expect(onTokenized).not.toHaveBeenCalled();
  });

  it('refuses a CVV that is not 2 to 5 digits before asking anyone', async () => {
    const onTokenized = jest.fn();
    render(<CardCvvForm card={card} busy={false} tokenizer={MERCADO_PAGO} onTokenized={onTokenized} />);
    submitCvv('1');
    expect(await screen.findByText('* O CVV deve conter entre 2 e 5 dígitos')).toBeInTheDocument();
    expect(createCardToken).not.toHaveBeenCalled();
    expect(onTokenized).not.toHaveBeenCalled();
  });
});

describe('CardCvvForm with the test gateway', () => {
  it("gets the token from the test gateway's call for the saved card", async () => {
    const calls = fakeApi({
      'POST /v2/credit_cards/3/card_tokens': {
        status: 201,
        body: { token: 'tok_test_approve_x1', brand: 'visa', last_digits: '6351' },
      },
    });
    const onTokenized = jest.fn();
    render(<CardCvvForm card={card} busy={false} tokenizer={TEST_GATEWAY} onTokenized={onTokenized} />);
    submitCvv('4321');
    await waitFor(() => expect(onTokenized).toHaveBeenCalledWith('tok_test_approve_x1'));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/v2/credit_cards/3/card_tokens',
        body: { verification_value: '4321' },
      },
    ]);
  });

  it('says the card cannot be checked now when the call fails, above the button', async () => {
    fakeApi({ 'POST /v2/credit_cards/3/card_tokens': { status: 404, body: { error: 'x', errors: {} } } });
    render(<CardCvvForm card={card} busy={false} tokenizer={TEST_GATEWAY} onTokenized={jest.fn()} />);
    submitCvv('123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não conseguimos verificar o cartão agora. Tente novamente.',
    );
  });
});
