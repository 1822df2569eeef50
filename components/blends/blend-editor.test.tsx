/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useTemplate } from '@/lib/api-client/blends';
import { TestProviders } from '@/lib/api-client/live-testing';
import { mockBlendApi as mockApi, TEMPLATE_ID, type Call } from '@/test-support/components/blend-fixtures';
import { BlendEditor } from './blend-editor';
import { BlendSearch } from './blend-search';

/** The calculator's editor for the template, as TemplateEditor (blend-calculator.tsx) puts it together. */
function Editor({ onSaved }: { onSaved: () => void }) {
  const { data: template } = useTemplate(TEMPLATE_ID);
  if (!template) return null;
  return (
    <BlendEditor
      template={template}
      search={(add) => (
        <BlendSearch
          add={add}
          backend={{ kind: 'embedded', indexName: 'product_sales' }}
          initialResults={null}
          start={null}
        />
      )}
      onSaved={onSaved}
    />
  );
}

const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

async function renderEditor(onSaved: () => void = () => {}) {
  render(
    <TestProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Editor onSaved={onSaved} />
    </TestProviders>,
  );
  await wait(100);
  expect(addPatinho()).toBeEnabled();
}

const acemQuantity = () =>
  within(screen.getByRole('group', { name: 'Quantidade de Acém moído no blend' })).getByRole('status');
const addPatinho = () => screen.getByRole('button', { name: 'Adicionar Patinho moído Moído ao blend' });
const sent = (calls: Call[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path).map((call) => call.body);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the blend editor', () => {
  it('keeps a quantity change not sent yet when a meat is added from the search meanwhile', async () => {
    const calls = mockApi();
    await renderEditor();
    expect(acemQuantity()).toHaveTextContent('0,5 Kg');

    fireEvent.click(screen.getByRole('button', { name: 'Aumentar Acém moído' }));
    await wait(1);
    expect(acemQuantity()).toHaveTextContent('0,6 Kg');
    await wait(300);
    fireEvent.click(addPatinho());
    await wait(50);
    // The add's answer (Acém still at 500 g) is in: Patinho shows, Acém stays as the shopper left it.
    expect(screen.getByRole('group', { name: 'Quantidade de Patinho moído no blend' })).toBeInTheDocument();
    expect(acemQuantity()).toHaveTextContent('0,6 Kg');

    await wait(700);
    expect(sent(calls, 'PUT', '/mixes/items/11')).toEqual([{ quantity: 600 }]);
    expect(acemQuantity()).toHaveTextContent('0,6 Kg');

    // The next click goes on from 600 g.
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar Acém moído' }));
    await wait(1);
    expect(acemQuantity()).toHaveTextContent('0,7 Kg');
    await wait(800);
    expect(sent(calls, 'PUT', '/mixes/items/11')).toEqual([{ quantity: 600 }, { quantity: 700 }]);
    expect(acemQuantity()).toHaveTextContent('0,7 Kg');
  });

  it('keeps a removal not sent yet when a meat is added from the search meanwhile', async () => {
    const calls = mockApi();
    await renderEditor();

    fireEvent.click(screen.getByRole('button', { name: 'Remover Acém moído' }));
    await wait(1);
    expect(
      screen.queryByRole('group', { name: 'Quantidade de Acém moído no blend' }),
    ).not.toBeInTheDocument();
    await wait(300);
    fireEvent.click(addPatinho());
    await wait(50);
    expect(screen.getByRole('group', { name: 'Quantidade de Patinho moído no blend' })).toBeInTheDocument();
    expect(
      screen.queryByRole('group', { name: 'Quantidade de Acém moído no blend' }),
    ).not.toBeInTheDocument();

    await wait(800);
    expect(sent(calls, 'DELETE', '/mixes/items/11')).toHaveLength(1);
    expect(
      screen.queryByRole('group', { name: 'Quantidade de Acém moído no blend' }),
    ).not.toBeInTheDocument();
  });

  it('adds again a meat taken out a moment before, once its removal not sent yet is done', async () => {
    const calls = mockApi({ withPatinho: true });
    await renderEditor();
    const patinho = () => screen.queryByRole('group', { name: 'Quantidade de Patinho moído no blend' });

    fireEvent.click(screen.getByRole('button', { name: 'Remover Patinho moído' }));
    await wait(1);
    expect(patinho()).not.toBeInTheDocument();
    await wait(300);
    fireEvent.click(addPatinho());
    await wait(1_000);
    // The removal went first, then the add: Patinho is back at its minimum, not grown then deleted.
    const changes = calls.filter((call) => call.method !== 'GET' && call.path.startsWith('/mixes/'));
    expect(changes.map((call) => call.method)).toEqual(['DELETE', 'POST']);
    expect(within(patinho()!).getByRole('status')).toHaveTextContent('0,5 Kg');
  });

  it('saves the blend only once a meat being added is in it', async () => {
    let answerAdd = () => {};
    const calls = mockApi({ addAnswer: () => new Promise<void>((resolve) => (answerAdd = resolve)) });
    const onSaved = jest.fn();
    await renderEditor(onSaved);
    jest.spyOn(window, 'confirm').mockReturnValue(true);

    fireEvent.click(addPatinho());
    await wait(50);
    fireEvent.click(screen.getByRole('button', { name: 'SALVAR BLEND' }));
    await wait(1_000);
    expect(sent(calls, 'PUT', `/mixes/templates/${TEMPLATE_ID}`)).toEqual([]);

    answerAdd();
    await wait(100);
    expect(sent(calls, 'PUT', `/mixes/templates/${TEMPLATE_ID}`)).toHaveLength(1);
    const saveIndex = calls.findIndex(
      (call) => call.path === `/mixes/templates/${TEMPLATE_ID}` && call.method === 'PUT',
    );
    const addIndex = calls.findIndex((call) => call.path === `/mixes/templates/${TEMPLATE_ID}/items`);
    expect(addIndex).toBeLessThan(saveIndex);
    expect(onSaved).toHaveBeenCalled();
  });

  it('keeps a quantity change not sent yet when another meat’s refused change has the blend asked again', async () => {
    const calls = mockApi({ withPatinho: true, refusedItem: 12 });
    await renderEditor();
    const patinhoQuantity = () =>
      within(screen.getByRole('group', { name: 'Quantidade de Patinho moído no blend' })).getByRole('status');

    fireEvent.click(screen.getByRole('button', { name: 'Aumentar Patinho moído' }));
    await wait(690);
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar Acém moído' }));
    await wait(1);
    expect(acemQuantity()).toHaveTextContent('0,6 Kg');
    // Patinho's change is sent and refused: it goes back to 500 g and the blend is asked again, its
    // answer (Acém at 500 g on the server) in while Acém's change still waits for its quiet period.
    await wait(100);
    expect(sent(calls, 'GET', `/mixes/templates/${TEMPLATE_ID}`).length).toBeGreaterThan(1);
    expect(patinhoQuantity()).toHaveTextContent('0,5 Kg');
    expect(acemQuantity()).toHaveTextContent('0,6 Kg');

    // The next click goes on from 600 g.
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar Acém moído' }));
    await wait(800);
    expect(sent(calls, 'PUT', '/mixes/items/11')).toEqual([{ quantity: 700 }]);
    expect(acemQuantity()).toHaveTextContent('0,7 Kg');
  });
});
