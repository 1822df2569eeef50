/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { camelize } from '@/lib/sales-api/case';
import { variantJson } from '@/test-support/components/cart-fixtures';
import { DepartmentTemplate, type DepartmentWithProducts } from './department-template';
import { MoreProducts } from './more-products';
import { SubdepartmentProducts } from './subdepartment-products';

jest.mock('next/navigation', () => ({ usePathname: () => '/departamentos/1' }));

const products = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) =>
    variantJson({ id: from + index, name: `Corte ${from + index}` }),
  );

/** Bovinos: 'Cortes nobres' with a first page of 3 and more after it, 'Miúdos' with 1 and no more. */
const bovinos: DepartmentWithProducts = {
  id: 1,
  name: 'Bovinos',
  subdepartments: [
    {
      id: 7,
      name: 'Cortes nobres',
      slug: 'cortes-nobres',
      imageUrl: null,
      products: products(1, 3).map(camelize),
      nextCursor: '3.3',
    },
    {
      id: 8,
      name: 'Miúdos',
      slug: 'miudos',
      imageUrl: null,
      products: products(50, 1).map(camelize),
      nextCursor: null,
    },
  ],
};

let answers: { status: number; body: unknown }[];
let requests: string[];
let reports: { message: string; context: string }[];
beforeEach(() => {
  requests = [];
  reports = [];
  answers = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    // A failure's report to the technical team: kept apart from the catalogue's answers.
    if (url.endsWith('/v2/client_errors')) {
      reports.push(JSON.parse(String(init?.body)) as { message: string; context: string });
      return { status: 204, ok: true, statusText: '', text: async () => '' };
    }
    requests.push(url);
    const { status, body } = answers.shift()!;
    return {
      status,
      ok: status < 400,
      statusText: '',
      text: async () => JSON.stringify(body),
    };
  }) as unknown as typeof fetch;
});

const section = (name: string) => screen.getByRole('region', { name });
const cards = (name: string) => within(section(name)).getAllByRole('article');
const more = (name: string) =>
  within(section(name)).queryByRole('link', { name: `Ver mais produtos de ${name}` });

describe("a department's 'Ver mais'", () => {
  it('is a link to the next page of that subdepartment, for a visit without scripts', () => {
    render(<DepartmentTemplate department={bovinos} />);
    expect(more('Cortes nobres')).toHaveAttribute(
      'href',
      '/departamentos/1/cortes-nobres?depois=3.3#sub-cortes-nobres',
    );
    expect(more('Miúdos')).toBeNull();
  });

  it("hands the link's client code the subdepartment's name, not its products", () => {
    // A client component's props are written into the page for the browser: the first page's products
    // are drawn by the server and must not travel again with the link.
    const sub = bovinos.subdepartments[0]!;
    const section = SubdepartmentProducts({
      departmentId: 1,
      subdepartment: sub,
      products: [],
      nextCursor: '3.3',
      priorityIds: [],
    });
    const link = section.props.children.find(
      (child: { type?: unknown } | null) => child?.type === MoreProducts,
    );
    expect(link.props.subdepartment).toEqual({ id: 7, name: 'Cortes nobres', slug: 'cortes-nobres' });
  });

  it('adds the next page below the first, says so, focuses its first card, and goes on to the last', async () => {
    render(<DepartmentTemplate department={bovinos} />);
    answers.push(
      { status: 200, body: { products: products(4, 3), next_cursor: '6.6' } },
      { status: 200, body: { products: products(7, 1), next_cursor: null } },
    );
    await act(async () => fireEvent.click(more('Cortes nobres')!));
    expect(requests).toEqual(['/api/sales/v2/subdepartments/7/products?after=3.3']);
    expect(cards('Cortes nobres').map((card) => card.textContent)).toEqual([
      expect.stringContaining('Corte 1'),
      expect.stringContaining('Corte 2'),
      expect.stringContaining('Corte 3'),
      expect.stringContaining('Corte 4'),
      expect.stringContaining('Corte 5'),
      expect.stringContaining('Corte 6'),
    ]);
    expect(screen.getByText('Mais 3 produtos de Cortes nobres.')).toBeInTheDocument();
    expect(document.activeElement).toBe(within(cards('Cortes nobres')[3]!).getAllByRole('link')[0]);
    expect(more('Cortes nobres')).toHaveAttribute('href', expect.stringContaining('depois=6.6'));

    await act(async () => fireEvent.click(more('Cortes nobres')!));
    expect(requests[1]).toBe('/api/sales/v2/subdepartments/7/products?after=6.6');
    expect(cards('Cortes nobres')).toHaveLength(7);
    expect(screen.getByText('Mais 1 produto de Cortes nobres.')).toBeInTheDocument();
    expect(more('Cortes nobres')).toBeNull();
    expect(cards('Miúdos')).toHaveLength(1);
  });

  it('says a failed load in Portuguese, reports it to the team, and can be tried again', async () => {
    render(<DepartmentTemplate department={bovinos} />);
    answers.push(
      { status: 500, body: { error: 'Houve um problema processando', errors: {} } },
      { status: 200, body: { products: products(4, 1), next_cursor: null } },
    );
    await act(async () => fireEvent.click(more('Cortes nobres')!));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar mais produtos. Tente de novo.',
    );
    expect(cards('Cortes nobres')).toHaveLength(3);
    expect(reports).toEqual([
      expect.objectContaining({
        context: "department's 'Ver mais'",
        message: expect.stringContaining('500'),
      }),
    ]);
    await act(async () => fireEvent.click(more('Cortes nobres')!));
    expect(cards('Cortes nobres')).toHaveLength(4);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a later page in place of the first when the address asks for it, with the way back', () => {
    render(
      <DepartmentTemplate
        department={bovinos}
        subSlug="cortes-nobres"
        continued={{
          slug: 'cortes-nobres',
          after: '3.3',
          products: products(4, 2).map(camelize),
          nextCursor: '5.5',
        }}
      />,
    );
    expect(cards('Cortes nobres').map((card) => card.textContent)).toEqual([
      expect.stringContaining('Corte 4'),
      expect.stringContaining('Corte 5'),
    ]);
    expect(
      within(section('Cortes nobres')).getByRole('link', { name: 'Voltar ao início de Cortes nobres' }),
    ).toHaveAttribute('href', '/departamentos/1/cortes-nobres');
    expect(more('Cortes nobres')).toHaveAttribute('href', expect.stringContaining('depois=5.5'));
  });
});
