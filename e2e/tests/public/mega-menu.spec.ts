/**
 * The Products mega-menu with a mouse (issue 31, item 7): it opens when the pointer rests on Products and closes
 * once it leaves, opens when Products gets the keyboard's focus, still opens and closes on a click, with Enter and
 * with Escape, and its Fall Sale card is a link to the sale's listing. On a touch phone a tap opens and closes it.
 */
import { FEATURED_PROMOTION } from '@lumen/contract/promotion';
import { expect, test } from '../../fixtures/test';

/** The sale card of the open menu: a link named by the featured promotion's title. */
const saleCardName = new RegExp(`^${FEATURED_PROMOTION.title}\\b`);

test('resting the pointer on Products opens the menu, and leaving it closes the menu', async ({ frame, page }) => {
  await test.step('open /faqs: the menu is closed', async () => {
    await frame.goto('/faqs');
    await expect(frame.productsButton).toHaveAttribute('aria-expanded', 'false');
  });

  await test.step('the pointer on Products opens it', async () => {
    await frame.productsButton.hover();
    await expect(frame.megaMenu).toBeVisible();
    await expect(frame.productsButton).toHaveAttribute('aria-expanded', 'true');
  });

  await test.step('the pointer leaving the button and the panel closes it', async () => {
    // Up, over the promotional banner: away from the button and the panel below it.
    await page.mouse.move(640, 5);
    await expect(frame.megaMenu).toBeHidden();
    await expect(frame.productsButton).toHaveAttribute('aria-expanded', 'false');
  });
});

test('the pointer can cross to the sale card, and the card opens the sale', async ({ frame, page }) => {
  await test.step('open /faqs and rest the pointer on Products', async () => {
    await frame.goto('/faqs');
    await frame.productsButton.hover();
    await expect(frame.megaMenu).toBeVisible();
  });

  const card = frame.megaMenu.getByRole('link', { name: saleCardName });
  await test.step(`the menu shows the ${FEATURED_PROMOTION.title} card as a link`, async () => {
    await expect(card).toBeVisible();
    await expect(card).toContainText(FEATURED_PROMOTION.code);
  });

  await test.step('a diagonal move down to the card, over the other links, keeps the menu open', async () => {
    const box = await card.boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
    await expect(frame.megaMenu).toBeVisible();
  });

  await test.step('clicking the card opens the listing the sale applies to, and closes the menu', async () => {
    await card.click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/product' && url.searchParams.get('category') === FEATURED_PROMOTION.category,
    );
    await expect(frame.megaMenu).toBeHidden();
  });
});

test('keyboard focus on Products opens the menu; Enter, Escape and Tab keep working', async ({ frame, page }) => {
  await test.step('open /faqs and tab from the cart link to Products', async () => {
    await frame.goto('/faqs');
    await frame.cartLink.focus();
    await page.keyboard.press('Tab');
    await expect(frame.productsButton).toBeFocused();
  });

  await test.step('the focus opens the menu', async () => {
    await expect(frame.megaMenu).toBeVisible();
    await expect(frame.productsButton).toHaveAttribute('aria-expanded', 'true');
  });

  await test.step('Escape closes it and leaves the focus on Products', async () => {
    await page.keyboard.press('Escape');
    await expect(frame.megaMenu).toBeHidden();
    await expect(frame.productsButton).toBeFocused();
  });

  await test.step('Enter opens it again and a second Enter closes it', async () => {
    await page.keyboard.press('Enter');
    await expect(frame.megaMenu).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(frame.megaMenu).toBeHidden();
    await expect(frame.productsButton).toHaveAttribute('aria-expanded', 'false');
  });

  await test.step('Space opens it, Tab walks into it, and the sale card shows its focus ring', async () => {
    await page.keyboard.press('Space');
    await expect(frame.megaMenu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(frame.megaMenuGroup("Men's Jewellery").getByRole('link').first()).toBeFocused();
    const card = frame.megaMenu.getByRole('link', { name: saleCardName });
    await card.focus();
    await expect(card).toBeFocused();
    expect(await card.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
  });

  await test.step('tabbing out of the menu closes it', async () => {
    // The sale card is the panel's last link: the next Tab leaves the menu.
    await page.keyboard.press('Tab');
    await expect(frame.megaMenu).toBeHidden();
  });
});

test('a click opens and closes the menu, and Escape closes it', async ({ frame, page }) => {
  await test.step('open /faqs', async () => {
    await frame.goto('/faqs');
  });

  await test.step('a click on Products opens it and a second click closes it', async () => {
    await frame.productsButton.click();
    await expect(frame.megaMenu).toBeVisible();
    await expect(frame.productsButton).toHaveAttribute('aria-expanded', 'true');
    await frame.productsButton.click();
    await expect(frame.megaMenu).toBeHidden();
    await expect(frame.productsButton).toHaveAttribute('aria-expanded', 'false');
  });

  await test.step('opened by the pointer, with the focus elsewhere, it closes with Escape', async () => {
    await page.mouse.move(640, 5);
    await frame.productsButton.blur();
    await frame.productsButton.hover();
    await expect(frame.megaMenu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(frame.megaMenu).toBeHidden();
  });
});

test.describe('on a 390x844 touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a tap on Products opens the menu and a second tap closes it', async ({ frame }) => {
    await test.step('open /faqs and unfold the navigation', async () => {
      await frame.goto('/faqs');
      await frame.header.getByRole('button', { name: 'Menu', exact: true }).tap();
      await expect(frame.productsButton).toBeVisible();
    });

    await test.step('tap Products: the groups unfold; tap again: they fold', async () => {
      await frame.productsButton.tap();
      await expect(frame.megaMenu).toBeVisible();
      await expect(frame.productsButton).toHaveAttribute('aria-expanded', 'true');
      await frame.productsButton.tap();
      await expect(frame.megaMenu).toBeHidden();
      await expect(frame.productsButton).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
