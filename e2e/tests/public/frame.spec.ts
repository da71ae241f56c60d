/** The shared page frame (spec §2): banner, header, search, mega-menu and footer on every content route. */
import { CONTENT_ROUTES, expectedCategoryQuery, JEWELLERY_GROUPS } from '../../fixtures/routes';
import { expect, test } from '../../fixtures/test';

const POLICY_LINKS = [
  '/privacy-policy',
  '/terms-conditions',
  '/payment-delivery-policy',
  '/return-refund-policy',
] as const;

for (const route of CONTENT_ROUTES) {
  test(`the frame surrounds ${route}`, async ({ frame, page }) => {
    await test.step(`open ${route}`, async () => {
      const response = await frame.goto(route);
      expect(response?.status()).toBe(200);
    });

    await test.step('the promotional banner announces the fall sale', async () => {
      await expect(frame.promoBanner).toBeVisible();
      await expect(frame.promoBanner).toBeInViewport();
    });

    await test.step('the header has the logo, search, cart, currency, phone and ASK PRICE', async () => {
      await expect(frame.logoLink).toBeVisible();
      await expect(frame.logoLink).toHaveAttribute('href', '/home');
      await expect(frame.searchBox).toBeVisible();
      await expect(frame.searchBox).toHaveAttribute('placeholder', 'Search Product...');
      await expect(frame.searchBox).toHaveAttribute('required', '');
      await expect(frame.searchButton).toBeVisible();
      await expect(frame.cartLink).toBeVisible();
      await expect(frame.cartLink).toContainText('$0.00');
      await expect(frame.currencySelect).toBeVisible();
      await expect(frame.header.getByText('Call or Text 24/7')).toBeVisible();
      await expect(frame.header.locator('a[href^="tel:"]').first()).toBeVisible();
      await expect(frame.askPriceButton).toBeVisible();
      await expect(frame.productsButton).toBeVisible();
    });

    await test.step('the screen has a main landmark with its heading', async () => {
      await expect(frame.main).toBeVisible();
      await expect(frame.pageHeading).toBeVisible();
    });

    await test.step('the footer has the copyright, Quick Links, Policies and Get In Touch', async () => {
      await expect(frame.footer).toBeVisible();
      // The spec's line, its year a range up to the current one (docs/product.md, departures): '© 2025–2026' in 2026.
      const year = new Date().getFullYear();
      const years = year > 2025 ? `2025–${year}` : '2025';
      await expect(
        frame.footer.getByText(`Lumen Jewels © ${years}, All Right Reserved.`, { exact: true }),
      ).toBeVisible();
      for (const heading of [
        'Quick Links',
        "Men's Jewellery",
        "Women's Jewellery",
        'Accessories',
        'Policies',
        'Get In Touch',
      ]) {
        await expect(frame.footer.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      }
      for (const [group, { audience, categories }] of Object.entries(JEWELLERY_GROUPS)) {
        const links = frame.footerSection(group).getByRole('link');
        await expect(links).toHaveText([...categories]);
        const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
        expect(
          hrefs.map((href) => {
            const url = new URL(href, page.url());
            return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
          }),
          `footer ${group}`,
        ).toEqual(
          categories.map((category) => ({ path: '/product', query: expectedCategoryQuery(audience, category) })),
        );
      }
      const policies = frame.footerSection('Policies');
      for (const href of POLICY_LINKS) {
        await expect(policies.locator(`a[href="${href}"]`)).toBeVisible();
      }
      await expect(frame.footerSection('Quick Links').locator('a[href="/about-us"]')).toBeVisible();
    });

    await test.step('Get In Touch offers phone, e-mail, Instagram, Facebook and LinkedIn', async () => {
      const getInTouch = frame.footerSection('Get In Touch');
      await expect(getInTouch.locator('a[href^="tel:"]')).toBeVisible();
      await expect(getInTouch.locator('a[href^="mailto:"]')).toBeVisible();
      for (const network of ['Instagram', 'Facebook', 'LinkedIn']) {
        const link = getInTouch.getByRole('link', { name: new RegExp(network, 'i') });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', new RegExp(network.toLowerCase()));
      }
    });
  });
}

test('submitting a search term from the header opens the product list for it', async ({ frame, page }) => {
  await test.step('open /about', async () => {
    await frame.goto('/about');
  });
  await test.step('an empty search does not navigate (the box is required)', async () => {
    await frame.searchButton.click();
    await expect(page).toHaveURL(/\/about$/);
  });
  await test.step('search for "diamond ring"', async () => {
    await frame.search('diamond ring');
  });
  await test.step('the product list opens with the term in the query', async () => {
    await expect(page).toHaveURL((url) => url.pathname === '/product' && url.searchParams.get('q') === 'diamond ring');
  });
});

test('the Products mega-menu lists every category and links to the product list', async ({ frame, page }) => {
  await test.step('open /faqs', async () => {
    await frame.goto('/faqs');
  });

  await test.step('the menu is closed at first', async () => {
    await expect(frame.productsButton).toHaveAttribute('aria-expanded', 'false');
    await expect(frame.megaMenu).toBeHidden();
  });

  await test.step('pressing Products opens the menu it controls', async () => {
    await frame.productsButton.click();
    await expect(frame.productsButton).toHaveAttribute('aria-expanded', 'true');
    await expect(frame.megaMenu).toBeVisible();
    expect(await frame.megaMenu.getAttribute('id')).toBe(await frame.megaMenuControlsId());
  });

  for (const [group, { audience, categories }] of Object.entries(JEWELLERY_GROUPS)) {
    await test.step(`${group}: ${categories.join(', ')}`, async () => {
      const section = frame.megaMenuGroup(group);
      await expect(section).toBeVisible();
      await expect(section.getByRole('link')).toHaveText([...categories]);
      for (const category of categories) {
        const href = await section.getByRole('link', { name: category, exact: true }).getAttribute('href');
        const url = new URL(href ?? '', page.url());
        expect(url.pathname, `${group} › ${category}`).toBe('/product');
        expect(Object.fromEntries(url.searchParams), `${group} › ${category}`).toEqual(
          expectedCategoryQuery(audience, category),
        );
      }
    });
  }

  await test.step('following a category opens the product list and closes the menu', async () => {
    await frame.megaMenuGroup("Women's Jewellery").getByRole('link', { name: 'Necklaces', exact: true }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/product' &&
        url.searchParams.get('audience') === 'women' &&
        url.searchParams.get('category') === 'necklaces',
    );
    await expect(frame.megaMenu).toBeHidden();
    await expect(frame.productsButton).toHaveAttribute('aria-expanded', 'false');
  });
});

test('Escape closes the mega-menu and returns focus to the Products button', async ({ frame }) => {
  await test.step('open /packages and the menu', async () => {
    await frame.goto('/packages');
    await frame.productsButton.click();
    await expect(frame.megaMenu).toBeVisible();
  });
  await test.step('press Escape inside the menu', async () => {
    await frame.megaMenuGroup("Men's Jewellery").getByRole('link', { name: 'Rings', exact: true }).focus();
    await frame.page.keyboard.press('Escape');
    await expect(frame.megaMenu).toBeHidden();
    await expect(frame.productsButton).toBeFocused();
  });
});

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the Menu button unfolds the navigation, phone line, Currency and ASK PRICE', async ({ frame, page }) => {
    const menuButton = frame.header.getByRole('button', { name: 'Menu', exact: true });

    await test.step('open /blogs: the logo, search and cart stay in view, the rest is folded', async () => {
      await frame.goto('/blogs');
      await expect(frame.logoLink).toBeVisible();
      await expect(frame.cartLink).toContainText('$0.00');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(frame.productsButton).toBeHidden();
    });

    await test.step('Menu unfolds it', async () => {
      await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(frame.productsButton).toBeVisible();
      await expect(frame.header.getByText('Call or Text 24/7')).toBeVisible();
      await expect(frame.currencySelect).toBeVisible();
      await expect(frame.askPriceButton).toBeVisible();
    });

    await test.step('the mega-menu works inside it and a category link closes everything', async () => {
      await frame.productsButton.click();
      await frame.megaMenuGroup("Men's Jewellery").getByRole('link', { name: 'Bracelets', exact: true }).click();
      await expect(page).toHaveURL(
        (url) =>
          url.pathname === '/product' &&
          url.searchParams.get('audience') === 'men' &&
          url.searchParams.get('category') === 'bracelets',
      );
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(frame.productsButton).toBeHidden();
    });
  });
});
