/**
 * Buying (issue 20): a new customer pays with a new card, a delivery window and a coupon; a declined card
 * shows the bank's reason and another card completes the order. Against the real built app and database.
 */
import { expect, test, type Page } from './fixtures';
import { buyByApi, customerWithCart, refillCart } from './pages/shopper';

async function throughDelivery(page: Page) {
  await page.goto('/carrinho');
  await page.getByRole('link', { name: 'FECHAR COMPRA' }).click();
  await expect(page).toHaveURL(/\/checkout/);
  await expect(page.getByRole('heading', { name: '1 Endereço de entrega' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar endereço' }).click();

  const delivery = page.getByRole('group', { name: 'Horários de entrega' });
  await expect(delivery).toBeVisible();
  await expect(delivery.getByRole('radio')).toHaveCount(4);
  // The first window that is not full (another journey may have filled one).
  await delivery
    .getByRole('radio', { name: /^Entrega agendada/, disabled: false })
    .first()
    .check();
  await page.getByRole('button', { name: 'Confirmar entrega' }).click();
  await expect(page.getByTestId('card-form')).toBeVisible();
}

async function payWithNewCard(page: Page, number: string) {
  const form = page.getByTestId('card-form');
  await form.getByLabel('Nome impresso no cartão').fill('Bruna Lima');
  await form.getByLabel('Número do cartão').fill(number);
  await form.getByLabel('Mês (MM)').fill('12');
  await form.getByLabel('Ano').fill('2030');
  await form.getByLabel('CVV').fill('123');
  await form.getByRole('button', { name: 'Usar este cartão' }).click();
}

test('a new customer buys weighed and unit products with a new card, a window and a coupon', async ({
  page,
}) => {
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/sales/v2/events')) events.push(request.postDataJSON().event);
  });
  await customerWithCart(page);
  await throughDelivery(page);

  // An invalid card is not sent.
  await page.getByTestId('card-form').getByRole('button', { name: 'Usar este cartão' }).click();
  await expect(page.getByText('* Campo é obrigatório').first()).toBeVisible();

  await page.getByLabel('Cupom de desconto').fill('BEMVINDO10');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Cupom BEMVINDO10 aplicado')).toBeVisible();

  await payWithNewCard(page, '4111111111111111');
  const review = page.getByTestId('order-review');
  await expect(review).toBeVisible();
  await expect(review.getByText(/podem variar até 10%/)).toBeVisible();
  await expect(review.getByText('Desconto')).toBeVisible();
  await review.getByRole('button', { name: 'Finalizar pedido' }).click();

  await expect(page).toHaveURL(/\/confirmacao\?id=R\d{9}/);
  const number = new URL(page.url()).searchParams.get('id');
  await expect(
    page.getByRole('heading', { name: `Seu pedido #${number} foi recebido. Agora é só relaxar!` }),
  ).toBeVisible();
  await expect(page.getByText(/avaliação de crédito/)).toBeVisible();
  await expect
    .poll(() => events)
    .toEqual(
      expect.arrayContaining([
        'Checkout tapped',
        'address confirmed',
        'delivery selected',
        'delivery confirmed',
        'order completed',
      ]),
    );
  await page.getByRole('link', { name: 'Fazer Novo Pedido' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The number may also come in the path.
  await page.goto(`/confirmacao/${number}`);
  await expect(
    page.getByRole('heading', { name: `Seu pedido #${number} foi recebido. Agora é só relaxar!` }),
  ).toBeVisible();
});

test('a declined card shows the reason and another card completes the order', async ({ page }) => {
  await customerWithCart(page);
  await throughDelivery(page);
  await payWithNewCard(page, '4000000000000002');
  await page.getByTestId('order-review').getByRole('button', { name: 'Finalizar pedido' }).click();
  await expect(
    page
      .getByRole('alert')
      .getByText(/recusado pelo banco/)
      .first(),
  ).toBeVisible();

  // Back at the payment step: a new card this time.
  await page.getByRole('button', { name: '+ Novo cartão' }).click();
  await payWithNewCard(page, '5555555555554444');
  await page.getByTestId('order-review').getByRole('button', { name: 'Finalizar pedido' }).click();
  await expect(page).toHaveURL(/\/confirmacao\?id=R\d{9}/);
});

test('a customer with a saved card picks the order up at the store', async ({ page }) => {
  await customerWithCart(page);
  // A first purchase saved a Visa ending 1111.
  await throughDelivery(page);
  await payWithNewCard(page, '4111111111111111');
  await page.getByTestId('order-review').getByRole('button', { name: 'Finalizar pedido' }).click();
  await expect(page).toHaveURL(/\/confirmacao/);

  await refillCart(page);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Confirmar endereço' }).click();
  const delivery = page.getByRole('group', { name: 'Horários de entrega' });
  await delivery
    .getByRole('radio', { name: /^Retirada na loja/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Confirmar entrega' }).click();

  // The saved card is selected; no editor opens.
  await expect(page.getByRole('radio', { name: /VISA final 1111/ })).toBeChecked();
  await expect(page.getByTestId('card-form')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const review = page.getByTestId('order-review');
  await expect(review.getByText('Retirada na loja')).toBeVisible();
  await expect(review.getByText('Grátis')).toBeVisible();
  await review.getByRole('button', { name: 'Finalizar pedido' }).click();
  await expect(page).toHaveURL(/\/confirmacao\?id=R\d{9}/);
});

test("a full window shows 'Lotado' and cannot be chosen", async ({ page }) => {
  test.setTimeout(120_000);
  await customerWithCart(page);
  // Fill the first scheduled window: orders paid on delivery, until the window answers that it is full.
  const firstScheduled = (rates: { id: number; shipping_method_id: number }[]) =>
    rates.find((rate) => rate.shipping_method_id === 1)!.id;
  for (let placed = 0; ; placed++) {
    const { status } = await buyByApi(page, firstScheduled);
    if (status === 409) break;
    expect(status).toBe(200);
    expect(placed).toBeLessThan(25);
    await refillCart(page);
  }

  // The order stayed at the delivery step, where the checkout opens.
  await page.goto('/checkout');
  const delivery = page.getByRole('group', { name: 'Horários de entrega' });
  const full = delivery.locator('label', { hasText: 'Entrega agendada' }).first();
  await expect(full).toContainText('Lotado');
  await expect(full.getByRole('radio')).toBeDisabled();
});
