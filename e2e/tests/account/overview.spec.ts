/**
 * /account, Account Overview (spec §2): the trail 'Home > My Account', the customer's name, e-mail and mobile
 * number, the primary address as one line (address_line_1, city, state, country, postal_code) or an invitation to
 * add one, and Edit Profile → /account/edit/{id}. The account is made through the API; the data the screen shows
 * is checked against what the API says.
 */
import { ADDRESSES, addressLine } from '../../fixtures/account-api';
import { ACCOUNT_MESSAGES, presetSession } from '../../fixtures/account-pages';
import { expect, test } from '../../fixtures/account-test';

test('shows the profile, the primary address on one line, and Edit Profile leads to /account/edit/{id}', async ({
  account,
  customer,
  page,
}) => {
  const { overview, editProfile } = account;
  const profile = await test.step('set up: two addresses through the API (the first is primary)', async () => {
    await customer.api.addAddress(ADDRESSES.work);
    await customer.api.addAddress(ADDRESSES.other);
    return customer.api.profile();
  });

  await test.step('open /account signed in: trail Home > My Account, title Account Overview', async () => {
    await presetSession(page, customer.api.token);
    await overview.goto();
    await expect(overview.crumbs).toHaveText(['Home', 'My Account']);
    await expect(overview.breadcrumb.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/home');
    await expect(overview.crumbs.last()).toHaveAttribute('aria-current', 'page');
  });

  await test.step('the profile shows name, e-mail and mobile number; the mobile number was never proved', async () => {
    // The account was verified by e-mail, so its mobile number cannot sign in yet and says so.
    await expect(overview.facts).toHaveText([
      customer.name,
      customer.email,
      `${customer.mobile} ${ACCOUNT_MESSAGES.notVerified} ${ACCOUNT_MESSAGES.verifyIt}`,
    ]);
    await expect(overview.pendingNote).toHaveCount(0);
  });

  await test.step('the primary address is the first one saved, on one line with its type', async () => {
    await expect(overview.primaryAddress).toContainText(ADDRESSES.work.address_type);
    await expect(overview.primaryAddress).toContainText(addressLine(ADDRESSES.work));
    await expect(overview.primaryAddress).not.toContainText(ADDRESSES.other.address_line_1);
    await expect(overview.addAddressLink).toHaveCount(0);
  });

  await test.step('Edit Profile goes to /account/edit/{id} with the form filled in', async () => {
    await expect(overview.editProfile).toHaveAttribute('href', `/account/edit/${profile.id}`);
    await overview.editProfile.click();
    await editProfile.expectPath(`/account/edit/${profile.id}`);
    await expect(editProfile.heading).toHaveText('Edit Profile');
    await expect(editProfile.name).toHaveValue(customer.name);
    await expect(editProfile.email).toHaveValue(customer.email);
    await expect(editProfile.mobile).toHaveValue(customer.mobile);
  });
});

test('without an address the overview invites the customer to add one at /address/create', async ({
  account,
  customer,
  page,
}) => {
  const { overview, addressForm } = account;

  await test.step('open /account for an account with no address', async () => {
    await presetSession(page, customer.api.token);
    await overview.goto();
    await expect(overview.facts.first()).toHaveText(customer.name);
  });

  await test.step('the Primary Address card invites to add one', async () => {
    await expect(overview.primaryAddress).toContainText('You have not saved an address yet.');
    await expect(overview.addAddressLink).toHaveAttribute('href', '/address/create');
  });

  await test.step('the invitation opens Add Address', async () => {
    await overview.addAddressLink.click();
    await addressForm.expectPath('/address/create');
    await expect(addressForm.heading).toHaveText('Add Address');
  });
});

test('/account without a session sends the visitor to sign in at /', async ({ account, auth }) => {
  await test.step('open /account with nothing stored', async () => {
    await account.page.goto('/account');
  });
  await test.step('the sign-in screen is shown at /', async () => {
    await auth.signIn.expectPath('/');
    await expect(auth.signIn.heading).toHaveText('Sign In');
  });
});
