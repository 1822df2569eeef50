/** A product page (/produtos/{slug}): its buy box and the estimated price. */
import type { Locator, Page } from '../fixtures';

export class ProductPage {
  constructor(
    private readonly page: Page,
    readonly name: string,
  ) {}

  async open(slug: string, waitUntil: 'load' | 'commit' = 'load'): Promise<void> {
    await this.page.goto(`/produtos/${slug}`, { waitUntil });
  }

  /** Scrolls well past the buy box (to below the description), as a shopper reading on would. */
  async scrollPastBuyBox(): Promise<void> {
    await this.page.getByRole('heading', { name: 'Descrição' }).scrollIntoViewIfNeeded();
    await this.page.mouse.wheel(0, 600);
    await this.page.waitForTimeout(300);
  }

  get buyBox(): Locator {
    return this.page.locator('[data-slot="buy-controls"]');
  }

  get addButton(): Locator {
    return this.buyBox.getByRole('button', { name: `Adicionar ${this.name} ao carrinho` });
  }

  get stepper(): Locator {
    return this.buyBox.getByRole('group', { name: `Quantidade de ${this.name} no carrinho` });
  }

  get increase(): Locator {
    return this.stepper.getByRole('button', { name: `Aumentar ${this.name}` });
  }

  get estimatedPrice(): Locator {
    return this.page.getByTestId('estimated-price');
  }
}
