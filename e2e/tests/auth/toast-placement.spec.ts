/**
 * Toasts neither stack nor cover (issue 12 item 10): a wrong password submitted three times in a row shows one
 * error toast, not three (nor two while one whose time ran out slides away), and a success toast joins it as the one
 * of its kind. On a 1280×900 desktop and a 390×844 phone each toast's box meets no heading (h1–h3), no visible
 * interactive element and not the header's logo.
 */
import type { Page } from '@playwright/test';
import { SERVER_MESSAGES } from '../../fixtures/auth-api';
import { coveredBy, INTERACTIVE } from '../../fixtures/covered';
import { expect, test } from '../../fixtures/test';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * Starts counting the most toasts of `kind` a shopper can see at once on the page (one that has timed out and stepped
 * out of view while it leaves is not seen); answers a reader of that count.
 */
async function watchMostShown(page: Page, kind: 'error' | 'success'): Promise<() => Promise<number>> {
  await page.evaluate((selector) => {
    const record = window as unknown as { mostToasts: number };
    record.mostToasts = 0;
    new MutationObserver(() => {
      const seen = [...document.querySelectorAll(selector)].filter((toast) =>
        toast.checkVisibility({ visibilityProperty: true }),
      );
      record.mostToasts = Math.max(record.mostToasts, seen.length);
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  }, `.Toastify__toast--${kind}`);
  return () => page.evaluate(() => (window as unknown as { mostToasts: number }).mostToasts);
}

async function expectCoversNothing(page: Page, kind: 'error' | 'success') {
  const toasts = page.locator(`.Toastify__toast--${kind}`);
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toBeInViewport({ ratio: 1 });
  const check = { selector: `h1, h2, h3, header img, ${INTERACTIVE}`, widget: '.Toastify' };
  await expect.poll(() => coveredBy(toasts, check), { message: `the ${kind} toast covers nothing` }).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`toasts on a ${viewport.name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('one toast of a kind, clear of the headings, controls and logo', async ({ auth, accounts, shopper, page }) => {
      await test.step('given a verified account', async () => {
        await accounts.createVerifiedAccount(shopper);
      });

      await test.step('a wrong password submitted three times shows one error toast', async () => {
        await auth.signIn.goto();
        await auth.signIn.identifier.fill(shopper.email);
        await auth.signIn.password.fill('Not#TheRight99');
        const mostShown = await watchMostShown(page, 'error');
        for (let attempt = 1; attempt <= 3; attempt += 1) {
          await auth.signIn.submit.click();
          await expect(auth.signIn.submit).toBeEnabled();
        }
        await auth.signIn.expectErrorToast(SERVER_MESSAGES.badCredentials);
        expect(await mostShown(), 'error toasts shown at once').toBe(1);
        await expectCoversNothing(page, 'error');
      });

      await test.step('the next answer, arriving while the timed-out toast slides away, takes its place at once', async () => {
        const mostShown = await watchMostShown(page, 'error');
        const leaving = page.locator('.Toastify__toast--error[data-in="false"]');
        await page.route('**/api/**', async (route) => {
          // Holds the answer until the showing error toast's time has run out and it has begun to leave.
          if (route.request().method() === 'POST') await expect(leaving).toHaveCount(1, { timeout: 10_000 });
          await route.continue();
        });
        await auth.signIn.submit.click();
        await expect(auth.signIn.submit).toBeEnabled();
        await page.unroute('**/api/**');
        await auth.signIn.expectErrorToast(SERVER_MESSAGES.badCredentials);
        expect(await mostShown(), 'error toasts shown at once').toBe(1);
      });

      await test.step('a code asked for by e-mail adds one success toast, clear of everything too', async () => {
        await auth.signIn.emailOtpLink.click();
        await auth.otpRequest.email.fill(shopper.email);
        await auth.otpRequest.submit.click();
        await auth.otpVerify.expectSuccessToast(SERVER_MESSAGES.codeSent);
        await expectCoversNothing(page, 'success');
      });
    });
  });
}
