/**
 * /wishlist, My Wishlist (spec §2), filled by the hearts of the catalogue: a signed-in customer's like on /product
 * is saved to the account (`wishlist/add`) and listed on /wishlist with its title linking to the product and its
 * original price; Remove takes it off again. An empty wishlist invites the shopper to /product. A visitor's like is
 * kept in the browser and joins the account's wishlist when they sign in through the form at /.
 */
import { presetSession } from '../../fixtures/account-pages';
import { expect, test } from '../../fixtures/account-test';
import { BEST_SELLER, dollarsOf, fetchProductList } from '../../fixtures/catalog';

const isWishlistCall = (url: string, path: string) => new URL(url).pathname.startsWith(`/api/wishlist/${path}`);

test('a like on /product shows on /wishlist (link, original price) and Remove takes it off', async ({
  account,
  customer,
  listingPage,
  page,
  request,
}) => {
  const { wishlist } = account;
  const [product] = (await fetchProductList(request, { sort: 'best_seller' })).items;
  if (product?.id !== BEST_SELLER.id) throw new Error('the seed no longer starts with the best seller');
  const like = listingPage.likeButton(BEST_SELLER.name);

  await test.step('signed in, open /product sorted by Best Seller: the heart is not pressed', async () => {
    await presetSession(page, customer.api.token);
    await listingPage.goto('?sort=best_seller');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  await test.step('press the heart: pressed at once, and saved to the account', async () => {
    const [response] = await Promise.all([page.waitForResponse((r) => isWishlistCall(r.url(), 'add')), like.click()]);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName(`Add ${BEST_SELLER.name} to wishlist`);
    expect(response.status()).toBe(200);
    expect((await customer.api.wishlist()).map((item) => item.product_id)).toEqual([BEST_SELLER.id]);
  });

  await test.step('/wishlist lists it: title linking to /product-details/{id}, the original price', async () => {
    await wishlist.goto();
    await expect(wishlist.crumbs).toHaveText(['Home', 'My Account', 'My Wishlist']);
    await expect(wishlist.cards).toHaveCount(1);
    await expect(wishlist.titleLink(BEST_SELLER.name)).toHaveAttribute('href', `/product-details/${BEST_SELLER.id}`);
    await expect(wishlist.card(BEST_SELLER.name)).toContainText(dollarsOf(product.original_price));
    await expect(wishlist.card(BEST_SELLER.name).locator('img')).toHaveAttribute('src', /\S/);
  });

  await test.step('Remove takes it off: the card goes and the invitation to the catalogue shows', async () => {
    const [response] = await Promise.all([
      page.waitForResponse((r) => isWishlistCall(r.url(), 'delete/')),
      wishlist.removeButton(BEST_SELLER.name).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(wishlist.cards).toHaveCount(0);
    await expect(wishlist.emptyMessage).toBeVisible();
    expect(await customer.api.wishlist()).toEqual([]);
  });

  await test.step('after a reload it is still gone', async () => {
    await page.reload();
    await wishlist.waitForList();
    await expect(wishlist.emptyMessage).toBeVisible();
  });

  await test.step('the title link of a liked product opens its page', async () => {
    await customer.api.like(BEST_SELLER.id);
    await page.reload();
    await wishlist.titleLink(BEST_SELLER.name).click();
    await wishlist.expectPath(`/product-details/${BEST_SELLER.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BEST_SELLER.name);
  });
});

test('an empty wishlist invites the shopper to the catalogue at /product', async ({ account, customer, page }) => {
  const { wishlist } = account;

  await test.step('open /wishlist for a new account', async () => {
    await presetSession(page, customer.api.token);
    await wishlist.goto();
  });

  await test.step('the invitation links to /product', async () => {
    await expect(wishlist.cards).toHaveCount(0);
    await expect(wishlist.emptyMessage).toBeVisible();
    await expect(wishlist.discoverLink).toHaveAttribute('href', '/product');
    await wishlist.discoverLink.click();
    await wishlist.expectPath('/product');
  });
});

test("a visitor's like survives signing in through the form at /", async ({
  account,
  auth,
  customer,
  listingPage,
  page,
}) => {
  const { wishlist } = account;
  const like = listingPage.likeButton(BEST_SELLER.name);

  await test.step('as a visitor, like the best seller on /product (kept in the browser)', async () => {
    await listingPage.goto('?sort=best_seller');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    const stored = await page.evaluate(() => window.localStorage.getItem('lumen-wishlist'));
    expect(JSON.parse(stored ?? '[]')).toEqual([expect.objectContaining({ product_id: BEST_SELLER.id })]);
    expect(await customer.api.wishlist()).toEqual([]);
  });

  await test.step('sign in with the password at /: /account', async () => {
    await auth.signIn.goto();
    await auth.signIn.signIn(customer.email, customer.password);
    await auth.signIn.expectPath('/account');
  });

  await test.step('My Wishlist (sidebar) shows the like, now saved to the account', async () => {
    await wishlist.sidebarLink('My Wishlist').click();
    await wishlist.expectPath('/wishlist');
    await expect(wishlist.card(BEST_SELLER.name)).toBeVisible();
    await expect
      .poll(async () => (await customer.api.wishlist()).map((item) => item.product_id))
      .toEqual([BEST_SELLER.id]);
  });

  await test.step('after a reload it is still there, and the browser no longer keeps the visitor like', async () => {
    await page.reload();
    await wishlist.waitForList();
    await expect(wishlist.card(BEST_SELLER.name)).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('lumen-wishlist'))).toBeNull();
  });

  await test.step('the heart on /product is pressed for the signed-in customer', async () => {
    await listingPage.goto('?sort=best_seller');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
  });
});
