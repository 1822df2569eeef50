/** The full header: the account links or menu and the cart indicator. */
import type { Locator, Page } from '../fixtures';

export class Header {
  constructor(private readonly page: Page) {}

  /** ENTRAR, shown to guests. */
  get loginLink(): Locator {
    return this.page.getByRole('link', { name: 'ENTRAR' });
  }

  /** The logged-in customer's menu button, named by their first name. */
  accountMenu(firstName: string): Locator {
    return this.page.getByRole('button', { name: firstName });
  }
}
