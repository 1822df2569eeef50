/** The blend pages: the calculator (/blend/calculadora/{id}) and 'Meus Blends'. */
import type { Locator, Page } from '../fixtures';

export class BlendCalculatorPage {
  constructor(private readonly page: Page) {}

  get searchBox(): Locator {
    return this.page.getByRole('searchbox', { name: 'Buscar carnes moídas' });
  }

  get hits(): Locator {
    return this.page.getByRole('list', { name: 'Carnes moídas encontradas' });
  }

  get items(): Locator {
    return this.page.getByTestId('blend-item');
  }

  get weight(): Locator {
    return this.page.getByTestId('blend-weight');
  }

  /** Searches and adds the first variant of `name` (its minimum quantity) to the blend. */
  async add(name: string): Promise<void> {
    await this.searchBox.fill(name);
    await this.hits
      .getByRole('button', { name: new RegExp(`^Adicionar ${name} `) })
      .first()
      .click();
    await this.page.getByRole('list', { name: 'Carnes do blend' }).getByText(name).waitFor();
  }

  async increase(name: string, times: number): Promise<void> {
    for (let n = 0; n < times; n++) await this.page.getByRole('button', { name: `Aumentar ${name}` }).click();
  }

  /** Fills the form and saves, accepting the confirmation (its text is answered). */
  async save(name: string, description: string): Promise<string> {
    await this.page.getByLabel('Nome do blend').fill(name);
    await this.page.getByLabel('Descrição').fill(description);
    const question = new Promise<string>((resolve) =>
      this.page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await this.page.getByRole('button', { name: 'SALVAR BLEND' }).click();
    return question;
  }
}

export class MyBlendsPage {
  constructor(private readonly page: Page) {}

  card(name: string): Locator {
    return this.page.getByTestId('blend-card').filter({ has: this.page.getByRole('heading', { name }) });
  }
}
