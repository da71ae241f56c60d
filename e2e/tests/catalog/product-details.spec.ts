/**
 * /product-details/{id}: the product from the API with its gallery (wrapping Previous/Next, thumbnails), sizes and
 * size guide, ADD TO CART / BUY NOW, badges, the three ARIA tabs, per-product title and JSON-LD, and the
 * not-found page for an unknown id.
 */
import type { Product } from '@lumen/contract/catalog';
import { FREE_RESIZING, sizeChoiceLabel } from '@lumen/contract/sizes';
import { BEST_SELLER, dollarsOf, SIZED_PRODUCT_ID, UNKNOWN_PRODUCT_ID } from '../../fixtures/catalog';
import { PRODUCT_TABS } from '../../fixtures/product-page';
import { expect, test } from '../../fixtures/test';

async function fetchProduct(request: import('@playwright/test').APIRequestContext, id: number): Promise<Product> {
  const response = await request.get(`/api/catalog/products/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Product }).data;
}

test('the product page shows the piece with price, delivery, sizes, actions and badges', async ({
  productPage,
  page,
  request,
}) => {
  const product = await fetchProduct(request, SIZED_PRODUCT_ID);

  await test.step(`open /product-details/${SIZED_PRODUCT_ID}`, async () => {
    await productPage.goto(SIZED_PRODUCT_ID);
  });

  await test.step('the name is the heading, the price and the delivery estimate follow', async () => {
    await expect(productPage.name).toHaveText(product.name);
    await expect(productPage.main).toContainText(dollarsOf(product.price));
    await expect(productPage.deliveryEstimate).toBeVisible();
  });

  await test.step('the title and the JSON-LD describe this product', async () => {
    await expect(page).toHaveTitle(new RegExp(product.name));
    const jsonLd = page.locator('script[type="application/ld+json"]');
    await expect.poll(() => jsonLd.count()).toBeGreaterThan(0);
    const documents = (await jsonLd.allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
    const ld = documents.find((doc) => doc['@type'] === 'Product');
    expect(ld, JSON.stringify(documents)).toBeDefined();
    expect(ld).toMatchObject({ '@context': expect.stringContaining('schema.org'), name: product.name });
    const offers = (Array.isArray(ld?.offers) ? ld?.offers[0] : ld?.offers) as Record<string, unknown> | undefined;
    expect(Number(offers?.price)).toBe(product.price / 100);
    expect(offers?.priceCurrency).toBe('USD');
  });

  await test.step('the Size select offers Select Size, then US 3 to 13 in half sizes with the Indian size and mm', async () => {
    await expect(productPage.sizeSelect.getByRole('option')).toHaveText([
      'Select Size',
      ...product.sizes.map(sizeChoiceLabel),
    ]);
    await productPage.sizeSelect.selectOption('US 7');
    await expect(productPage.sizeSelect.locator('option:checked')).toHaveText('US 7 · Indian 14 · 17.3 mm');
    await expect(productPage.main.getByText(FREE_RESIZING)).toBeVisible();
  });

  await test.step('the badges Fast Shipping, Premium Quality and Customizable are shown', async () => {
    for (const badge of ['Fast Shipping', 'Premium Quality', 'Customizable']) {
      await expect(productPage.main.getByText(badge, { exact: true }).first()).toBeVisible();
    }
  });

  await test.step('ADD TO CART opens /cart', async () => {
    await productPage.addToCart.click();
    await expect(page).toHaveURL((url) => url.pathname === '/cart');
  });

  await test.step('back on the product, BUY NOW (with a size) heads for /cart/checkout: a visitor signs in first', async () => {
    await page.goBack();
    await productPage.name.waitFor();
    await productPage.sizeSelect.selectOption('US 7');
    await productPage.buyNow.click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('next') === '/cart/checkout');
  });
});

test('the gallery wraps around with Previous and Next and follows the thumbnails', async ({ productPage, request }) => {
  const product = await fetchProduct(request, SIZED_PRODUCT_ID);
  const last = product.images.length - 1;

  await test.step(`open /product-details/${SIZED_PRODUCT_ID}: the first of ${product.images.length} images`, async () => {
    await productPage.goto(SIZED_PRODUCT_ID);
    await expect(productPage.thumbnails).toHaveCount(product.images.length);
    await expect(productPage.thumbnails.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(productPage.mainImage).toHaveAttribute('alt', product.images[0]?.alt ?? '');
  });

  await test.step('Previous on the first image shows the last', async () => {
    await productPage.previousImage.click();
    await expect(productPage.thumbnails.nth(last)).toHaveAttribute('aria-current', 'true');
    await expect(productPage.currentThumbnail).toHaveCount(1);
    await expect(productPage.mainImage).toHaveAttribute('alt', product.images[last]?.alt ?? '');
  });

  await test.step('Next on the last image shows the first again', async () => {
    await productPage.nextImage.click();
    await expect(productPage.thumbnails.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(productPage.mainImage).toHaveAttribute('alt', product.images[0]?.alt ?? '');
  });

  await test.step('Next steps forward one image at a time', async () => {
    await productPage.nextImage.click();
    await expect(productPage.thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(productPage.mainImage).toHaveAttribute('alt', product.images[1]?.alt ?? '');
  });

  await test.step('a thumbnail shows its image', async () => {
    await productPage.thumbnails.nth(last).click();
    await expect(productPage.thumbnails.nth(last)).toHaveAttribute('aria-current', 'true');
    await expect(productPage.thumbnails.nth(1)).not.toHaveAttribute('aria-current', 'true');
    await expect(productPage.mainImage).toHaveAttribute('alt', product.images[last]?.alt ?? '');
  });
});

test('the size guide opens as a dialog and closes again', async ({ productPage, page }) => {
  await test.step(`open /product-details/${SIZED_PRODUCT_ID}`, async () => {
    await productPage.goto(SIZED_PRODUCT_ID);
    await expect(productPage.sizeGuideDialog).toHaveCount(0);
  });

  await test.step("'Not sure about the size?' opens the size guide", async () => {
    await productPage.sizeGuideButton.click();
    await expect(productPage.sizeGuideDialog).toBeVisible();
    await expect(productPage.sizeGuideDialog.getByRole('heading', { name: 'Ring size guide' })).toBeVisible();
    await expect(productPage.sizeGuideDialog.getByRole('table')).toContainText('US 6½');
    await expect(productPage.sizeGuideDialog.getByRole('link', { name: 'Print the ring sizer (PDF)' })).toHaveAttribute(
      'href',
      '/api/catalog/ring-sizer.pdf',
    );
  });

  await test.step('its close button closes it and focus returns to the button', async () => {
    await productPage.sizeGuideDialog.getByRole('button', { name: 'Close size guide' }).click();
    await expect(productPage.sizeGuideDialog).toBeHidden();
    await expect(productPage.sizeGuideButton).toBeFocused();
  });

  await test.step('Escape closes it too', async () => {
    await productPage.sizeGuideButton.click();
    await expect(productPage.sizeGuideDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(productPage.sizeGuideDialog).toBeHidden();
  });
});

test('the tabs switch panels by click and by arrow keys', async ({ productPage, page, request }) => {
  const product = await fetchProduct(request, SIZED_PRODUCT_ID);

  await test.step(`open /product-details/${SIZED_PRODUCT_ID}: three tabs, the description selected`, async () => {
    await productPage.goto(SIZED_PRODUCT_ID);
    await expect(productPage.tabList.getByRole('tab')).toHaveText([...PRODUCT_TABS]);
    await expect(productPage.tab('Product Description')).toHaveAttribute('aria-selected', 'true');
    const panel = await productPage.panelOf('Product Description');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(product.description.slice(0, 40));
  });

  await test.step('clicking Product Material Details shows its panel with the stock number', async () => {
    await productPage.tab('Product Material Details').click();
    await expect(productPage.tab('Product Material Details')).toHaveAttribute('aria-selected', 'true');
    await expect(productPage.tab('Product Description')).toHaveAttribute('aria-selected', 'false');
    const panel = await productPage.panelOf('Product Material Details');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(product.material_details.stock_number ?? '');
    await expect(panel).toContainText(product.material_details.clarity ?? '');
    await expect(await productPage.panelOf('Product Description')).toBeHidden();
  });

  await test.step("ArrowRight moves to Faq's and shows its questions", async () => {
    await page.keyboard.press('ArrowRight');
    await expect(productPage.tab("Faq's")).toBeFocused();
    await expect(productPage.tab("Faq's")).toHaveAttribute('aria-selected', 'true');
    const panel = await productPage.panelOf("Faq's");
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(/cancel/i);
  });

  await test.step('ArrowRight on the last tab wraps to the first', async () => {
    await page.keyboard.press('ArrowRight');
    await expect(productPage.tab('Product Description')).toBeFocused();
    await expect(productPage.tab('Product Description')).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('ArrowLeft on the first tab wraps to the last', async () => {
    await page.keyboard.press('ArrowLeft');
    await expect(productPage.tab("Faq's")).toBeFocused();
    await expect(productPage.tab("Faq's")).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('only the selected tab is in the tab order', async () => {
    await expect(productPage.tab("Faq's")).not.toHaveAttribute('tabindex', '-1');
    await expect(productPage.tab('Product Description')).toHaveAttribute('tabindex', '-1');
  });
});

test('a product page opened from a listing card shows that card', async ({ listingPage, productPage, page }) => {
  await test.step('open /product sorted by Best Seller and follow the first card', async () => {
    await listingPage.goto('?sort=best_seller');
    await listingPage.cardLink(listingPage.cards.first()).click();
  });
  await test.step(`the page of ${BEST_SELLER.name} opens`, async () => {
    await expect(page).toHaveURL((url) => url.pathname === `/product-details/${BEST_SELLER.id}`);
    await expect(productPage.name).toHaveText(BEST_SELLER.name);
    await expect(productPage.main).toContainText(BEST_SELLER.price);
  });
});

test('an unknown product id shows the product-not-found page', async ({ frame, page }) => {
  await test.step(`open /product-details/${UNKNOWN_PRODUCT_ID}`, async () => {
    await page.goto(`/product-details/${UNKNOWN_PRODUCT_ID}`);
  });
  await test.step('the frame stays, the page says the product is not found', async () => {
    await expect(frame.header).toBeVisible();
    await expect(frame.pageHeading).toBeVisible();
    await expect(frame.main).toContainText(/product not found/i);
    await expect(page).toHaveTitle(/not found/i);
  });
  await test.step('it offers a way back to the catalogue', async () => {
    await expect(frame.main.locator('a[href="/product"]').first()).toBeVisible();
  });
});
