/**
 * The floating chat assistant (spec §2): a toggle button showing or hiding the 'Chat Ai' panel with the shop's
 * greeting, a sample exchange and a question box. Sending is not wired yet (a later issue connects the assistant).
 */
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { ChatIcon, CloseIcon, GemIcon, SendIcon } from '../../components/icons';

type ChatWidgetProps = { open: boolean; onOpenChange: (open: boolean) => void };

const CONVERSATION = [
  { id: 'greeting', from: 'shop', text: 'Hi there How Can I help you ?' },
  { id: 'question', from: 'visitor', text: 'How long does delivery take?' },
  {
    id: 'reply',
    from: 'shop',
    text: 'Most pieces are dispatched within 3 to 5 business days, and delivery is always free.',
  },
] as const;

export function ChatWidget({ open, onOpenChange }: ChatWidgetProps) {
  const panelId = useId();
  const titleId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  function closeOnEscape(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !open) return;
    onOpenChange(false);
    toggleRef.current?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from anywhere inside the widget closes the panel.
    <div className="chat-widget" onKeyDown={closeOnEscape}>
      <section id={panelId} className="chat-panel" aria-labelledby={titleId} hidden={!open}>
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
      <button
        ref={toggleRef}
        type="button"
        className="chat-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close chat' : 'Open chat'}
        onClick={() => onOpenChange(!open)}
      >
        {open ? <CloseIcon size={24} /> : <ChatIcon size={26} />}
      </button>
    </div>
  );
}
