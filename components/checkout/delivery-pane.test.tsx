/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { camelize } from '@/lib/sales-api/case';
import {
  checkoutOrder,
  expressRate,
  fakeApi,
  pickupRate,
  renderWithClient,
  scheduledRate,
} from '@/test-support/components/checkout-fixtures';
import { DeliveryPane } from './delivery-pane';

/** Express, pickup, and windows of 24 Nov with 25, 15, 9 and 0 deliveries left, then 4 more. */
const rates = [
  expressRate,
  pickupRate,
  scheduledRate(20, 8, 25),
  scheduledRate(21, 9, 15, '0.0'),
  scheduledRate(22, 10, 9),
  scheduledRate(23, 11, 0),
  scheduledRate(24, 12, 30),
  scheduledRate(25, 13, 30),
  scheduledRate(26, 14, 30),
];

function renderPane(onConfirm = jest.fn(), selected: number | null = null) {
  const order = checkoutOrder('delivery', {}, rates);
  if (selected !== null) {
    order.shipments[0]!.selected_shipping_rate = rates.find((rate) => rate.id === selected)!;
  }
  const calls = fakeApi({ 'POST /v2/events': { status: 204 } });
  renderWithClient(<DeliveryPane order={camelize(order)} busy={false} onConfirm={onConfirm} />);
  const picker = screen.getByRole('group', { name: 'Horários de entrega' });
  const shown = () => within(picker).getAllByRole('radio');
  return { calls, picker, shown };
}

describe('DeliveryPane', () => {
  it('shows 4 rates one above the other and scrolls 2 at a time', () => {
    const { shown } = renderPane();
    expect(shown()).toHaveLength(4);
    expect(shown()[0]).toHaveAccessibleName(/^Entrega expressa/);
    expect(screen.getByRole('button', { name: 'Horários anteriores' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Mais horários' }));
    expect(shown()).toHaveLength(4);
    expect(shown()[0]).toHaveAccessibleName(/08:00 - 12:00/);
    fireEvent.click(screen.getByRole('button', { name: 'Mais horários' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mais horários' }));
    // 9 rates: the last page starts at the 6th.
    expect(shown()[3]).toHaveAccessibleName(/14:00 - 18:00/);
    expect(screen.getByRole('button', { name: 'Mais horários' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Horários anteriores' }));
    expect(shown()[0]).toHaveAccessibleName(/09:00 - 13:00/);
  });

  it('labels rates by what is left and by method, with Portuguese dates and free costs', () => {
    const { shown } = renderPane();
    const [express, pickup, popular, few] = shown();
    expect(express).toHaveAccessibleName('Entrega expressa seg, 23 nov · até 13:00 Expressa R$ 19,90');
    // Pickup is no express: no label, and it is free.
    expect(pickup).toHaveAccessibleName('Retirada na loja seg, 23 nov · 11:00 - 19:00 Grátis!');
    expect(popular).toHaveAccessibleName('Entrega agendada ter, 24 nov · 08:00 - 12:00 R$ 9,90');
    expect(few).toHaveAccessibleName('Entrega agendada ter, 24 nov · 09:00 - 13:00 Popular Grátis!');
    fireEvent.click(screen.getByRole('button', { name: 'Mais horários' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mais horários' }));
    expect(screen.getByRole('radio', { name: /10:00 - 14:00 9 Restantes/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /11:00 - 15:00 Lotado/ })).toBeDisabled();
  });

  it('needs a rate to confirm, and tracks the pick', async () => {
    const onConfirm = jest.fn();
    const { calls } = renderPane(onConfirm);
    const confirm = screen.getByRole('button', { name: 'Confirmar entrega' });
    expect(confirm).toBeDisabled();

    fireEvent.click(screen.getByRole('radio', { name: /^Retirada na loja/ }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          path: '/v2/events',
          body: { event: 'delivery selected', properties: { order: 'R123456789', rate: 91 } },
        }),
      ),
    );
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith(1, 91);
  });

  it('opens on the page of the rate chosen before', () => {
    const { shown } = renderPane(jest.fn(), 25);
    expect(shown().find((radio) => (radio as HTMLInputElement).checked)).toHaveAccessibleName(
      /13:00 - 17:00/,
    );
    expect(screen.getByRole('button', { name: 'Confirmar entrega' })).toBeEnabled();
  });

  it('says when there is nothing to choose', () => {
    fakeApi({});
    renderWithClient(
      <DeliveryPane order={camelize(checkoutOrder('delivery', {}, []))} busy={false} onConfirm={jest.fn()} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Não há horários de entrega disponíveis');
  });

  it('reads Carregando... while the choice is being sent', () => {
    fakeApi({});
    renderWithClient(<DeliveryPane order={camelize(checkoutOrder('payment'))} busy onConfirm={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Carregando...' })).toBeDisabled();
  });
});
