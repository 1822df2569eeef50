/** The checkout (/checkout) as the journeys drive it: its three panes, the review and the error list. */
import { expect, type Locator, type Page } from '../fixtures';

/** Cards the test gateway approves (Visa, Mastercard, Elo) and declines. */
export const TEST_CARDS = {
  visa: '4111111111111111',
  mastercard: '5555555555554444',
  elo: '5067766783888311',
  declined: '4000000000000002',
} as const;

export class CheckoutPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/checkout');
  }

  pane(title: '1 Endereço de entrega' | '2 Agende sua entrega' | '3 Escolha como pagar'): Locator {
    return this.page.getByRole('region', { name: title });
  }

  /** The dismissible error list. */
  get errors(): Locator {
    return this.page.getByTestId('checkout-errors');
  }

  async confirmAddress(): Promise<void> {
    await this.page.getByRole('button', { name: 'Confirmar endereço' }).click();
    await expect(this.picker).toBeVisible();
  }

  /** The delivery picker: 4 rates at a time. */
  get picker(): Locator {
    return this.page.getByRole('group', { name: 'Horários de entrega' });
  }

  /** The rate whose name matches `name` (scrolling the picker down to it). */
  async rate(name: RegExp, { enabled = true }: { enabled?: boolean } = {}): Promise<Locator> {
    const more = this.page.getByRole('button', { name: 'Mais horários' });
    for (;;) {
      const found = this.picker.getByRole('radio', { name, ...(enabled && { disabled: false }) }).first();
      if ((await found.count()) > 0) return found;
      await expect(more, `no rate named ${name} in the picker`).toBeEnabled();
      await more.click();
    }
  }

  /** Picks the first rate matching `name` that can be chosen and confirms it. */
  async chooseDelivery(name: RegExp): Promise<void> {
    await (await this.rate(name)).check();
    await this.page.getByRole('button', { name: 'Confirmar entrega' }).click();
    await expect(this.page.getByRole('group', { name: 'Forma de pagamento' })).toBeVisible();
  }

  get cardForm(): Locator {
    return this.page.getByRole('form', { name: 'Novo cartão' });
  }

  async fillCard(number: string): Promise<void> {
    await this.cardForm.getByLabel('Nome impresso no cartão').fill('Bruna Lima');
    await this.cardForm.getByLabel('Número do cartão').fill(number);
    await this.cardForm.getByLabel('Mês (MM)').fill('12');
    await this.cardForm.getByLabel('Ano').fill('2030');
    await this.cardForm.getByLabel('CVV').fill('123');
  }

  /** Types a new card and uses it: the order reaches the review. */
  async payWithNewCard(number: string): Promise<void> {
    await this.fillCard(number);
    await this.cardForm.getByRole('button', { name: 'Usar este cartão' }).click();
    await expect(this.review).toBeVisible();
  }

  /** The CVV form of the saved card chosen (a card kept at the gateway pays with its CVV typed again). */
  get cvvForm(): Locator {
    return this.page.getByRole('form', { name: 'Código de segurança do cartão' });
  }

  /** Pays with the saved card chosen, typing its CVV: the order reaches the review. */
  async payWithSavedCard(cvv = '123'): Promise<void> {
    await this.cvvForm.getByLabel('CVV').fill(cvv);
    await this.cvvForm.getByRole('button', { name: 'Continuar' }).click();
    await expect(this.review).toBeVisible();
  }

  async applyCoupon(code: string): Promise<void> {
    await this.page.getByLabel('Cupom de desconto').fill(code);
    await this.page.getByRole('button', { name: 'Aplicar' }).click();
  }

  /** The confirm step's review of the whole order. */
  get review(): Locator {
    return this.page.getByTestId('order-review');
  }

  async complete(): Promise<void> {
    await this.review.getByRole('button', { name: 'Finalizar pedido' }).click();
  }

  /** Completes and lands on the confirmation: the order's number. */
  async completeToConfirmation(): Promise<string> {
    await this.complete();
    await expect(this.page).toHaveURL(/\/confirmacao\?id=R\d{9}$/);
    return new URL(this.page.url()).searchParams.get('id')!;
  }
}
