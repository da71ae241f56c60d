/**
 * An engraved ring end to end (issue 28): a signed-in shopper picks the Aurora ring in US 6½, engraves "A & R" in
 * Script and sees it previewed, is told it is made to order and cannot be returned, adds it, finds the engraving and
 * the lead time on the cart line, checks out, and finds the engraving on the order's page and on its invoice with the
 * variant, the diamond's IGI certificate and the gold's HUID. (Choosing a metal and a purity is variants.spec.ts.)
 */
import { readFile } from 'node:fs/promises';
import { ENGRAVING_MESSAGES } from '@lumen/contract/engraving-words';
import { ADDRESSES } from '../../fixtures/account-api';
import { presetSession } from '../../fixtures/account-pages';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { RING } from '../../fixtures/cart-api';
import { expect, test } from '../../fixtures/cart-test';
import { pdfText } from '../../fixtures/pdf-text';

test('a shopper engraves “A & R” on a ring in US 6½, checks out, and the order and its invoice keep it', async ({
  page,
  customer,
  cart,
  cartApi,
}) => {
  test.setTimeout(90_000);
  await customer.api.addAddress(ADDRESSES.home);
  await presetSession(page, customer.api.token);

  await test.step('the product page engraves the words in the font chosen, with a preview and the terms', async () => {
    await page.goto(`/product-details/${RING.id}`);
    await page.getByRole('combobox', { name: 'Size' }).selectOption('US 6.5');
    await page.getByRole('checkbox', { name: /^Engrave it, free/ }).check();
    await expect(page.getByText(`Made to order: ships in 5 days. ${ENGRAVING_MESSAGES.nonReturnable}`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Words to engrave' }).fill('A & R');
    await page.locator('.engraving__font', { hasText: 'Script' }).click();
    const preview = page.getByRole('status', { name: 'Preview of your engraving' });
    await expect(preview).toHaveText('A & R');
    await expect(preview).toHaveClass(/engraving-font--script/);
    await expectNoAxeViolations(page, 'product page: engraving');
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  await test.step('the cart line carries the engraving, made to order, final sale', async () => {
    const line = page.locator('.cart-line').first();
    await expect(line).toContainText('US 6½');
    await expect(line).toContainText('“A & R” · Script');
    await expect(line).toContainText('Ships in 5 days');
    await expect(line).toContainText(ENGRAVING_MESSAGES.nonReturnable);
  });

  let orderId = '';
  await test.step('checkout places the order with the engraving on its line', async () => {
    await cart.checkout.goto();
    await cart.checkout.payNow.click();
    await expect(cart.placed.heading).toHaveText('Order Placed!');
    orderId = (await cart.placed.orderId.textContent()) ?? '';
    const order = await cartApi.order(orderId);
    expect(order.items[0]).toMatchObject({
      engraving: { text: 'A & R', font: 'script' },
      options: { metal: 'Gold', purity: '18k', size: 'US 6.5' },
    });
  });

  await test.step('the order’s page and its invoice show the variant, the engraving, the certificate and the HUID', async () => {
    await page.goto(`/order-details/${orderId}`);
    await expect(cart.details.items).toContainText('Engraved “A & R” in Script · cannot be returned');
    const downloading = page.waitForEvent('download');
    await cart.details.pdf.click();
    const text = pdfText(await readFile(await (await downloading).path())).replace(/\s+/g, ' ');
    const order = await cartApi.order(orderId);
    const [line] = order.items;
    expect(text).toContain(`SKU ${line?.sku}`);
    expect(text).toContain('A & R');
    expect(text).toContain('in Script');
    expect(text).toContain(ENGRAVING_MESSAGES.nonReturnable);
    expect(text).toContain(`IGI report ${line?.stones[0]?.certificate?.report_number}`);
    expect(text).toContain(`HUID ${line?.hallmark?.huid}`);
  });
});
