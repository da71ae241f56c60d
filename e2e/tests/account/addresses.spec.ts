/**
 * /address, Manage Address, with /address/create and /address/edit/{id} (spec §2, §4): three addresses added
 * through the form; the first is primary; 'Set As Primary' (offered on non-primary addresses only) and 'Delete'
 * ask first ('Primary Address' / 'Delete Address', NO and YES); deleting the primary promotes the newest remaining
 * address; NO changes nothing; an address edited by its URL, also after a reload, is prefilled and saved.
 */
import type { AddressInput } from '@lumen/contract/addresses';
import type { AddressType } from '@lumen/contract/constants';
import { ADDRESSES } from '../../fixtures/account-api';
import { ACCOUNT_MESSAGES, ACCOUNT_SERVER_MESSAGES, presetSession } from '../../fixtures/account-pages';
import { expect, test } from '../../fixtures/account-test';
import type { AddressListPage } from '../../fixtures/address-pages';

/** The menu of the card offers exactly these entries. */
async function expectMenu(addresses: AddressListPage, type: AddressType, entries: string[]) {
  await addresses.optionsButton(type).click();
  const menu = addresses.card(type).getByRole('listitem');
  await expect(menu).toHaveText(entries);
  await addresses.page.keyboard.press('Escape');
  await expect(addresses.optionsButton(type)).toHaveAttribute('aria-expanded', 'false');
}

test('add three, set another primary, delete the primary (newest remaining promoted), NO changes nothing', async ({
  account,
  customer,
}) => {
  const { addresses, addressForm } = account;

  await test.step('open /address with no address yet', async () => {
    await presetSession(account.page, customer.api.token);
    await addresses.goto();
    await expect(addresses.crumbs).toHaveText(['Home', 'My Account', 'Manage Address']);
    await expect(addresses.main.getByText('You have no saved addresses yet.')).toBeVisible();
  });

  const added: AddressInput[] = [ADDRESSES.home, ADDRESSES.work, ADDRESSES.other];
  for (const [index, address] of added.entries()) {
    await test.step(`ADD NEW ADDRESS → /address/create, save the ${address.address_type} address → /address`, async () => {
      await addresses.addNew.click();
      await addressForm.expectPath('/address/create');
      await expect(addressForm.heading).toHaveText('Add Address');
      await addressForm.fill(address);
      await addressForm.submit.click();
      await addresses.expectPath('/address');
      await addresses.expectSuccessToast(ACCOUNT_SERVER_MESSAGES.addressSaved);
      await expect(addresses.cards).toHaveCount(index + 1);
      await expect(addresses.card(address.address_type)).toContainText(address.address_line_1);
    });
  }

  await test.step('the first address is Primary (listed first), the others are not', async () => {
    await expect(addresses.badge('Home')).toBeVisible();
    await expect(addresses.main.getByText('Primary', { exact: true })).toHaveCount(1);
    // Primary first, then newest first.
    expect(await addresses.cardNames()).toEqual(['Home address, primary', 'Other address', 'Work address']);
  });

  await test.step("a non-primary address offers 'Set As Primary'; the primary does not", async () => {
    await expectMenu(addresses, 'Work', ['Set As Primary', 'Edit', 'Delete']);
    await expectMenu(addresses, 'Home', ['Edit', 'Delete']);
  });

  await test.step("'Set As Primary' on Work asks 'Primary Address'; NO closes without a change", async () => {
    await addresses.choose('Work', 'Set As Primary');
    const dialog = addresses.primaryDialog;
    await expect(dialog.dialog).toBeVisible();
    await expect(dialog.question(ACCOUNT_MESSAGES.primaryQuestion)).toBeVisible();
    await dialog.no.click();
    await expect(dialog.dialog).toBeHidden();
    await expect(addresses.badge('Home')).toBeVisible();
    await expect(addresses.badge('Work')).toHaveCount(0);
  });

  await test.step('asked again, YES makes Work the primary: the badge moves', async () => {
    await addresses.choose('Work', 'Set As Primary');
    await addresses.primaryDialog.yes.click();
    await expect(addresses.primaryDialog.dialog).toBeHidden();
    await addresses.expectSuccessToast(ACCOUNT_SERVER_MESSAGES.primaryUpdated);
    await expect(addresses.badge('Work')).toBeVisible();
    await expect(addresses.badge('Home')).toHaveCount(0);
    await expect(addresses.main.getByText('Primary', { exact: true })).toHaveCount(1);
    await expectMenu(addresses, 'Work', ['Edit', 'Delete']);
    await expectMenu(addresses, 'Home', ['Set As Primary', 'Edit', 'Delete']);
  });

  await test.step("'Delete' on the primary asks 'Delete Address'; NO closes and keeps it", async () => {
    await addresses.choose('Work', 'Delete');
    const dialog = addresses.deleteDialog;
    await expect(dialog.dialog).toBeVisible();
    await expect(dialog.question(ACCOUNT_MESSAGES.deleteQuestion)).toBeVisible();
    await dialog.no.click();
    await expect(dialog.dialog).toBeHidden();
    await expect(addresses.cards).toHaveCount(3);
    await expect(addresses.badge('Work')).toBeVisible();
  });

  await test.step('YES deletes the primary; the newest remaining address (Other) becomes Primary', async () => {
    await addresses.choose('Work', 'Delete');
    await addresses.deleteDialog.yes.click();
    await expect(addresses.deleteDialog.dialog).toBeHidden();
    await addresses.expectSuccessToast(ACCOUNT_SERVER_MESSAGES.addressDeleted);
    await expect(addresses.cards).toHaveCount(2);
    await expect(addresses.card('Work')).toHaveCount(0);
    await expect(addresses.badge('Other')).toBeVisible();
    await expect(addresses.badge('Home')).toHaveCount(0);
    expect(await addresses.cardNames()).toEqual(['Other address, primary', 'Home address']);
  });

  await test.step('the server agrees, and the overview shows the promoted address', async () => {
    const saved = await customer.api.addresses();
    expect(saved.map(({ address_type, primary }) => ({ address_type, primary }))).toEqual([
      { address_type: 'Other', primary: 1 },
      { address_type: 'Home', primary: 0 },
    ]);
    await account.overview.sidebarLink('Account Overview').click();
    await expect(account.overview.primaryAddress).toContainText(ADDRESSES.other.address_line_1);
  });
});

