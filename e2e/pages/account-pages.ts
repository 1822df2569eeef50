/** The login page (/login) as the journeys drive it: on a phone the shopper first picks the pane. */
import type { Locator, Page } from '../fixtures';

export const DEMO_CUSTOMER = { email: 'demo@exemplo.com.br', password: 'churrasco2026' } as const;

export class LoginPage {
  constructor(
    private readonly page: Page,
    private readonly isMobile: boolean,
  ) {}

  /** The 'Entrar' form. */
  get form(): Locator {
    return this.page.getByRole('form', { name: 'Entrar' });
  }

  /** Shows a pane: on a phone register and login are tabs, on a desktop both are visible. */
  async openPane(pane: 'Entrar' | 'Cadastrar'): Promise<void> {
    if (this.isMobile) await this.page.getByRole('tab', { name: pane }).click();
  }

  async fill(email: string, password: string): Promise<void> {
    await this.form.getByLabel('Email').fill(email);
    await this.form.getByLabel('Senha').fill(password);
  }

  async submit(): Promise<void> {
    await this.form.getByRole('button', { name: 'Entrar' }).click();
  }

  /** Opens the login pane, fills it and sends it. */
  async logIn(email: string = DEMO_CUSTOMER.email, password: string = DEMO_CUSTOMER.password): Promise<void> {
    await this.openPane('Entrar');
    await this.fill(email, password);
    await this.submit();
  }
}
