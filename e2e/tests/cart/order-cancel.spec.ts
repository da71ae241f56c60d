/**
 * Cancelling an order from its details (spec §9: within 12 hours and not shipped; the server decides): the Cancel
 * button asks 'Cancel Order' first; NO leaves the order alone, YES cancels it, the status reads Cancelled on the
 * details and in My Orders, and the button is gone.
 */
import { ORDER_MESSAGES } from '@lumen/contract/orders';
import { ADDRESSES } from '../../fixtures/account-api';
import { presetSession } from '../../fixtures/account-pages';
import { PENDANT } from '../../fixtures/cart-api';
import { expect, test } from '../../fixtures/cart-test';

test('an order is cancelled from its details after the Cancel Order question', async ({
  account,
  cart,
  cartApi,
  customer,
  page,
}) => {
  const { details, orders } = cart;
  let orderId = '';

  await test.step('a Pending order placed a moment ago', async () => {
    const address = await customer.api.addAddress(ADDRESSES.home);
    await cartApi.add(PENDANT.id, null, 1);
    orderId = (await cartApi.placeOrder(address.id)).order_id;
    await presetSession(page, customer.api.token);
    await details.goto(orderId);
    await expect(details.overview(orderId)).toContainText('Pending');
  });

  await test.step('Cancel asks first; NO leaves the order as it is', async () => {
    await details.cancel.click();
    await expect(details.cancelDialog.question('Are you sure you want to cancel this order ?')).toBeVisible();
    await details.cancelDialog.no.click();
    await expect(details.cancelDialog.dialog).toHaveCount(0);
    expect((await cartApi.order(orderId)).status).toBe('Pending');
  });

  await test.step('YES cancels it: Cancelled, the server’s message, no Cancel button', async () => {
    await details.cancel.click();
    await details.cancelDialog.yes.click();
    await account.screen.expectSuccessToast(ORDER_MESSAGES.cancelled);
    await expect(details.overview(orderId)).toContainText('Cancelled');
    await expect(details.cancel).toHaveCount(0);
    expect((await cartApi.order(orderId)).status).toBe('Cancelled');
  });

  await test.step('My Orders shows it Cancelled', async () => {
    await orders.goto();
    await expect(orders.card(orderId)).toContainText('Cancelled');
  });
});