test('an address opened by its URL, and after a reload, is prefilled and saves back to /address', async ({
  account,
  customer,
  page,
}) => {
  const { addresses, addressForm } = account;
  const [home] = await test.step('set up: two addresses through the API', async () => [
    await customer.api.addAddress(ADDRESSES.home),
    await customer.api.addAddress(ADDRESSES.work),
  ]);
  if (!home) throw new Error('no address saved');
  const changed: AddressInput = { ...ADDRESSES.home, address_line_1: '16 Marine Drive', postal_code: '400021' };

  await test.step('open /address/edit/{id} directly: Edit Address, prefilled', async () => {
    await presetSession(page, customer.api.token);
    await addressForm.open(`/address/edit/${home.id}`, 'Edit Address');
    await expect(addressForm.crumbs).toHaveText(['Home', 'My Account', 'Manage Address', 'Edit Address']);
    await addressForm.expectValues(ADDRESSES.home);
  });

  await test.step('after a reload it is still prefilled', async () => {
    await page.reload();
    await expect(addressForm.heading).toHaveText('Edit Address');
    await addressForm.expectValues(ADDRESSES.home);
  });

  await test.step('change two fields, then SAVE ADDRESS → /address with the change', async () => {
    await addressForm.field('Address Line 1 *').fill(changed.address_line_1);
    await addressForm.field('Postal Code *').fill(changed.postal_code);
    await addressForm.submit.click();
    await addresses.expectPath('/address');
    await addresses.expectSuccessToast(ACCOUNT_SERVER_MESSAGES.addressUpdated);
    await expect(addresses.card('Home')).toContainText(changed.address_line_1);
    await expect(addresses.card('Home')).toContainText(changed.postal_code);
    await expect(addresses.badge('Home')).toBeVisible();
  });

  await test.step('the Edit entry of the card leads to the same prefilled form', async () => {
    const work = (await customer.api.addresses()).find((address) => address.address_type === 'Work');
    await addresses.choose('Work', 'Edit');
    await addressForm.expectPath(`/address/edit/${work?.id}`);
    await addressForm.expectValues(ADDRESSES.work);
  });

  await test.step('the server kept the edit, still primary', async () => {
    const saved = (await customer.api.addresses()).find((address) => address.id === home.id);
    expect(saved).toMatchObject({ ...changed, primary: 1 });
  });
});
