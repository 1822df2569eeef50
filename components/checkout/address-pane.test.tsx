/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { addressJson, fakeApi, renderWithClient } from '@/test-support/components/checkout-fixtures';
import { AddressPane, DELETE_ADDRESS_QUESTION } from './address-pane';

function renderPane(addresses: ReturnType<typeof addressJson>[], chosenId: number | null = null) {
  let saved = addresses;
  const calls = fakeApi({
    'GET /v2/addresses': () => ({ status: 200, body: saved }),
    'GET /v2/users/me': { status: 200, body: {} },
    'POST /v2/addresses': ({ body }) => {
      const created = { ...addressJson(30, (body as { address1: string }).address1) };
      saved = [...saved, created];
      return { status: 201, body: created };
    },
    'DELETE /v2/addresses/9': () => {
      saved = saved.filter((address) => address.id !== 9);
      return { status: 204 };
    },
  });
  const onConfirm = jest.fn();
  renderWithClient(<AddressPane chosenId={chosenId} busy={false} onConfirm={onConfirm} />);
  return { calls, onConfirm };
}

describe('AddressPane', () => {
  it('preselects the newest address, or the one the order has, and confirms the selection', async () => {
    const { onConfirm } = renderPane([addressJson(9, 'Rua Nova, 2'), addressJson(5, 'Rua Antiga, 10')]);
    expect(await screen.findByRole('radio', { name: /Rua Nova, 2/ })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: /Rua Antiga, 10/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar endereço' }));
    expect(onConfirm).toHaveBeenCalledWith(5);
  });

  it('starts with the order’s address', async () => {
    renderPane([addressJson(5, 'Rua Antiga, 10'), addressJson(9, 'Rua Nova, 2')], 5);
    expect(await screen.findByRole('radio', { name: /Rua Antiga, 10/ })).toBeChecked();
  });

  it('asks before deleting, and the newest remaining address is selected', async () => {
    const { calls } = renderPane([addressJson(5, 'Rua Antiga, 10'), addressJson(9, 'Rua Nova, 2')]);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Deletar o endereço Rua Nova, 2' }));
    expect(confirm).toHaveBeenCalledWith(DELETE_ADDRESS_QUESTION);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Deletar o endereço Rua Nova, 2' }));
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Rua Nova/ })).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: /Rua Antiga, 10/ })).toBeChecked();
  });

  it('opens the form when there is no address, offers only the cities delivered to, and selects the new one', async () => {
    const { onConfirm } = renderPane([]);
    const city = await screen.findByLabelText('Cidade');
    expect([...(city as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      'Salvador',
      'Lauro de Freitas',
      'Vila de Abrantes',
    ]);
    fireEvent.change(screen.getByLabelText('Nome de quem recebe'), { target: { value: 'Bruna Lima' } });
    fireEvent.change(screen.getByLabelText('Endereço', { exact: true }), {
      target: { value: 'Rua das Hortênsias, 120' },
    });
    fireEvent.change(screen.getByLabelText('Bairro'), { target: { value: 'Pituba' } });
    fireEvent.change(screen.getByLabelText('CEP'), { target: { value: '41810010' } });
    fireEvent.change(screen.getByLabelText(/Telefone/), { target: { value: '71999998888' } });
    fireEvent.change(screen.getByLabelText('Ponto de referência'), {
      target: { value: 'Em frente à padaria' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar endereço' }));

    const created = await screen.findByRole('radio', { name: /Rua das Hortênsias, 120/ });
    expect(created).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar endereço' }));
    expect(onConfirm).toHaveBeenCalledWith(30);
  });

  it('offers no confirmation until the list holds the new address, so the previous one is never sent', async () => {
    const { onConfirm } = renderPane([addressJson(9, 'Rua Nova, 2')]);
    fireEvent.click(await screen.findByRole('button', { name: /Novo endereço/ }));
    // The list's new reading is slow to come.
    const answered = global.fetch;
    let release = () => {};
    const slowList = new Promise<void>((resolve) => (release = resolve));
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/v2/addresses') && (init?.method ?? 'GET') === 'GET') await slowList;
      return answered(input, init);
    }) as typeof fetch;
    fireEvent.change(await screen.findByLabelText('Nome de quem recebe'), {
      target: { value: 'Bruna Lima' },
    });
    fireEvent.change(screen.getByLabelText('Endereço', { exact: true }), {
      target: { value: 'Rua das Hortênsias, 120' },
    });
    fireEvent.change(screen.getByLabelText('Bairro'), { target: { value: 'Pituba' } });
    fireEvent.change(screen.getByLabelText('CEP'), { target: { value: '41810010' } });
    fireEvent.change(screen.getByLabelText(/Telefone/), { target: { value: '71999998888' } });
    fireEvent.change(screen.getByLabelText('Ponto de referência'), { target: { value: 'Portão azul' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar endereço' }));
    await waitFor(() =>
      expect(global.fetch).toHaveBeenCalledWith(expect.stringMatching(/\/v2\/addresses$/), expect.anything()),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Confirmar endereço' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('radio', { name: /Rua das Hortênsias, 120/ })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar endereço' }));
    expect(onConfirm).toHaveBeenCalledWith(30);
  });
});
