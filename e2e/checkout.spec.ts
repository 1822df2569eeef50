/**
 * Buying, against the real built app and database: a new customer pays with a new card, a
 * delivery window and a coupon; a customer with a saved card picks the order up at the store; a declined
 * card shows the bank's reason and another card completes the order; a new card goes through the tokenising
 * form (the number and CVV to the test gateway's tokeniser only, the checkout gets a token); a full window
 * reads 'Lotado'; a guest is sent to log in first.
 */
import { expect, test, type Page } from './fixtures';
import { CartPage } from './pages/cart-page';
import { seriousAccessibilityViolations } from './pages/accessibility';
import { CheckoutPage, TEST_CARDS } from './pages/checkout-page';
import { DEMO_CUSTOMER, LoginPage } from './pages/account-pages';
import { APPROVED_CARD, buyByApi, customerWithCart, refillCart } from './pages/shopper';

// The first journey reads the GA4 data layer, filled only after the shopper accepted analytics.
test.use({ consent: 'granted' });

/** From the cart's FECHAR COMPRA to the payment pane, on the first scheduled window not yet full. */
async function throughDelivery(page: Page, { checkAccessibility = false } = {}): Promise<CheckoutPage> {
  const cart = new CartPage(page);
  await cart.open();
  await cart.checkoutLink.click();
  await expect(page).toHaveURL(/\/checkout/);
  const checkout = new CheckoutPage(page);
  await expect(checkout.pane('1 Endereço de entrega')).toHaveAttribute('aria-current', 'step');
  if (checkAccessibility) expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await checkout.confirmAddress();
  await expect(checkout.picker.getByRole('radio')).toHaveCount(4);
  if (checkAccessibility) expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await checkout.chooseDelivery(/^Entrega agendada/);
  return checkout;
}

test('a new customer buys weighed and unit products with a new card, a window and a coupon', async ({
  page,
}) => {
  // axe looks at every step on the way (a few seconds each on a phone-sized page).
  test.setTimeout(90_000);
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/sales/v2/events')) events.push(request.postDataJSON().event);
  });
  await customerWithCart(page);
  const checkout = await throughDelivery(page, { checkAccessibility: true });
  // The address and delivery panes now show what was chosen.
  await expect(checkout.pane('1 Endereço de entrega')).toContainText('Rua das Hortênsias, 120');
  await expect(checkout.pane('2 Agende sua entrega')).toContainText('Entrega agendada');

  // No saved card: the editor is open, and an invalid card is not sent.
  await checkout.cardForm.getByRole('button', { name: 'Usar este cartão' }).click();
  await expect(checkout.cardForm.getByText('* Campo é obrigatório').first()).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // A refused coupon is said once, at its field, not in the list of the checkout's errors too.
  await checkout.applyCoupon('NAOEXISTE');
  await expect(page.getByRole('alert').filter({ hasText: 'Cupom inválido' })).toBeVisible();
  await expect(checkout.errors).toHaveCount(0);
  await checkout.applyCoupon('BEMVINDO10');
  await expect(page.getByText(/^Cupom BEMVINDO10 aplicado/)).toBeVisible();

  await checkout.payWithNewCard(TEST_CARDS.visa);
  const review = checkout.review;
  await expect(review.getByRole('list', { name: 'Itens do pedido' }).getByRole('listitem')).toHaveCount(2);
  await expect(review.getByText('Cartão de crédito · Visa final 1111')).toBeVisible();
  await expect(review.getByText('Desconto (BEMVINDO10)')).toBeVisible();
  await expect(review.getByTestId('authorization-notice')).toContainText('pode variar até 10%');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  const number = await checkout.completeToConfirmation();

  await expect(
    page.getByRole('heading', { name: `Seu pedido #${number} foi recebido. Agora é só relaxar!` }),
  ).toBeVisible();
  await expect(page.getByText(/avaliação de crédito/)).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
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
  // The GA4 data layer got the three checkout steps and the purchase.
  const dataLayer = await page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event).filter(Boolean),
  );
  expect(dataLayer).toEqual(
    expect.arrayContaining(['begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase']),
  );

  await page.getByRole('link', { name: 'Fazer Novo Pedido' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The order is no longer the cart.
  await new CartPage(page).open();
  await expect(page.getByText('Seu carrinho esta vazio. Vamos enchê-lo?')).toBeVisible();

  // The number may also come in the path.
  await page.goto(`/confirmacao/${number}`);
  await expect(
    page.getByRole('heading', { name: `Seu pedido #${number} foi recebido. Agora é só relaxar!` }),
  ).toBeVisible();
});

