/** Spec §2 chat widget: a floating toggle shows or hides the static 'Chat Ai' panel. */
import { expect, test } from '../../fixtures/test';

test('the chat toggle shows and hides the Chat Ai panel', async ({ frame, page }) => {
  await test.step('open /blogs: the toggle is there, the panel is not', async () => {
    await frame.goto('/blogs');
    await expect(page.getByRole('button', { name: 'Open chat' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open chat' })).toHaveAttribute('aria-expanded', 'false');
    await expect(frame.chatPanel).toBeHidden();
  });

  await test.step('the toggle opens the panel', async () => {
    await page.getByRole('button', { name: 'Open chat' }).click();
    await expect(frame.chatPanel).toBeVisible();
    await expect(frame.chatToggle).toHaveAttribute('aria-expanded', 'true');
  });

  await test.step('the panel shows its title, the greeting, a sample reply and the question box', async () => {
    await expect(frame.chatPanel.getByRole('heading', { name: 'Chat Ai' })).toBeVisible();
    await expect(frame.chatPanel.getByText('Hi there How Can I help you ?', { exact: true })).toBeVisible();
    await expect(frame.chatMessages.first()).toContainText('Hi there How Can I help you ?');
    // A static sample reply follows the greeting.
    expect(await frame.chatMessages.count()).toBeGreaterThanOrEqual(2);
    await expect(frame.chatMessages.last()).toHaveText(/\S{2,}/);
    await expect(frame.chatMessages.last()).not.toContainText('Hi there How Can I help you ?');
    const input = frame.chatPanel.getByPlaceholder('Ask your question...');
    await expect(input).toBeVisible();
    await input.fill('Do you resize rings?');
    await expect(input).toHaveValue('Do you resize rings?');
  });

  await test.step('the toggle hides the panel again', async () => {
    await frame.chatToggle.click();
    await expect(frame.chatPanel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open chat' })).toHaveAttribute('aria-expanded', 'false');
  });
});
