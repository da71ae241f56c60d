/**
 * The like button on a product card: a toggle remembered in the browser across reloads. Like every toggle button
 * (WAI-ARIA APG) it keeps one name, 'Add <name> to wishlist'; aria-pressed alone says whether it is liked.
 */
import { BEST_SELLER } from '../../fixtures/catalog';
import { expect, test } from '../../fixtures/test';

test('liking a card toggles aria-pressed and survives a reload', async ({ listingPage, page }) => {
  const like = listingPage.likeButton(BEST_SELLER.name);

  await test.step('open /product sorted by Best Seller: the like button is not pressed', async () => {
    await listingPage.goto('?sort=best_seller');
    await expect(like).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  await test.step('pressing it marks it pressed and keeps its name', async () => {
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName(`Add ${BEST_SELLER.name} to wishlist`);
    await expect(listingPage.main.getByRole('button', { name: /^Remove .+ from wishlist$/ })).toHaveCount(0);
  });

  await test.step('after a reload it is still pressed (kept in localStorage)', async () => {
    await page.reload();
    await listingPage.waitForResults();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
    expect(stored).toMatch(new RegExp(`${BEST_SELLER.id}|${BEST_SELLER.name}|aurora-solitaire-ring`));
  });

  await test.step('pressing it again un-likes it, also after a reload', async () => {
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await listingPage.waitForResults();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  });
});

test('other cards are not liked along with it', async ({ listingPage }) => {
  await test.step('open /product sorted by Best Seller and like the first card', async () => {
    await listingPage.goto('?sort=best_seller');
    await listingPage.likeButton(BEST_SELLER.name).click();
    await expect(listingPage.likeButton(BEST_SELLER.name)).toHaveAttribute('aria-pressed', 'true');
  });
  await test.step('exactly one like button is pressed', async () => {
    await expect(listingPage.main.locator('button[aria-pressed="true"]')).toHaveCount(1);
  });
});