test('a customer with a saved card pays it again with its CVV and picks the order up', async ({ page }) => {
  const checkoutBodies: string[] = [];
  const cvvTokens: unknown[] = [];
  page.on('request', (request) => {
    if (/\/api\/sales\/v2\/credit_cards\/\d+\/card_tokens$/.test(request.url())) {
      cvvTokens.push(request.postDataJSON());
    }
    if (request.url().includes('/api/sales/api/v1/checkouts/')) checkoutBodies.push(request.postData() ?? '');
  });
  await customerWithCart(page);
  // A first purchase saved a Visa ending 1111 (kept at the test gateway once its payment was authorised).
  const first = await throughDelivery(page);
  await first.payWithNewCard(TEST_CARDS.visa);
  await first.completeToConfirmation();

  await refillCart(page);
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.confirmAddress();
  // Pickup is free and no express: no availability label.
  const pickup = await checkout.rate(/^Retirada na loja/);
  await expect(pickup).toHaveAccessibleName(/Grátis!$/);
  await expect(pickup).not.toHaveAccessibleName(/Expressa/);
  await checkout.chooseDelivery(/^Retirada na loja/);

  // The saved card is selected; no editor opens, only its CVV is asked (a token of it goes to the checkout).
  await expect(page.getByRole('radio', { name: /Visa final 1111/ })).toBeChecked();
  await expect(checkout.cardForm).toHaveCount(0);
  await expect(checkout.cvvForm).toContainText('final 1111');
  await checkout.cvvForm.getByRole('button', { name: 'Continuar' }).click();
  await expect(checkout.cvvForm.getByText('* Campo é obrigatório')).toBeVisible();
  await checkout.payWithSavedCard('321');
  await expect(checkout.review.getByText('Cartão de crédito · Visa final 1111')).toBeVisible();
  // The CVV went to the test gateway's tokeniser only; the payment step got the saved card and a token.
  expect(cvvTokens).toEqual([{ verification_value: '321' }]);
  const payment = JSON.parse(checkoutBodies.find((body) => body.includes('existing_card'))!);
  expect(payment.order).toMatchObject({ card_token: expect.stringMatching(/^tok_test_approve_/) });
  for (const body of checkoutBodies) {
    expect(body).not.toContain('verification_value');
    expect(body).not.toContain('"321"');
  }
  await expect(checkout.review.getByText(/^Retirada na loja:/)).toBeVisible();
  await expect(checkout.review.getByText('Grátis', { exact: true })).toBeVisible();
  await checkout.completeToConfirmation();
});

test('a declined card shows the reason and another card completes the order', async ({ page }) => {
  await customerWithCart(page);
  const checkout = await throughDelivery(page);
  await checkout.payWithNewCard(TEST_CARDS.declined);
  await checkout.complete();
  await expect(checkout.errors.getByText(/recusado pelo banco/)).toBeVisible();

  // Back at the payment step: the declined card's token is spent, so it is not kept; the editor opens.
  await expect(checkout.review).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /final 0002/ })).toHaveCount(0);
  await checkout.payWithNewCard(TEST_CARDS.mastercard);
  await expect(checkout.review.getByText(/final 4444/)).toBeVisible();
  await checkout.completeToConfirmation();
});

