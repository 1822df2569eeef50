/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { ApiClientError } from '@/lib/api-client/client';
import type { LineItem } from '@/lib/cart/order';
import { camelize } from '@/lib/sales-api/case';
import { lineItemJson, variantJson } from '@/test-support/components/cart-fixtures';
import { SubstitutionSelect } from './substitution-select';

const setSubstitution = jest.fn<Promise<void>, [number, string]>(async () => {});
jest.mock('@/lib/api-client/cart-controller', () => ({ useCartController: () => ({ setSubstitution }) }));

const lineOf = (id: number, substitution: LineItem['substitution'] = 'similar') =>
  ({
    ...camelize(lineItemJson(variantJson({ id: 1, name: 'Picanha Bovina' }), 500, { id })),
    substitution,
  }) as LineItem;

beforeEach(() => setSubstitution.mockClear());

describe('SubstitutionSelect', () => {
  it("shows the line's choice among the three, in the shopper's words", () => {
    render(<SubstitutionSelect line={lineOf(10, 'call')} />);
    const select = screen.getByLabelText('Se faltar:');
    expect(select).toHaveValue('call');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'substituir por similar',
      'não substituir',
      'me ligar',
    ]);
  });

  it('saves a new choice at once and says so', async () => {
    render(<SubstitutionSelect line={lineOf(10)} />);
    fireEvent.change(screen.getByLabelText('Se faltar:'), { target: { value: 'none' } });
    expect(setSubstitution).toHaveBeenCalledWith(10, 'none');
    expect(await screen.findByText('✓ Escolha salva')).toBeInTheDocument();
  });

  it("shows the API's reason when the change is refused", async () => {
    setSubstitution.mockRejectedValueOnce(
      new ApiClientError(422, {
        error: 'Houve um problema processando',
        errors: { 'line_item.substitution': ['Escolha se devemos substituir, não substituir ou ligar'] },
      }),
    );
    render(<SubstitutionSelect line={lineOf(10)} />);
    fireEvent.change(screen.getByLabelText('Se faltar:'), { target: { value: 'call' } });
    expect(
      await screen.findByText('* Escolha se devemos substituir, não substituir ou ligar'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Se faltar:')).toHaveAttribute('aria-invalid', 'true');
  });

  it('waits for the server to create a line just added', () => {
    render(<SubstitutionSelect line={lineOf(-1)} />);
    expect(screen.getByLabelText('Se faltar:')).toBeDisabled();
  });
});
