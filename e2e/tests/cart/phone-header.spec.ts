/**
 * On a 390×844 phone the header keeps a four-figure cart total inside the page: the logo gives way, the cart link
 * and the search field keep the page's side margin, and nothing scrolls sideways.
 */
import { PENDANT } from '../../fixtures/cart-api';
import { expect, test } from '../../fixtures/cart-test';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a four-figure cart total fits the phone header', async ({ cart, productPage, page }) => {
  const { cart: cartPage } = cart;
  await productPage.goto(PENDANT.id);
  await productPage.addToCart.click();
  await cartPage.expectPath('/cart');
  for (let quantity = 2; quantity <= 9; quantity++) {
    await cartPage.increase(PENDANT.name).click();
    await expect(cartPage.quantity(PENDANT.name)).toHaveText(String(quantity));
  }
  await expect(cartPage.headerCart).toHaveAccessibleName(/^Cart, total \$\d,\d{3}\.\d{2}$/);

  const right = async (locator: ReturnType<typeof page.locator>) => {
    const box = await locator.boundingBox();
    return box ? box.x + box.width : Number.POSITIVE_INFINITY;
  };
  const margin = 390 - 16;
  expect(await right(cartPage.headerCart)).toBeLessThanOrEqual(margin);
  expect(await right(page.getByRole('banner').getByRole('searchbox'))).toBeLessThanOrEqual(margin);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});
