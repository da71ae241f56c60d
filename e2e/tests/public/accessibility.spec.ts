/** axe-core (WCAG 2.0/2.1 A and AA, best practices) on every content route and the 404 page, in both themes. */
import { Frame } from '../../fixtures/frame';
import { CONTENT_ROUTES, THEMES, UNKNOWN_ROUTE } from '../../fixtures/routes';
import { expect, test } from '../../fixtures/test';

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await Frame.presetTheme(page, theme);
    });

    for (const route of [...CONTENT_ROUTES, UNKNOWN_ROUTE]) {
      test(`${route} has no axe violations`, async ({ axe, frame, page }) => {
        await test.step(`open ${route} in the ${theme} theme`, async () => {
          await frame.goto(route);
          await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
          await expect(frame.footer).toBeVisible();
        });
        await test.step('axe finds nothing', async () => {
          await axe(`${route} (${theme})`);
        });
      });
    }

    test('the open mega-menu and chat panel have no axe violations', async ({ axe, frame }) => {
      await test.step('open /contact-us', async () => {
        await frame.goto('/contact-us');
      });
      await test.step('with the Products mega-menu open', async () => {
        await frame.productsButton.click();
        await expect(frame.megaMenu).toBeVisible();
        await axe(`/contact-us with the mega-menu open (${theme})`);
        await frame.page.keyboard.press('Escape');
      });
      await test.step('with the chat panel open', async () => {
        await frame.page.getByRole('button', { name: 'Open chat' }).click();
        await expect(frame.chatPanel).toBeVisible();
        await axe(`/contact-us with the chat panel open (${theme})`);
      });
    });

    test.describe('on a 390x844 phone', () => {
      test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

      for (const route of ['/about', '/contact-us'] as const) {
        test(`${route} has no axe violations`, async ({ axe, frame, page }) => {
          await test.step(`open ${route} on a phone in the ${theme} theme`, async () => {
            await frame.goto(route);
            await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
          });
          await test.step('axe finds nothing', async () => {
            await axe(`${route} on a phone (${theme})`);
          });
        });
      }
    });
  });
}
