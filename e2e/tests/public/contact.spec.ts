/** /contact-us: the contact form validates like the server and sends through POST /api/contact. */
import { CONTACT_MESSAGES } from '../../fixtures/contact-page';
import { expect, test } from '../../fixtures/test';

test.describe('contact form', () => {
  test('an empty submit shows every required message and sends nothing', async ({ contactPage, page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') posts.push(request.url());
    });

    await test.step('open /contact-us', async () => {
      await contactPage.goto();
    });
    await test.step('submit the empty form', async () => {
      await contactPage.submit.click();
    });
    await test.step('each field says it is required', async () => {
      await expect(contactPage.form.getByText(CONTACT_MESSAGES.nameRequired, { exact: true })).toBeVisible();
      await expect(contactPage.form.getByText(CONTACT_MESSAGES.emailRequired, { exact: true })).toBeVisible();
      await expect(contactPage.form.getByText(CONTACT_MESSAGES.messageRequired, { exact: true })).toBeVisible();
      await expect(contactPage.name).toHaveAttribute('aria-invalid', 'true');
      await expect(contactPage.name).toHaveAccessibleDescription(CONTACT_MESSAGES.nameRequired);
      await expect(contactPage.email).toHaveAttribute('aria-invalid', 'true');
      await expect(contactPage.email).toHaveAccessibleDescription(CONTACT_MESSAGES.emailRequired);
      await expect(contactPage.message).toHaveAttribute('aria-invalid', 'true');
      await expect(contactPage.message).toHaveAccessibleDescription(CONTACT_MESSAGES.messageRequired);
      await expect(contactPage.name).toBeFocused();
    });
    await test.step('no request left the page', async () => {
      expect(posts).toEqual([]);
    });
  });

  test('an identifier that is neither an e-mail nor a mobile number is refused', async ({ contactPage, page }) => {
    await test.step('open /contact-us', async () => {
      await contactPage.goto();
    });
    await test.step('fill a name, "call me maybe" and a message, then submit', async () => {
      await contactPage.fill({ name: 'Asha Verma', email: 'call me maybe', message: 'Do you make custom bands?' });
      await contactPage.submit.click();
    });
    await test.step('the identifier field explains what it needs', async () => {
      await expect(contactPage.form.getByText(CONTACT_MESSAGES.identifierInvalid, { exact: true })).toBeVisible();
      await expect(contactPage.email).toHaveAttribute('aria-invalid', 'true');
      await expect(contactPage.email).toHaveAccessibleDescription(CONTACT_MESSAGES.identifierInvalid);
      await expect(contactPage.name).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(CONTACT_MESSAGES.sent)).toHaveCount(0);
    });
  });

  const validSenders = [
    { kind: 'an e-mail address', email: 'asha.verma@example.com' },
    { kind: 'a 10-digit mobile number', email: '9876543210' },
  ];
  for (const { kind, email } of validSenders) {
    test(`a valid message with ${kind} is sent and acknowledged`, async ({ contactPage, page }) => {
      await test.step('open /contact-us', async () => {
        await contactPage.goto();
      });
      await test.step('fill name, identifier and message', async () => {
        await contactPage.fill({
          name: 'Asha Verma',
          email,
          message: 'I would like a quote for a lab-grown diamond solitaire in 18k rose gold.',
        });
      });
      await test.step('submit: the API answers 201 with the thank-you message', async () => {
        const response = await contactPage.submitAndWaitForApi();
        expect(response.status()).toBe(201);
        expect(await response.json()).toEqual({ status: true, message: CONTACT_MESSAGES.sent });
        expect(response.request().postDataJSON()).toMatchObject({ name: 'Asha Verma', email });
      });
      await test.step("the server's message shows as a toast", async () => {
        await expect(page.getByRole('alert').filter({ hasText: CONTACT_MESSAGES.sent })).toBeVisible();
      });
      await test.step('the form is cleared', async () => {
        await expect(contactPage.name).toHaveValue('');
        await expect(contactPage.email).toHaveValue('');
        await expect(contactPage.message).toHaveValue('');
      });
    });
  }
});