test('the card form tokenises the card: the checkout gets a token, never the number nor the CVV', async ({
  page,
}) => {
  const tokenised: unknown[] = [];
  const checkoutBodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/sales/v2/card_tokens')) tokenised.push(request.postDataJSON());
    if (request.url().includes('/api/sales/api/v1/checkouts/')) checkoutBodies.push(request.postData() ?? '');
  });
  await customerWithCart(page);
  const checkout = await throughDelivery(page);

  // A number failing the check digit: the tokeniser's word at the field, nothing sent to the checkout.
  await checkout.fillCard('4111111111111112');
  await checkout.cardForm.getByRole('button', { name: 'Usar este cartão' }).click();
  await expect(checkout.cardForm.getByText('* Número do cartão inválido')).toBeVisible();
  expect(checkoutBodies.some((body) => body.includes('payment_source'))).toBe(false);

  await checkout.payWithNewCard(TEST_CARDS.mastercard);
  await expect(checkout.review.getByText(/Mastercard final 4444/)).toBeVisible();
  expect(tokenised).toEqual([
    expect.objectContaining({ number: '4111111111111112' }),
    expect.objectContaining({ number: TEST_CARDS.mastercard, verification_value: '123' }),
  ]);
  const payment = checkoutBodies.find((body) => body.includes('payment_source'));
  expect(JSON.parse(payment!).payment_source['1']).toEqual({
    token: expect.stringMatching(/^tok_test_approve_/),
    brand: 'master',
    last_digits: '4444',
    name: 'Bruna Lima',
    month: '12',
    year: '2030',
  });
  for (const body of checkoutBodies) {
    expect(body).not.toContain(TEST_CARDS.mastercard);
    expect(body).not.toContain('verification_value');
  }
  const number = await checkout.completeToConfirmation();
  await expect(
    page.getByRole('heading', { name: `Seu pedido #${number} foi recebido. Agora é só relaxar!` }),
  ).toBeVisible();
});

test("a full window shows 'Lotado' and cannot be chosen", async ({ page }) => {
  test.setTimeout(120_000);
  await customerWithCart(page);
  // Fill the first scheduled window: orders paid by card (a customer keeps at most two paid on delivery
  // open), until the window answers that it is full.
  const firstScheduled = (rates: { id: number; shipping_method_id: number }[]) =>
    rates.find((rate) => rate.shipping_method_id === 1)!.id;
  let savedCard: number | undefined;
  for (let placed = 0; ; placed++) {
    // The card once, then saved (a customer sends at most 10 new cards an hour).
    const { status } = await buyByApi(
      page,
      firstScheduled,
      savedCard ? { savedCard } : { card: APPROVED_CARD },
    );
    savedCard ??= (await (await page.request.get('/api/sales/v2/users/me')).json()).credit_cards[0]?.id;
    if (status === 409) break;
    expect(status).toBe(200);
    expect(placed).toBeLessThan(25);
    await refillCart(page);
  }

  // The order stayed at the delivery step, where the checkout opens.
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await expect(checkout.pane('2 Agende sua entrega')).toHaveAttribute('aria-current', 'step');
  const full = await checkout.rate(/^Entrega agendada/, { enabled: false });
  await expect(full).toHaveAccessibleName(/Lotado/);
  await expect(full).toBeDisabled();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('a guest going to the checkout logs in first and comes back to it', async ({ page, isMobile }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout&alert=entrar$/);
  await expect(page.getByText('Por favor entre ou crie sua conta para continuar')).toBeVisible();
  await new LoginPage(page, isMobile).logIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await expect(page).toHaveURL(/\/checkout$/);
  // The demo customer's cart, whatever other journeys left in it.
  await expect(
    page
      .getByRole('heading', { name: 'Finalizar compra' })
      .or(page.getByText('Seu carrinho esta vazio. Vamos enchê-lo?')),
  ).toBeVisible();
});
