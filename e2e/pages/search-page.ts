/** The search page (/busca): its results, the filters (a bottom sheet on a phone) and their counts. */
import type { Locator, Page } from '../fixtures';

export class SearchPage {
  constructor(private readonly page: Page) {}

  async open(query: string): Promise<void> {
    await this.page.goto(`/busca?q=${encodeURIComponent(query)}`);
  }

  get results(): Locator {
    return this.page.getByRole('list', { name: 'Produtos encontrados' }).getByRole('listitem');
  }

  /** 'Filtros': the phone's button that opens the filters. */
  get filtersButton(): Locator {
    return this.page.getByRole('button', { name: /^Filtros/ });
  }

  get filters(): Locator {
    return this.page.getByRole('complementary', { name: 'Filtros' });
  }

  facet(title: 'Fabricante' | 'Modo de preparo'): Locator {
    return this.filters.getByRole('group', { name: title });
  }

  /** The values of a facet as listed, without their counts. */
  async facetValues(title: 'Fabricante' | 'Modo de preparo'): Promise<string[]> {
    return this.facet(title).locator('label > span.flex-1').allInnerTexts();
  }

  /** The phone's sheet footer: 'Ver N resultados'. */
  get applyButton(): Locator {
    return this.filters.getByRole('button', { name: /^Ver \d+ resultados?$/ });
  }
}
