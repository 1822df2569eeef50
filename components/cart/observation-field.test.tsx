/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { camelize } from '@/lib/sales-api/case';
import type { LineItem } from '@/lib/cart/order';
import { lineItemJson, variantJson } from '@/test-support/components/cart-fixtures';
import { ObservationField } from './observation-field';
// In the module registry already: the form arrives as soon as the promises queued so far settle, which is
// after each test's synchronous steps (typing before the code arrived).
import './observation-form';

const setObservation = jest.fn<Promise<void>, [number, string]>(async () => {});
jest.mock('@/lib/api-client/cart-controller', () => ({ useCartController: () => ({ setObservation }) }));

const line = camelize(
  lineItemJson(variantJson({ id: 1, name: 'Picanha Bovina' }), 500, { id: 10 }),
) as LineItem;

/** The placeholder's text field: the form's code has not arrived yet. */
function renderField() {
  render(<ObservationField line={line} />);
  return screen.getByLabelText('Observação');
}

beforeEach(() => setObservation.mockClear());

describe('ObservationField', () => {
  it('keeps a note typed before its form arrived, with the focus and caret, and saves it on leaving', async () => {
    const field = renderField();
    act(() => field.focus());
    fireEvent.change(field, { target: { value: 'Cortar em bifes', selectionStart: 6, selectionEnd: 6 } });
    expect(screen.getByTestId('observation-count')).toHaveTextContent('15/99');

    // The form (react-hook-form) took the placeholder's place: its field holds the text and the focus.
    await waitFor(() => expect(field).not.toBeInTheDocument());
    const form = screen.getByLabelText('Observação');
    expect(form).toHaveValue('Cortar em bifes');
    expect(form).toHaveFocus();
    expect((form as HTMLTextAreaElement).selectionStart).toBe(6);
    expect(setObservation).not.toHaveBeenCalled();

    fireEvent.blur(form);
    expect(await screen.findByText('✓ Observação salva')).toBeInTheDocument();
    expect(setObservation).toHaveBeenCalledWith(10, 'Cortar em bifes');
  });

  it('saves a note typed and left before its form arrived', async () => {
    const field = renderField();
    act(() => field.focus());
    fireEvent.change(field, { target: { value: 'Sem gordura' } });
    fireEvent.blur(field);

    expect(await screen.findByText('✓ Observação salva')).toBeInTheDocument();
    expect(setObservation).toHaveBeenCalledTimes(1);
    expect(setObservation).toHaveBeenCalledWith(10, 'Sem gordura');
    expect(screen.getByLabelText('Observação')).toHaveValue('Sem gordura');
  });

  it('checks the length of a note typed before its form arrived', async () => {
    const field = renderField();
    fireEvent.change(field, { target: { value: 'x'.repeat(100) } });
    fireEvent.blur(field);

    expect(await screen.findByText('* Observação muito longa')).toBeInTheDocument();
    expect(setObservation).not.toHaveBeenCalled();
  });
});
