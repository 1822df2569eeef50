/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiClientError } from '@/lib/api-client/client';
import { FailedDeliveryForm } from './failed-delivery-form';

function renderForm(onSubmit: (reason: string) => Promise<unknown>) {
  const onCancel = jest.fn();
  render(<FailedDeliveryForm onSubmit={onSubmit} onCancel={onCancel} />);
  return { onCancel, reason: screen.getByLabelText('Por que não foi entregue?') };
}

test('asks for the reason before sending anything', async () => {
  const onSubmit = jest.fn(async () => {});
  const { reason } = renderForm(onSubmit);
  fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
  expect(await screen.findByText('* Informe o motivo')).toBeInTheDocument();
  expect(reason).toHaveAttribute('aria-invalid', 'true');
  // Two letters are not a reason either (the contract's schema, the same the server checks).
  fireEvent.change(reason, { target: { value: 'ok' } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
  expect(await screen.findByText('* Informe o motivo')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

test('sends the reason typed, trimmed, or the one tapped', async () => {
  const onSubmit = jest.fn(async () => {});
  const { reason } = renderForm(onSubmit);
  fireEvent.change(reason, { target: { value: '  Portão trancado, ninguém atendeu  ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Portão trancado, ninguém atendeu'));

  fireEvent.click(screen.getByRole('button', { name: 'Endereço não encontrado' }));
  expect(reason).toHaveValue('Endereço não encontrado');
  fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
  await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith('Endereço não encontrado'));
});

test("shows the server's refusal on the field, or as an alert when it names none", async () => {
  const onSubmit = jest
    .fn<Promise<unknown>, [string]>()
    .mockRejectedValueOnce(
      new ApiClientError(422, { error: 'Dados inválidos', errors: { reason: ['Motivo inválido'] } }),
    )
    .mockRejectedValueOnce(
      new ApiClientError(409, { error: 'Essa entrega não está mais a caminho', errors: {} }),
    );
  const { reason } = renderForm(onSubmit);
  fireEvent.change(reason, { target: { value: 'Cliente ausente' } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
  expect(await screen.findByText('* Motivo inválido')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Essa entrega não está mais a caminho');
});

test("'Voltar' leaves without sending", () => {
  const onSubmit = jest.fn(async () => {});
  const { onCancel } = renderForm(onSubmit);
  fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
  expect(onCancel).toHaveBeenCalled();
  expect(onSubmit).not.toHaveBeenCalled();
});
