/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderWithClient, USER } from '@/test-support/components/checkout-fixtures';
import { AccountInfoForm } from './account-info-form';

const LABEL = 'Se faltar algum produto na separação';

describe("the account's substitution default", () => {
  it('offers the three choices in the shopper’s words, starting from the account’s', () => {
    fakeApi({});
    renderWithClient(<AccountInfoForm />);
    expect(screen.getByLabelText(LABEL)).toHaveValue('similar');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Se faltar: substituir por similar',
      'Se faltar: não substituir',
      'Se faltar: me ligar',
    ]);
  });

  it('saves the choice with the names', async () => {
    const calls = fakeApi({
      'PUT /v2/users/me': ({ body }) => ({
        status: 200,
        body: {
          ...USER,
          default_substitution: (body as { default_substitution: string }).default_substitution,
        },
      }),
    });
    renderWithClient(<AccountInfoForm />);
    // The demo customer has no CPF yet: the form asks it.
    fireEvent.change(screen.getByLabelText(/^CPF/), { target: { value: '52998224725' } });
    fireEvent.change(screen.getByLabelText(LABEL), { target: { value: 'call' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Dados atualizados com sucesso')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ first_name: 'Bruna', last_name: 'Lima', default_substitution: 'call' });
    await waitFor(() => expect(screen.getByLabelText(LABEL)).toHaveValue('call'));
  });

  it('saves an account without a CPF with the field left blank, sending none', async () => {
    const calls = fakeApi({ 'PUT /v2/users/me': { status: 200, body: USER } });
    renderWithClient(<AccountInfoForm />);
    expect(screen.getByLabelText(/^CPF/)).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Dados atualizados com sucesso')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ first_name: 'Bruna', last_name: 'Lima' });
    expect((put?.body as { cpf?: unknown }).cpf ?? null).toBeNull();
  });

  it("shows the API's 422 at the field", async () => {
    fakeApi({
      'PUT /v2/users/me': {
        status: 422,
        body: {
          error: 'Houve um problema processando',
          errors: { default_substitution: ['Escolha se devemos substituir, não substituir ou ligar'] },
        },
      },
    });
    renderWithClient(<AccountInfoForm />);
    fireEvent.change(screen.getByLabelText(/^CPF/), { target: { value: '52998224725' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('* Escolha se devemos substituir, não substituir ou ligar'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(LABEL)).toHaveAttribute('aria-invalid', 'true');
  });
});
