/**
 * The 'Chat Ai' panel (spec §2): the shop's greeting, a sample exchange and a question box. Its code loads when the
 * shopper reaches for the chat (chat-widget.tsx). Sending is not wired yet (a later issue connects the assistant).
 */
import { type FormEvent, useEffect, useRef } from 'react';
import { GemIcon, SendIcon } from '../../components/icons';

const CONVERSATION = [
  { id: 'greeting', from: 'shop', text: 'Hi there How Can I help you ?' },
  { id: 'question', from: 'visitor', text: 'How long does delivery take?' },
  {
    id: 'reply',
    from: 'shop',
    text: 'Most pieces are dispatched within 3 to 5 business days, and delivery is always free.',
  },
] as const;

type ChatPanelProps = { id: string; titleId: string; inputId: string; open: boolean };

export default function ChatPanel({ id, titleId, inputId, open }: ChatPanelProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
  }

  return (
    <section id={id} className="chat-panel" aria-labelledby={titleId} hidden={!open}>
      <div className="chat-panel__header">
        <span className="chat-panel__avatar" aria-hidden="true">
          <GemIcon size={20} />
        </span>
        <div>
          <h2 id={titleId} className="chat-panel__title">
            Chat Ai
          </h2>
          <p className="chat-panel__status">Lumen concierge &middot; replies in minutes</p>
        </div>
      </div>
      <ul className="chat-panel__messages" aria-label="Conversation">
        {CONVERSATION.map((message) => (
          <li key={message.id} className={`chat-message chat-message--${message.from}`}>
            <span className="visually-hidden">{message.from === 'shop' ? 'Lumen Jewels said:' : 'You said:'}</span>
            <p>{message.text}</p>
          </li>
        ))}
      </ul>
      <form className="chat-panel__form" onSubmit={handleSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          Your question
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          className="chat-panel__input"
          placeholder="Ask your question..."
          autoComplete="off"
        />
        <button type="submit" className="chat-panel__send">
          <SendIcon size={18} />
          <span className="visually-hidden">Send message</span>
        </button>
      </form>
    </section>
  );
}
