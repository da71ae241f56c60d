/**
 * Toasts neither stack nor cover (issue 12 item 10): a wrong password submitted three times in a row shows one
 * error toast, not three, and a success toast joins it as the one of its kind; an answer that arrives while the last
 * toast of its kind slides away (its time ran out) takes its place at once rather than showing beside it. On a
 * 1280×900 desktop and a 390×844 phone each toast's box meets no heading (h1–h3), no visible interactive element and
 * not the header's logo.
 */
import type { Page } from '@playwright/test';
import { SERVER_MESSAGES } from '../../fixtures/auth-api';
import { coveredBy, holdToasts, INTERACTIVE } from '../../fixtures/covered';
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
        await holdToasts(page);
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

      await test.step('a code asked for by e-mail adds one success toast, clear of everything too', async () => {
        await auth.signIn.emailOtpLink.click();
        await auth.otpRequest.email.fill(shopper.email);
        await auth.otpRequest.submit.click();
        await auth.otpVerify.expectSuccessToast(SERVER_MESSAGES.codeSent);
        await expectCoversNothing(page, 'success');
      });
    });

    test('an answer arriving while the last toast of its kind slides away takes its place at once', async ({
      auth,
      accounts,
      shopper,
      page,
    }) => {
      await accounts.createVerifiedAccount(shopper);
      await auth.signIn.goto();
      // The leaving toast's slide (0.3 s) made slow, so that the next answer surely lands while it is on screen.
      await page.addStyleTag({ content: `.Toastify__toast[data-in='false'] { animation-duration: 5s !important; }` });
      await auth.signIn.identifier.fill(shopper.email);
      await auth.signIn.password.fill('Not#TheRight99');
      await auth.signIn.submit.click();
      await auth.signIn.expectErrorToast(SERVER_MESSAGES.badCredentials);
      const first = page.locator('.Toastify__toast--error');
      const mostShown = await watchMostShown(page, 'error');
      await page.evaluate(() => {
        // Whether a new error toast arrived while a timed-out one was still leaving (what this test is about).
        const record = window as unknown as { overlapped: boolean };
        record.overlapped = false;
        new MutationObserver((changes) => {
          const added = changes.some((change) =>
            [...change.addedNodes].some((node) => node instanceof Element && node.matches('.Toastify__toast--error')),
          );
          if (added && document.querySelector('.Toastify__toast--error[data-in="false"]')) record.overlapped = true;
        }).observe(document.body, { childList: true, subtree: true });
      });

      // The pointer rests on the toast, which pauses its time, while the next answer is fetched and held back.
      await first.hover();
      let answered!: () => void;
      const answerReady = new Promise<void>((resolve) => {
        answered = resolve;
      });
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/**', async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        const response = await route.fetch();
        answered();
        await released;
        await route.fulfill({ response });
      });
      await auth.signIn.password.press('Enter');
      await answerReady;

      // The pointer moves off: the toast's time runs out and it begins to leave; then the answer arrives.
      await page.mouse.move(viewport.width - 5, viewport.height / 2);
      await expect(page.locator('.Toastify__toast--error[data-in="false"]')).toHaveCount(1);
      release();
      await expect(auth.signIn.submit).toBeEnabled();
      await auth.signIn.expectErrorToast(SERVER_MESSAGES.badCredentials);
      expect(await page.evaluate(() => (window as unknown as { overlapped: boolean }).overlapped)).toBe(true);
      expect(await mostShown(), 'error toasts shown at once').toBe(1);
    });
  });
}
