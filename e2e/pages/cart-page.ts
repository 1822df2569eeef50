/** The cart (/carrinho) and the notice that announces a change elsewhere. */
import type { Locator, Page } from '../fixtures';

export class CartPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/carrinho');
  }

  get lines(): Locator {
    return this.page.getByTestId('cart-line');
  }

  /** The line of a product, by its exact name (each line links to its product page). */
  line(name: string): Locator {
    return this.lines.filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** 'FECHAR COMPRA': a link to /checkout, or a disabled button while an item is out of stock. */
  get checkoutLink(): Locator {
    return this.page.getByRole('link', { name: 'FECHAR COMPRA' });
  }

  get checkoutButton(): Locator {
    return this.page.getByRole('button', { name: 'FECHAR COMPRA' });
  }

  /** The notice's link after items were added or changed outside the cart. */
  get noticeLink(): Locator {
    return this.page.getByRole('link', { name: 'Ir para o carrinho' });
  }
}
