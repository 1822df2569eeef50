/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import ConfirmationPage from './page';

async function renderPage(path: string[] | undefined, query: Record<string, string | string[]> = {}) {
  render(
    await ConfirmationPage({ params: Promise.resolve({ id: path }), searchParams: Promise.resolve(query) }),
  );
}

describe('/confirmacao', () => {
  it('names the order from the query string', async () => {
    await renderPage(undefined, { id: 'R123456789' });
    expect(
      screen.getByRole('heading', { name: 'Seu pedido #R123456789 foi recebido. Agora é só relaxar!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Você vai receber um email/)).toHaveTextContent('avaliação de crédito');
    expect(screen.getByRole('link', { name: 'Fazer Novo Pedido' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Acompanhar o pedido' })).toHaveAttribute(
      'href',
      '/minha-conta/pedidos/R123456789',
    );
  });

  it('names the order from the path', async () => {
    await renderPage(['R987654321']);
    expect(screen.getByRole('heading')).toHaveTextContent('Seu pedido #R987654321 foi recebido.');
  });

  it('does not repeat what is not an order number', async () => {
    await renderPage(undefined, { id: '<script>' });
    expect(screen.getByRole('heading')).toHaveTextContent('Seu pedido foi recebido. Agora é só relaxar!');
    expect(screen.queryByRole('link', { name: 'Acompanhar o pedido' })).not.toBeInTheDocument();
  });
});
