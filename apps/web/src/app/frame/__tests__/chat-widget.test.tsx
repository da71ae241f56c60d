import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChatWidget } from '../chat-widget';

function Harness() {
  const [open, setOpen] = useState(false);
  return <ChatWidget open={open} onOpenChange={setOpen} />;
}

describe('ChatWidget', () => {
  it('keeps the panel out of the page until the toggle is pressed', () => {
    render(<Harness />);

    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Chat Ai' })).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Ask your question...')).not.toBeInTheDocument();
  });

  it('shows the Chat Ai panel with the greeting, a reply and the question box', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Open chat' }));

    // The panel's code arrives once the shopper reaches for it.
    expect(await screen.findByRole('heading', { name: 'Chat Ai' })).toBeVisible();
    expect(screen.getByText('Hi there How Can I help you ?')).toBeVisible();
    expect(screen.getByText(/dispatched within 3 to 5 business days/)).toBeVisible();
    const input = screen.getByPlaceholderText('Ask your question...');
    expect(input).toBeVisible();
    expect(input).toHaveAccessibleName('Your question');
    expect(input).toHaveFocus();
  });

  it('sends nothing yet, and closes from the toggle or with Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    await user.type(await screen.findByPlaceholderText('Ask your question...'), 'Do you resize rings?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('heading', { name: 'Chat Ai' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('heading', { name: 'Chat Ai' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('heading', { name: 'Chat Ai' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveFocus();
  });
});
