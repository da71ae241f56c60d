/**
 * Numbers people compare or copy are set in lining, same-width figures (issue 12, item 8): the serif's default
 * old-style figures put digits at different heights ("$2,525.20" beside "$2,140.00"). Checked with the browser's
 * computed style on the product price, the cart's line total, quantity, summary rows and header total, and the
 * code boxes of a sign-in code.
 */
import type { Locator } from '@playwright/test';
import { SIZED_PRODUCT_ID } from '../../fixtures/catalog';
import { expect, test } from '../../fixtures/test';

const numericOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).fontVariantNumeric);

async function expectLiningTabular(locator: Locator) {
  await expect(locator).toBeVisible();
  const value = await numericOf(locator);
  expect(value).toContain('lining-nums');
  expect(value).toContain('tabular-nums');
}

test('prices, totals and quantities on the product page and in the cart use lining, tabular figures', async ({
  productPage,
  page,
}) => {
  await test.step(`/product-details/${SIZED_PRODUCT_ID}: the price and the original price`, async () => {
    await productPage.goto(SIZED_PRODUCT_ID);
    await expectLiningTabular(productPage.main.locator('.product-price__amount'));
    await expectLiningTabular(productPage.main.locator('.product-price__original'));
  });

  await test.step('/cart with the piece: line total, quantity, every summary row and the header total', async () => {
    await productPage.sizeSelect.selectOption({ index: 1 });
    await productPage.addToCart.click();
    await expect(page).toHaveURL((url) => url.pathname === '/cart');
    const main = page.getByRole('main');
    await expectLiningTabular(main.locator('.cart-line__total'));
    await expectLiningTabular(main.getByRole('status', { name: /^Quantity of / }));
    const summary = main.getByRole('region', { name: 'Order Summary', exact: true });
    await expect(summary.locator('dd')).not.toHaveCount(0);
    for (const row of await summary.locator('dd').all()) await expectLiningTabular(row);
    await expectLiningTabular(page.getByRole('banner').locator('.cart-link__total'));
  });
});

test('the sign-in code boxes use lining, tabular figures', async ({ auth, accounts, shopper }) => {
  await accounts.createVerifiedAccount(shopper, 'email');
  await auth.signIn.goto();
  await auth.signIn.emailOtpLink.click();
  await auth.otpRequest.email.fill(shopper.email);
  await auth.otpRequest.submit.click();
  await auth.otpVerify.expectPath('/email-otp-verify');
  await expect(auth.otpVerify.boxes).toHaveCount(6);
  for (const box of await auth.otpVerify.boxes.all()) await expectLiningTabular(box);
});
