/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import type { Template } from '@/lib/api-client/blends';
import { BLEND_TEXTS } from '@/lib/rules/blend-limits';
import { MSG } from '@/lib/rules/field-messages';
import { BlendSaveForm } from './blend-save-form';

/** What the form reads of the template: one meat in it. */
const template = {
  id: 5,
  name: 'Blend da casa',
  observation: '',
  fatPercentage: 20,
  items: [{ id: 1 }],
} as unknown as Template;

function mockApi() {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return {
      ok: true,
      status: 200,
      text: async () => JSON.stringify({ ...template, complete: true }),
    } as Response;
  }) as typeof fetch;
  return calls;
}

function renderForm(settle: () => Promise<boolean>, onSaved: () => void, name?: string) {
  render(
    <TestProviders client={new QueryClient()}>
      <BlendSaveForm template={template} settle={settle} onSaved={onSaved} />
    </TestProviders>,
  );
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  if (name !== undefined) fireEvent.change(screen.getByLabelText(/nome/i), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'SALVAR BLEND' }));
}

describe('BlendSaveForm', () => {
  it('does not save (freeze) the blend when a quantity changed just before was refused', async () => {
    const calls = mockApi();
    const onSaved = jest.fn();
    renderForm(async () => false, onSaved);
    expect(await screen.findByRole('alert')).toHaveTextContent(BLEND_TEXTS.itemsNotSaved);
    expect(calls.filter((call) => call.startsWith('PUT'))).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves it once every change was taken', async () => {
    const calls = mockApi();
    const onSaved = jest.fn();
    renderForm(async () => true, onSaved);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls).toContain('PUT /api/sales/mixes/templates/5');
  });

  it('refuses a control character in the name with the message the API gives', async () => {
    const calls = mockApi();
    const onSaved = jest.fn();
    renderForm(async () => true, onSaved, 'Blend\u001b[31m da casa');
    expect(await screen.findByText(MSG.singleLine)).toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith('PUT'))).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
