/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TestProviders } from '@/lib/api-client/live-testing';
import type { ZipcodeLookupJson } from '@/lib/sales-api/accounts';
import { AddressForm } from './address-form';

const LOOKUPS: Record<string, ZipcodeLookupJson> = {
  '41810010': { zipcode: '41810010', city: 'Salvador', neighborhood: 'Pituba', address1: 'Rua Ceará' },
  '42700000': { zipcode: '42700000', city: 'Lauro de Freitas', neighborhood: null, address1: null },
};

let calls: string[];

beforeEach(() => {
  calls = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const zipcode = url.match(/\/v2\/zipcodes\/(\d{8})$/)?.[1];
    const body = zipcode ? LOOKUPS[zipcode] : undefined;
    return {
      ok: Boolean(body),
      status: body ? 200 : 404,
      text: async () => JSON.stringify(body ?? {}),
    } as Response;
  }) as typeof fetch;
  render(
    <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AddressForm onSaved={jest.fn()} />
    </TestProviders>,
  );
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

test('a typed CEP fills the street, the neighbourhood and the city', async () => {
  type('CEP', '41810010');
  expect(screen.getByLabelText('CEP')).toHaveValue('41810-010');
  await waitFor(() => expect(screen.getByLabelText('Endereço')).toHaveValue('Rua Ceará'));
  expect(screen.getByLabelText('Bairro')).toHaveValue('Pituba');
  expect(screen.getByLabelText('Cidade')).toHaveValue('Salvador');
  expect(calls).toEqual(['/api/sales/v2/zipcodes/41810010']);
});

test('says at once that a CEP not starting with 4 is out of the coverage area', async () => {
  type('CEP', '01310-100');
  expect(await screen.findByText('* Fora da area de cobertura')).toBeInTheDocument();
  expect(calls).toEqual([]);
});

test('never writes over what the customer typed, and sets the city of the CEP', async () => {
  type('Endereço', 'Avenida Paralela, 500');
  type('Bairro', 'Centro');
  type('CEP', '42700-000');
  await waitFor(() => expect(screen.getByLabelText('Cidade')).toHaveValue('Lauro de Freitas'));
  type('CEP', '41810-010');
  await waitFor(() => expect(calls).toHaveLength(2));
  await waitFor(() => expect(screen.getByLabelText('Cidade')).toHaveValue('Salvador'));
  expect(screen.getByLabelText('Endereço')).toHaveValue('Avenida Paralela, 500');
  expect(screen.getByLabelText('Bairro')).toHaveValue('Centro');
});

test('says at once that a CEP outside the area is not delivered to, without a lookup', async () => {
  type('CEP', '44001-000');
  expect(await screen.findByText('* Ainda não entregamos nesse CEP')).toBeInTheDocument();
  expect(screen.getByTestId('delivery-area')).toHaveTextContent(
    'Entregamos em Salvador, Lauro de Freitas e Vila de Abrantes.',
  );
  type('CEP', '41810-010');
  await waitFor(() => expect(screen.queryByText('* Ainda não entregamos nesse CEP')).not.toBeInTheDocument());
  expect(calls).toEqual(['/api/sales/v2/zipcodes/41810010']);
});
