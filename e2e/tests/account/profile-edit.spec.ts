/**
 * /account/edit/{id} (spec §2): a PNG picture is previewed before saving; saving calls `account/edit/{id}`, toasts
 * the server's message and returns to /account, where the overview and the header's account link show the new
 * name and picture at once and after a reload. A file that is not a PNG, JPEG or WebP picture is refused in the
 * browser. A new e-mail address needs the current password and applies only once the code sent to it (read here
 * from the dev outbox) is entered; then it signs in. A wrong password changes nothing.
 */
import { textFile, tinyPng } from '../../fixtures/account-files';
import { ACCOUNT_MESSAGES, ACCOUNT_SERVER_MESSAGES, escapeRegExp, presetSession } from '../../fixtures/account-pages';
import { expect, test } from '../../fixtures/account-test';

const NEW_NAME = 'Meera Kapoor';
const NEW_FIRST_NAME = 'Meera';

test('a new name and a PNG picture show on /account and in the header, also after a reload', async ({
  account,
  customer,
  page,
}) => {
  const { editProfile, overview } = account;
  const profile = await customer.api.profile();
  const firstName = customer.name.split(' ')[0] ?? '';

  await test.step('open /account/edit/{id}: the header shows the first name and an initials avatar', async () => {
    await presetSession(page, customer.api.token);
    await editProfile.goto(profile.id);
    await expect(editProfile.crumbs).toHaveText(['Home', 'My Account', 'Edit Profile']);
    await expect(editProfile.headerAccountLink).toHaveAccessibleName(`Account of ${firstName}`);
    await expect(editProfile.headerAccountLink.locator('img')).toHaveCount(0);
    await expect(editProfile.uploadPicture).toBeAttached();
  });

  await test.step('choosing a PNG previews it before anything is saved', async () => {
    await editProfile.uploadPicture.setInputFiles(tinyPng());
    await expect(editProfile.preview).toBeVisible();
    await expect(editProfile.preview).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(editProfile.main.getByText(ACCOUNT_MESSAGES.pictureRefused)).toHaveCount(0);
    expect((await customer.api.profile()).image).toBeNull();
  });

  await test.step('change the name and SAVE CHANGES: the server message is toasted', async () => {
    await editProfile.name.fill(NEW_NAME);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/account/edit/${profile.id}`)),
      editProfile.save.click(),
    ]);
    expect(response.status()).toBe(200);
    const { message } = (await response.json()) as { message: string };
    await editProfile.expectSuccessToast(message);
  });

  await test.step('back on /account: the new name, and the picture in the profile', async () => {
    await overview.expectPath('/account');
    // The account was verified by e-mail: its mobile number was never proved with a code.
    await expect(overview.facts).toHaveText([
      NEW_NAME,
      customer.email,
      `${customer.mobile} ${ACCOUNT_MESSAGES.notVerified} ${ACCOUNT_MESSAGES.verifyIt}`,
    ]);
    await expect(overview.profile.locator('img')).toHaveAttribute('src', /^\/media\/avatars\/\d+-[\w-]{16}\.webp$/);
    await expect(overview.greeting).toHaveText(`Hello, ${NEW_FIRST_NAME}`);
  });

  await test.step('the header link shows the new first name and an <img> avatar at once', async () => {
    await expect(overview.headerAccountLink).toHaveAccessibleName(`Account of ${NEW_FIRST_NAME}`);
    await expect(overview.headerAccountLink).toContainText(NEW_FIRST_NAME);
    const avatar = overview.headerAccountLink.locator('img');
    await expect(avatar).toHaveAttribute('src', /^\/media\/avatars\/.+\.webp$/);
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  await test.step('after a reload the header and the overview still show them (the server kept them)', async () => {
    await page.reload();
    await expect(overview.heading).toHaveText('Account Overview');
    await expect(overview.headerAccountLink).toHaveAccessibleName(`Account of ${NEW_FIRST_NAME}`);
    await expect(overview.headerAccountLink.locator('img')).toHaveAttribute('src', /^\/media\/avatars\/.+\.webp$/);
    await expect(overview.facts.first()).toHaveText(NEW_NAME);
    const saved = await customer.api.profile();
    expect(saved).toMatchObject({ name: NEW_NAME, email: customer.email, Mobile_number: customer.mobile });
    expect(saved.image).toMatch(/^\/media\/avatars\/.+\.webp$/);
  });

  await test.step('the edit screen now offers Change picture and shows the saved picture', async () => {
    await overview.editProfile.click();
    await editProfile.expectPath(`/account/edit/${profile.id}`);
    await expect(editProfile.changePicture).toBeAttached();
    await expect(editProfile.uploadPicture).toHaveCount(0);
    await expect(editProfile.name).toHaveValue(NEW_NAME);
  });
});

test('a file that is not a picture is refused before anything is sent', async ({ account, customer, page }) => {
  const { editProfile } = account;
  const profile = await customer.api.profile();
  const editCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/account/edit/')) editCalls.push(request.url());
  });

  await test.step('open /account/edit/{id}', async () => {
    await presetSession(page, customer.api.token);
    await editProfile.goto(profile.id);
  });

  await test.step('choosing a text file shows the picture message under the picker, and no preview', async () => {
    await editProfile.uploadPicture.setInputFiles(textFile());
    const error = editProfile.main.getByText(ACCOUNT_MESSAGES.pictureRefused, { exact: true });
    await expect(error).toBeVisible();
    await expect(editProfile.uploadPicture).toHaveAccessibleDescription(
      new RegExp(`${escapeRegExp(ACCOUNT_MESSAGES.pictureRefused)}$`),
    );
    await expect(editProfile.preview).toHaveCount(0);
  });

  await test.step('a PNG afterwards clears the message and is previewed', async () => {
    await editProfile.uploadPicture.setInputFiles(tinyPng());
    await expect(editProfile.preview).toBeVisible();
    await expect(editProfile.main.getByText(ACCOUNT_MESSAGES.pictureRefused)).toHaveCount(0);
  });

  await test.step('CANCEL returns to /account without saving anything', async () => {
    await editProfile.cancel.click();
    await editProfile.expectPath('/account');
    expect(editCalls).toEqual([]);
    expect((await customer.api.profile()).image).toBeNull();
  });
});

/** A new address of the customer's own, unique like theirs. */
const newEmailOf = (email: string) => `renewed.${email}`;

test('a new e-mail: the current password, then the code sent to it; it applies and signs in', async ({
  account,
  accounts,
  auth,
  customer,
  page,
}) => {
  const { editProfile, overview } = account;
  const profile = await customer.api.profile();
  const newEmail = newEmailOf(customer.email);
  const noticesBefore = (await accounts.outbox.messages(customer.email)).length;

  await test.step('typing a new e-mail brings the current password and its explanation in place', async () => {
    await presetSession(page, customer.api.token);
    await editProfile.goto(profile.id);
    await expect(editProfile.currentPassword).toHaveCount(0);
    await editProfile.email.fill(newEmail);
    await expect(editProfile.main.getByText(ACCOUNT_MESSAGES.passwordExplanation, { exact: true })).toBeVisible();
    await expect(editProfile.currentPassword).toBeVisible();
  });

  await test.step('SAVE CHANGES with the password: the code step for the new address, nothing applied yet', async () => {
    await editProfile.currentPassword.fill(customer.password);
    await editProfile.save.click();
    await editProfile.expectSuccessToast(ACCOUNT_SERVER_MESSAGES.emailChangeStarted);
    await expect(editProfile.codeFor(newEmail)).toBeVisible();
    await expect(editProfile.codeBoxes.first()).toBeFocused();
    await expect(editProfile.resend).toBeDisabled();
    await editProfile.expectPath(`/account/edit/${profile.id}`);
    expect(await customer.api.profile()).toMatchObject({ email: customer.email, pending_email: newEmail });
    // The current address is told about the change at once.
    await expect
      .poll(async () => (await accounts.outbox.messages(customer.email)).length)
      .toBeGreaterThan(noticesBefore);
  });

  await test.step('/account says the new address waits for its code; Enter code comes back to the step', async () => {
    await editProfile.breadcrumb.getByRole('link', { name: 'My Account', exact: true }).click();
    await overview.expectPath('/account');
    await expect(overview.pendingNote).toHaveText(`Waiting for confirmation: ${newEmail} — Enter code`);
    await expect(overview.facts.nth(1)).toContainText(customer.email);
    await overview.enterCode.click();
    await editProfile.expectPath(`/account/edit/${profile.id}`);
    await expect(editProfile.codeFor(newEmail)).toBeVisible();
  });

  await test.step('the code from the new address: VERIFY, its message, and /account shows the new e-mail', async () => {
    await editProfile.typeCode(await accounts.outbox.nextCode(newEmail, 0));
    await editProfile.verify.click();
    await editProfile.expectSuccessToast(ACCOUNT_SERVER_MESSAGES.emailChanged);
    await overview.expectPath('/account');
    await expect(overview.facts.nth(1)).toHaveText(newEmail);
    await expect(overview.pendingNote).toHaveCount(0);
    expect(await customer.api.profile()).toMatchObject({
      email: newEmail,
      email_verified: true,
      pending_email: null,
    });
  });

  await test.step('sign out, then the new e-mail signs in with the password; the old one no longer does', async () => {
    await overview.signOutButton.click();
    await overview.signOutDialog.yes.click();
    await overview.expectPath('/home');
    await auth.signIn.goto();
    await auth.signIn.signIn(newEmail, customer.password);
    await auth.signIn.expectPath('/account');
    await expect(overview.facts.nth(1)).toHaveText(newEmail);
    await accounts.post('signIn', { email: customer.email, Mobile_number: '', password: customer.password }, 401);
  });
});

test('a wrong current password shows its message under the field and changes nothing', async ({
  account,
  accounts,
  customer,
  page,
}) => {
  const { editProfile } = account;
  const profile = await customer.api.profile();
  const newEmail = newEmailOf(customer.email);

  await test.step('a new e-mail with a wrong password: the message under Current password, still the form', async () => {
    await presetSession(page, customer.api.token);
    await editProfile.goto(profile.id);
    await editProfile.email.fill(newEmail);
    await editProfile.currentPassword.fill(`${customer.password}x`);
    await editProfile.save.click();
    await expect(editProfile.currentPassword).toHaveAccessibleDescription(ACCOUNT_SERVER_MESSAGES.passwordWrong);
    await expect(editProfile.currentPassword).toHaveAttribute('aria-invalid', 'true');
    await editProfile.expectErrorToast(ACCOUNT_SERVER_MESSAGES.passwordWrong);
    await expect(editProfile.emailStep).toHaveCount(0);
    await expect(editProfile.email).toHaveValue(newEmail);
    await editProfile.expectPath(`/account/edit/${profile.id}`);
  });

  await test.step('the server kept everything: same e-mail, nothing waiting, no code sent', async () => {
    expect(await customer.api.profile()).toMatchObject({ email: customer.email, pending_email: null });
    expect(await accounts.outbox.codeCount(newEmail)).toBe(0);
  });
});
