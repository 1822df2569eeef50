/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { StaffOrder } from '@/lib/api-client/staff';
import { TestProviders } from '@/lib/api-client/live-testing';
import { camelize } from '@/lib/sales-api/case';
import type { VariantJson } from '@/lib/sales-api/catalogue';
import type { LineItemJson, ShipAddressJson } from '@/lib/sales-api/order';
import { lineItemJson, orderJson, variantJson } from '@/test-support/components/cart-fixtures';
import { fakeApi } from '@/test-support/components/staff-fixtures';
import { PackingForm } from './packing-form';

const picanha = variantJson({ id: 1, name: 'Picanha', price: '0.0899' });
const burger = variantJson({ id: 2, name: 'Hambúrguer artesanal', price: '12.90', unit_for_quantity: 'un' });

const SHIP_ADDRESS: ShipAddressJson = {
  id: 1,
  receiver_name: 'Ana Souza',
  company: null,
  full_name: 'Ana Souza',
  address1: 'Rua das Hortênsias, 120',
  address2: null,
  neighborhood: 'Pituba',
  reference: null,
  additional_information: null,
  city: 'Salvador',
  telephone: null,
  zipcode: '41810010',
  latitude: null,
  longitude: null,
  cnpj: null,
  ie_company: null,
  delivery_cost: '9.90',
};

const maminha = variantJson({ id: 3, name: 'Maminha', price: '0.076' });

/** The picanha (R$ 89,90/Kg) and 3 burgers; `substitution` is what the customer chose for the burgers. */
function packagingOrder(burgers: LineItemJson['substitution'] = 'similar'): StaffOrder {
  const weighed = {
    ...lineItemJson(picanha, 1000, { id: 11 }),
    portioning_size: 500,
    observation: 'Sem gordura',
  };
  return camelize({
    ...orderJson([weighed, { ...lineItemJson(burger, 3, { id: 12 }), substitution: burgers }]),
    number: 'R000000042',
    state: 'complete' as const,
    fulfillment_state: 'packaging',
    ship_address: { ...SHIP_ADDRESS, telephone: '71999998888' },
  });
}

let sent: unknown[] = [];
let asked: string[] = [];
const onPacked = jest.fn();

/** The form over a fake API: `answer` to the weighing, `substitutes` to the suggestions (picanha: maminha). */
function renderForm(
  answer: { status?: number; body: unknown } = { body: {} },
  {
    burgers = 'similar',
    substitutes = [{ line_item_id: 11, variant: maminha }],
  }: {
    burgers?: LineItemJson['substitution'];
    substitutes?: { line_item_id: number; variant: VariantJson | null }[];
  } = {},
) {
  sent = [];
  asked = [];
  onPacked.mockClear();
  global.fetch = fakeApi((url, init) => {
    if (!init?.method || init.method === 'GET') {
      asked.push(url.pathname);
      return { body: { substitutes } };
    }
    sent.push({ path: url.pathname, method: init.method, body: JSON.parse(String(init.body)) });
    return answer;
  });
  render(
    <TestProviders client={new QueryClient()}>
      <PackingForm order={packagingOrder(burgers)} onPacked={onPacked} />
    </TestProviders>,
  );
}

const lineOf = (name: string) => within(screen.getByText(name).closest('li')!);
const grams = () => lineOf('Picanha').getByLabelText('Peso (g)');

test('shows each line with what was asked, the portioning and the observation', () => {
  renderForm();
  expect(lineOf('Picanha').getByText('1.000 g')).toBeInTheDocument();
  expect(lineOf('Picanha').getByText('Porcionamento: 2 × 500 g')).toBeInTheDocument();
  expect(lineOf('Picanha').getByText('Observação: Sem gordura')).toBeInTheDocument();
  // A unit line starts at its count, to be confirmed.
  expect(lineOf('Hambúrguer artesanal').getByLabelText('Unidades')).toHaveValue(3);
});

