/**
 * The shop assistant for a signed-in customer (issue 30): "where is my order?" answers with their latest order's
 * state and a link to its page, from the database.
 */
import { ADDRESSES } from '../../fixtures/account-api';
import { presetSession } from '../../fixtures/account-pages';
import { PENDANT } from '../../fixtures/cart-api';
import { expect, test } from '../../fixtures/cart-test';
import { Frame } from '../../fixtures/frame';

test('a signed-in customer asks the assistant where their order is', async ({ cartApi, customer, page }) => {
  const frame = new Frame(page);
  const address = await customer.api.addAddress(ADDRESSES.home);
  await cartApi.add(PENDANT.id, null, 1);
  const orderId = (await cartApi.placeOrder(address.id)).order_id;
  await presetSession(page, customer.api.token);
  await frame.goto('/home');

  await frame.chatToggle.click();
  const input = frame.chatPanel.getByPlaceholder('Ask your question...');
  await input.fill('where is my order?');
  await input.press('Enter');
  const answer = frame.chatMessages.last();
  await expect(answer).toContainText(`Your order ${orderId}`);
  await expect(answer).toContainText('is being prepared');
  await answer.getByRole('link', { name: `Order ${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order-details/${orderId}$`));
});
