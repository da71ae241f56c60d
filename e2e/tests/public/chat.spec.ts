/**
 * The chat widget's shop assistant (spec §2, issue 30), as a visitor: the toggle shows the 'Chat Ai' panel; a policy
 * question with a typo is answered from the help with its source; a catalogue search with a typo shows pieces and
 * the listing with its filters; a question about offers answers the sale in force; a question only the team can
 * answer goes to them with the visitor's e-mail; the conversation stays for the tab. Nothing of the assistant is fetched before the panel is wanted.
 */
import { ASSISTANT_MESSAGES } from '@lumen/contract/assistant';
import { expect, test } from '../../fixtures/test';

test('a visitor asks the shop assistant about a policy, searches the catalogue and asks the team', async ({
  axe,
  frame,
  page,
}) => {
  const assistantCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/assistant/')) assistantCalls.push(request.url());
  });
  const input = frame.chatPanel.getByPlaceholder('Ask your question...');
  const conversation = frame.chatPanel.getByRole('list', { name: 'Conversation' });
  const ask = async (question: string) => {
    const before = await frame.chatMessages.count();
    await input.fill(question);
    await input.press('Enter');
    // The question, then the answer.
    await expect(frame.chatMessages).toHaveCount(before + 2);
    await expect(input).toBeFocused();
    return frame.chatMessages.last();
  };

  await test.step('the toggle opens the panel on the greeting', async () => {
    await frame.goto('/blogs');
    await expect(frame.chatPanel).toBeHidden();
    await page.getByRole('button', { name: 'Open chat' }).click();
    await expect(frame.chatPanel).toBeVisible();
    await expect(frame.chatToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(frame.chatPanel.getByRole('heading', { name: 'Chat Ai' })).toBeVisible();
    await expect(frame.chatMessages.first()).toContainText(ASSISTANT_MESSAGES.greeting);
    await expect(input).toBeFocused();
    expect(assistantCalls).toEqual([]);
  });

  await test.step('a policy question with a typo is answered from the help, with its source', async () => {
    const answer = await ask('retrn polcy?');
    const source = answer.getByRole('list', { name: 'Sources' }).getByRole('link').first();
    await expect(source).toHaveAttribute('href', /^\/return-refund-policy#/);
    await expect(answer.locator(':scope > p')).toHaveText(/return/i);
  });

  await test.step('a catalogue search with a typo shows pieces under the price, and the listing', async () => {
    const answer = await ask('show me earings under $300');
    const pieces = answer.getByRole('list', { name: 'Pieces found' }).getByRole('link');
    await expect(pieces.first()).toHaveAttribute('href', /^\/product-details\/\d+$/);
    for (const text of await pieces.allTextContents()) {
      const price = Number(text.replace(/^.*\$([\d,.]+)$/, '$1').replace(/,/g, ''));
      expect(price, text).toBeLessThanOrEqual(300);
    }
    await answer.getByRole('link', { name: 'See them in the catalogue' }).click();
    await expect(page).toHaveURL(/\/product\?category=earrings&maxPrice=30000&inStock=true$/);
    await expect(frame.chatPanel).toBeHidden();
  });

  await test.step('the conversation is still there on the next page', async () => {
    await frame.chatToggle.click();
    await expect(conversation).toContainText('show me earings under $300');
    await expect(conversation).toContainText('retrn polcy?');
  });

  await test.step('a question about offers is answered with the sale in force and its pieces', async () => {
    const answer = await ask('any ofers or coupon code?');
    await expect(answer.locator(':scope > p')).toContainText('with the code FALL25 at checkout');
    const sale = answer.getByRole('link', { name: 'See them in the catalogue' });
    await expect(sale).toHaveAttribute('href', '/product?category=rings');
  });

  await test.step('a question for the team goes to them with the visitor’s e-mail', async () => {
    const answer = await ask('I would like a quote for a custom necklace with my mother’s emerald');
    await answer.getByRole('button', { name: 'Ask our team' }).click();
    const form = answer.getByRole('form', { name: 'Ask our team' });
    await form.getByLabel('Name').fill('Asha Menon');
    await form.getByLabel('Email or mobile number').fill('asha.menon@example.com');
    await axe('the chat panel with answers and the hand-off form');
    await form.getByRole('button', { name: 'Send to our team' }).click();
    await expect(frame.chatMessages.last()).toHaveText(new RegExp(ASSISTANT_MESSAGES.handoffSent.replace('.', '\\.')));
    await expect(answer.getByRole('button', { name: 'Ask our team' })).toHaveCount(0);
  });

  await test.step('the toggle hides the panel again', async () => {
    await frame.chatToggle.click();
    await expect(frame.chatPanel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open chat' })).toHaveAttribute('aria-expanded', 'false');
  });
});
