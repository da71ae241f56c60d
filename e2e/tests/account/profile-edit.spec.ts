/**
 * /account/edit/{id} (spec §2): a PNG picture is previewed before saving; saving calls `account/edit/{id}`, toasts
 * the server's message and returns to /account, where the overview and the header's account link show the new
 * name and picture at once and after a reload. A file that is not a PNG, JPEG or WebP picture is refused in the
 * browser.
 */
import { textFile, tinyPng } from '../../fixtures/account-files';
import { ACCOUNT_MESSAGES, escapeRegExp, presetSession } from '../../fixtures/account-pages';
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
    await expect(overview.facts).toHaveText([NEW_NAME, customer.email, customer.mobile]);
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