test('prices a weighed line as weighed and warns only above the 10 % tolerance', () => {
  renderForm();
  fireEvent.change(grams(), { target: { value: '1100' } });
  expect(lineOf('Picanha').getByText('R$ 98,89')).toBeInTheDocument();
  expect(screen.queryByText('Acima da tolerância de 10 %')).not.toBeInTheDocument();
  fireEvent.change(grams(), { target: { value: '1101' } });
  expect(lineOf('Picanha').getByText('R$ 98,98')).toBeInTheDocument();
  expect(lineOf('Picanha').getByText('Acima da tolerância de 10 %')).toBeInTheDocument();
  // Items as weighed: 98,98 + 3 × 12,90.
  expect(screen.getByTestId('weighed-total')).toHaveTextContent('R$ 137,68');
});

test("'Sem estoque' drops a line, struck through, and sends it as 0 after the confirmation", async () => {
  renderForm({ body: { ...packagingOrder(), fulfillment_state: 'ready' } });
  fireEvent.change(grams(), { target: { value: '980' } });
  fireEvent.click(lineOf('Hambúrguer artesanal').getByRole('button', { name: 'Sem estoque' }));
  const dropped = screen.getByText('Hambúrguer artesanal').closest('div')!;
  expect(dropped).toHaveClass('line-through');
  expect(lineOf('Hambúrguer artesanal').getByText('Sem estoque: o item sai do pedido')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Concluir pesagem' }));
  const confirm = await screen.findByRole('button', { name: 'Sim, concluir' });
  expect(sent).toHaveLength(0);
  fireEvent.click(confirm);
  await waitFor(() => expect(onPacked).toHaveBeenCalled());
  expect(sent).toEqual([
    {
      path: '/api/sales/admin/orders/R000000042/packed',
      method: 'PUT',
      body: {
        line_items: [
          { id: 11, quantity: 980 },
          { id: 12, quantity: 0 },
        ],
      },
    },
  ]);
});

test("'Desfazer' gives a dropped line its quantity back", async () => {
  renderForm();
  fireEvent.click(lineOf('Hambúrguer artesanal').getByRole('button', { name: 'Sem estoque' }));
  fireEvent.click(await lineOf('Hambúrguer artesanal').findByRole('button', { name: 'Desfazer' }));
  expect(await lineOf('Hambúrguer artesanal').findByLabelText('Unidades')).toHaveValue(3);
  expect(screen.getByTestId('weighed-total')).toHaveTextContent('—');
});

test('a weighed line left empty is refused at its field, and nothing is sent', async () => {
  renderForm();
  fireEvent.click(screen.getByRole('button', { name: 'Concluir pesagem' }));
  expect(await lineOf('Picanha').findByText('* Quantidade inválida')).toBeInTheDocument();
  expect(grams()).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('button', { name: 'Sim, concluir' })).not.toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test("the API's 422 messages land at their fields, the rest in the form's alert", async () => {
  renderForm({
    status: 422,
    body: {
      error: 'Houve um problema processando',
      errors: {
        'line_items.1.quantity': ['Quantidade máxima: 10'],
        state: ['O valor produzido (R$ 180,00) passa do autorizado no cartão (R$ 150,00).'],
      },
    },
  });
  fireEvent.change(grams(), { target: { value: '1000' } });
  fireEvent.change(lineOf('Hambúrguer artesanal').getByLabelText('Unidades'), { target: { value: '30' } });
  fireEvent.click(screen.getByRole('button', { name: 'Concluir pesagem' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Sim, concluir' }));
  expect(await lineOf('Hambúrguer artesanal').findByText('* Quantidade máxima: 10')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('passa do autorizado no cartão');
  expect(onPacked).not.toHaveBeenCalled();
});

describe('what the customer asked for a missing line', () => {
  const picanhaLine = () => lineOf('Picanha');

  it("shows each line's choice", () => {
    renderForm(undefined, { burgers: 'call' });
    expect(picanhaLine().getByText('Se faltar: substituir por similar')).toBeInTheDocument();
    expect(lineOf('Hambúrguer artesanal').getByText('Se faltar: me ligar')).toBeInTheDocument();
    // Nothing is asked before a line is missing.
    expect(asked).toEqual([]);
  });

  it('offers the suggested substitute, weighed and priced as weighed, and sends it with the line at 0', async () => {
    renderForm({ body: { ...packagingOrder(), fulfillment_state: 'ready' } });
    fireEvent.click(picanhaLine().getByRole('button', { name: 'Sem estoque' }));
    expect(await picanhaLine().findByText(/Substituto sugerido:/)).toHaveTextContent(
      'Substituto sugerido: Maminha (R$ 76,00/Kg)',
    );
    expect(asked).toEqual(['/api/sales/admin/orders/R000000042/substitutes']);
    fireEvent.click(picanhaLine().getByRole('button', { name: 'Substituir por Maminha' }));
    fireEvent.change(picanhaLine().getByLabelText('Peso do substituto (g)'), { target: { value: '1050' } });
    expect(picanhaLine().getByText('R$ 79,80')).toBeInTheDocument();
    // Items as weighed: 79,80 of maminha + 3 × 12,90.
    expect(screen.getByTestId('weighed-total')).toHaveTextContent('R$ 118,50');

    fireEvent.click(screen.getByRole('button', { name: 'Concluir pesagem' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sim, concluir' }));
    await waitFor(() => expect(onPacked).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        path: '/api/sales/admin/orders/R000000042/packed',
        method: 'PUT',
        body: {
          line_items: [
            { id: 11, quantity: 0, substitute: { variant_id: 3, quantity: 1050 } },
            { id: 12, quantity: 3 },
          ],
        },
      },
    ]);
  });

  it("asks the substitute's weight before anything is sent, and 'Não substituir' just drops the line", async () => {
    renderForm({ body: { ...packagingOrder(), fulfillment_state: 'ready' } });
    fireEvent.click(picanhaLine().getByRole('button', { name: 'Sem estoque' }));
    fireEvent.click(await picanhaLine().findByRole('button', { name: 'Substituir por Maminha' }));
    fireEvent.click(screen.getByRole('button', { name: 'Concluir pesagem' }));
    expect(
      await picanhaLine().findByText('* Informe o peso ou a quantidade do substituto'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    fireEvent.click(picanhaLine().getByRole('button', { name: 'Não substituir' }));
    expect(picanhaLine().queryByLabelText('Peso do substituto (g)')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Concluir pesagem' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sim, concluir' }));
    await waitFor(() => expect(onPacked).toHaveBeenCalled());
    expect(sent).toMatchObject([
      {
        body: {
          line_items: [
            { id: 11, quantity: 0 },
            { id: 12, quantity: 3 },
          ],
        },
      },
    ]);
    expect((sent[0] as { body: { line_items: object[] } }).body.line_items[0]).not.toHaveProperty(
      'substitute',
    );
  });

  it("shows the customer's phone to call for 'me ligar', and the substitute to offer them", async () => {
    renderForm(undefined, {
      burgers: 'call',
      substitutes: [
        { line_item_id: 11, variant: maminha },
        { line_item_id: 12, variant: null },
      ],
    });
    const burgers = lineOf('Hambúrguer artesanal');
    fireEvent.click(burgers.getByRole('button', { name: 'Sem estoque' }));
    expect(burgers.getByRole('link', { name: '(71) 99999-8888' })).toHaveAttribute(
      'href',
      'tel:+5571999998888',
    );
    expect(burgers.getByText(/O cliente pediu para ligar antes de substituir/)).toBeInTheDocument();
    expect(
      await burgers.findByText(
        'Nenhum substituto da mesma seção e unidade, até 10 % mais caro, tem estoque.',
      ),
    ).toBeInTheDocument();
  });

  it("asks nothing for a line the customer said 'não substituir'", async () => {
    renderForm(undefined, { burgers: 'none' });
    const burgers = lineOf('Hambúrguer artesanal');
    fireEvent.click(burgers.getByRole('button', { name: 'Sem estoque' }));
    expect(await burgers.findByText('O cliente pediu para não substituir.')).toBeInTheDocument();
    expect(burgers.queryByRole('button', { name: /Substituir por/ })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
