/**
 * The chat widget and the shop assistant's panel (issue 30): the panel's code arrives only when the shopper reaches
 * for it; a question goes to the assistant and its answer shows with its pieces, listing and sources, read out by a
 * live region while focus stays in the box; the offer of a person passes the conversation on with a visitor's contact;
 * the conversation stays for the tab.
 */
import { ASSISTANT_MESSAGES, type AssistantAnswer } from '@lumen/contract/assistant';
import { API_PATHS } from '@lumen/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { conversationKey } from '../../../features/assistant/conversation';
import { ok, stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { ChatWidget } from '../chat-widget';
import { askPriceText } from '../main-shell';

function Harness() {
  const [open, setOpen] = useState(false);
  return <ChatWidget open={open} onOpenChange={setOpen} draft={null} />;
}

const ASK = `POST ${API_PATHS.assistantMessages}`;
const HANDOFF = `POST ${API_PATHS.assistantHandoff}`;
const CONVERSATION = '0b5b1c57-6f0e-4c8e-9b7a-2f1d3c4e5a6b';

const answer = (reply: Partial<AssistantAnswer['reply']>): AssistantAnswer => ({
  conversation_id: CONVERSATION,
  reply: { text: '', sources: [], products: [], handoff_offered: false, ...reply },
});

async function openPanel() {
  const user = userEvent.setup();
  renderWithApp(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open chat' }));
  // The panel's code arrives on demand: the first time in a busy run, its module is still being transformed.
  const input = await screen.findByPlaceholderText('Ask your question...', {}, { timeout: 4_000 });
  return { user, input, panel: screen.getByRole('region', { name: 'Chat Ai' }) };
}

afterEach(() => conversationKey.remove());

describe('the chat widget', () => {
  it('keeps the panel out of the page until the toggle is pressed', () => {
    stubApi({});
    renderWithApp(<Harness />);
    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Chat Ai' })).not.toBeInTheDocument();
  });

  it('opens on the greeting with the question box focused, and closes from the toggle or with Escape', async () => {
    stubApi({});
    const { user, input } = await openPanel();
    expect(screen.getByText(ASSISTANT_MESSAGES.greeting)).toBeVisible();
    expect(input).toHaveAccessibleName('Your question');
    // The panel focuses its box in an effect after it mounts (it is loaded lazily): wait for that, not for a time.
    await waitFor(() => expect(input).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('heading', { name: 'Chat Ai' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveFocus();
  });
});

describe('the shop assistant’s panel', () => {
  it('asks, shows the answer with its pieces, listing and sources, and reads it out', async () => {
    const api = stubApi({
      [ASK]: () =>
        ok(
          answer({
            text: 'Here are our rose gold earrings under $200.',
            products: [{ id: 7, name: 'Petal Studs', price: 15_900, url: '/product-details/7' }],
            listing_url: '/product?category=earrings&maxPrice=20000',
            sources: [{ title: 'FAQs: Sizes', url: '/faqs#sizes' }],
          }),
        ),
    });
    const { user, input, panel } = await openPanel();
    await user.type(input, 'rose gold earings under $200{Enter}');

    const conversation = within(panel).getByRole('list', { name: 'Conversation' });
    expect(await within(conversation).findByText('Here are our rose gold earrings under $200.')).toBeVisible();
    expect(within(conversation).getByText('rose gold earings under $200')).toBeVisible();
    expect(within(panel).getByRole('link', { name: /Petal Studs\s*\$159\.00/ })).toHaveAttribute(
      'href',
      '/product-details/7',
    );
    expect(within(panel).getByRole('link', { name: 'See them in the catalogue' })).toHaveAttribute(
      'href',
      '/product?category=earrings&maxPrice=20000',
    );
    expect(within(panel).getByRole('link', { name: 'FAQs: Sizes' })).toHaveAttribute('href', '/faqs#sizes');
    expect(screen.getByText('Lumen Jewels said: Here are our rose gold earrings under $200.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(input).toHaveFocus();
    expect(input).toHaveValue('');
    expect(api.calls).toEqual([ASK]);
    const sent = JSON.parse(String(api.fetchMock.mock.calls.at(-1)?.[1]?.body));
    expect(sent).toEqual({ text: 'rose gold earings under $200' });
  });

  it('continues the conversation, and keeps it for the tab', async () => {
    const api = stubApi({ [ASK]: () => ok(answer({ text: 'We accept UPI.' })) });
    const { user, input } = await openPanel();
    await user.type(input, 'do u take upi{Enter}');
    await screen.findByText('We accept UPI.');
    await user.type(input, 'and cards?{Enter}');
    await screen.findAllByText('We accept UPI.');
    const second = JSON.parse(String(api.fetchMock.mock.calls.at(-1)?.[1]?.body));
    expect(second).toEqual({ text: 'and cards?', conversation_id: CONVERSATION });
    expect(conversationKey.get().turns.map((turn) => turn.text)).toEqual([
      'do u take upi',
      'We accept UPI.',
      'and cards?',
      'We accept UPI.',
    ]);
  });

  it('passes the question to the team with a visitor’s name and contact', async () => {
    const api = stubApi({
      [ASK]: () => ok(answer({ text: 'I’m not sure about that one.', handoff_offered: true })),
      [HANDOFF]: () => ok(undefined, ASSISTANT_MESSAGES.handoffSent),
    });
    const { user, input, panel } = await openPanel();
    await user.type(input, 'can you set my grandmother’s stone{Enter}');
    await user.click(await within(panel).findByRole('button', { name: 'Ask our team' }));
    const form = within(panel).getByRole('form', { name: 'Ask our team' });
    await user.type(within(form).getByLabelText('Name'), 'Asha');
    await user.type(within(form).getByLabelText('Email or mobile number'), 'asha@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send to our team' }));
    const conversation = within(panel).getByRole('list', { name: 'Conversation' });
    expect(await within(conversation).findByText(ASSISTANT_MESSAGES.handoffSent)).toBeVisible();
    const handoff = api.fetchMock.mock.calls.find(([url]) => String(url) === API_PATHS.assistantHandoff);
    expect(JSON.parse(String(handoff?.[1]?.body))).toEqual({
      conversation_id: CONVERSATION,
      name: 'Asha',
      contact: 'asha@example.com',
    });
    expect(within(panel).queryByRole('button', { name: 'Ask our team' })).not.toBeInTheDocument();
  });

  it('says when the shop cannot be reached, and keeps the question', async () => {
    stubApi({});
    const { user, input, panel } = await openPanel();
    await user.type(input, 'hello{Enter}');
    const conversation = within(panel).getByRole('list', { name: 'Conversation' });
    expect(await within(conversation).findByText('no stub for POST /api/assistant/messages')).toBeVisible();
    expect(within(conversation).getByText('hello')).toBeVisible();
  });

  it('opens with ASK PRICE’s question for the piece on screen, ready to send', async () => {
    stubApi({});
    expect(askPriceText('Aurora Solitaire Ring')).toBe(
      'Please send me a quote for the Aurora Solitaire Ring, or for a custom version of it.',
    );
    renderWithApp(<ChatWidget open onOpenChange={() => {}} draft={{ text: askPriceText(undefined), at: 1 }} />);
    const input = await screen.findByPlaceholderText('Ask your question...');
    expect(input).toHaveValue('I would like a quote for a custom piece.');
    expect(input).toHaveFocus();
  });
});
