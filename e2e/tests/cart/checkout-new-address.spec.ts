/**
 * 'ADD NEW ADDRESS' in checkout's 'Choose Address' opens Add Address and, once it is saved, brings the customer back
 * to checkout delivering to the new address (the primary one stays primary). Add Address opened from the account
 * area still returns to Manage Address.
 */
import { ADDRESSES } from '../../fixtures/account-api';
import { presetSession } from '../../fixtures/account-pages';
import { PENDANT } from '../../fixtures/cart-api';
import { expect, test } from '../../fixtures/cart-test';

test('a new address added from checkout is the one checkout delivers to', async ({
  account,
  cart,
  cartApi,
  customer,
  page,
}) => {
  await customer.api.addAddress(ADDRESSES.home);
  await cartApi.add(PENDANT.id, null, 1);
  await presetSession(page, customer.api.token);
  const { checkout } = cart;

  await checkout.goto();
  await expect(checkout.delivery).toContainText(ADDRESSES.home.address_line_1);
  await checkout.chooseAnother.click();
  await checkout.chooseDialog.getByRole('link', { name: 'ADD NEW ADDRESS', exact: true }).click();
  await account.addressForm.expectPath('/address/create');
  await account.addressForm.fill(ADDRESSES.other);
  await account.addressForm.submit.click();

  await checkout.expectPath('/cart/checkout');
  await checkout.waitForReady();
  await expect(checkout.delivery).toContainText(ADDRESSES.other.address_line_1);
  await checkout.chooseAnother.click();
  await expect(checkout.addressChoice('Other')).toHaveAttribute('aria-pressed', 'true');
  await expect(checkout.addressChoice('Home')).toHaveAttribute('aria-pressed', 'false');
});

test('Add Address opened from Manage Address returns there', async ({ account, customer, page }) => {
  await customer.api.addAddress(ADDRESSES.home);
  await presetSession(page, customer.api.token);
  await account.addresses.goto();
  await account.addresses.addNew.click();
  await account.addressForm.fill(ADDRESSES.work);
  await account.addressForm.submit.click();
  await account.addresses.expectPath('/address');
});
