/**
 * Toasts neither stack nor cover (issue 12 item 10): a wrong password submitted three times in a row shows one
 * error toast, not three, and a success toast joins it as the one of its kind. On a 1280×900 desktop and a 390×844
 * phone each toast's box meets no heading (h1–h3), no visible interactive element and not the header's logo.
 */
import type { Locator, Page } from '@playwright/test';
import { SERVER_MESSAGES } from '../../fixtures/auth-api';
import { expect, test } from '../../fixtures/test';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** What a toast's box meets on screen: headings, visible interactive elements and the header's logo. */
function coveredBy(toast: Locator): Promise<string[]> {
  return toast.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const container = element.closest('.Toastify');
    const meets = (r: DOMRect) =>
      r.width > 1 &&
      r.height > 1 &&
      r.left < box.right &&
      r.right > box.left &&
      r.top < box.bottom &&
      r.bottom > box.top;
    const shown = (each: Element) => {
      const style = getComputedStyle(each);
      return style.visibility === 'visible' && Number(style.opacity) > 0 && each.closest('[hidden]') === null;
    };
    const selector = 'h1, h2, h3, a, button, input, select, textarea, [role=button], label, header img';
    return [...document.querySelectorAll(selector)]
      .filter((each) => !container?.contains(each) && shown(each) && [...each.getClientRects()].some(meets))
      .map(
        (each) =>
          `${each.tagName.toLowerCase()} "${(each.getAttribute('aria-label') ?? each.textContent ?? '').trim().slice(0, 40)}"`,
      );
  });
}

/** Starts counting the most toasts of `kind` shown at once on the page; answers a reader of that count. */
async function watchMostShown(page: Page, kind: 'error' | 'success'): Promise<() => Promise<number>> {
  await page.evaluate((selector) => {
    const record = window as unknown as { mostToasts: number };
    record.mostToasts = 0;
    new MutationObserver(() => {
      record.mostToasts = Math.max(record.mostToasts, document.querySelectorAll(selector).length);
    }).observe(document.body, { childList: true, subtree: true });
  }, `.Toastify__toast--${kind}`);
  return () => page.evaluate(() => (window as unknown as { mostToasts: number }).mostToasts);
}

async function expectCoversNothing(page: Page, kind: 'error' | 'success') {
  const toasts = page.locator(`.Toastify__toast--${kind}`);
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toBeInViewport({ ratio: 1 });
  await expect.poll(() => coveredBy(toasts), { message: `the ${kind} toast covers nothing` }).toEqual([]);
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
