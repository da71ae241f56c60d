/**
 * The 'Chat Ai' panel (spec §2, issue 30): the shop's greeting, then the conversation with the shop assistant, and
 * the question box. Each question goes to the assistant; its answer shows with its sources, the pieces it found and,
 * when it could not answer, the offer of a person. The conversation is kept for the tab (conversation.ts). Screen
 * readers hear each answer through a live region; focus stays in the question box. This module, its styles and the
 * contract's schemas it reads load only when the shopper reaches for the chat (app/frame/chat-widget.tsx).
 */
import { ASSISTANT_MESSAGES, ASSISTANT_QUESTION_MAX } from '@lumen/contract/assistant';
import { type FormEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { GemIcon, SendIcon } from '../../components/icons';
import { errorMessage } from '../../lib/api-client';
import { useChosenCurrency } from '../../lib/currency';
import { useAskAssistant } from './api/ask-assistant';
import { AssistantReply } from './components/assistant-reply';
import { HandoffOffer } from './components/handoff-offer';
import { type Conversation, conversationKey, EMPTY_CONVERSATION, withTurns } from './conversation';
import './assistant-panel.scss';

/** A question the panel opens with (ASK PRICE on a piece); a new `at` fills the box again. */
export type AssistantDraft = { text: string; at: number };

type AssistantPanelProps = {
  id: string;
  titleId: string;
  inputId: string;
  open: boolean;
  draft: AssistantDraft | null;
  /** The shopper followed a link of an answer: the panel closes, keeping the conversation. */
  onNavigate: () => void;
};

const useConversation = () =>
  useSyncExternalStore(conversationKey.subscribe, conversationKey.get, () => EMPTY_CONVERSATION);

export default function AssistantPanel({ id, titleId, inputId, open, draft, onNavigate }: AssistantPanelProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const conversation = useConversation();
  const currency = useChosenCurrency();
  const ask = useAskAssistant();
  const [question, setQuestion] = useState('');
  const [announcement, setAnnouncement] = useState('');
  // One question at a time: set while one is on its way (a render may still show the last as pending).
  const asking = useRef(false);
  const update = (change: (current: Conversation) => Conversation) =>
    conversationKey.set(change(conversationKey.get()));

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (draft) {
      setQuestion(draft.text);
      inputRef.current?.focus();
    }
  }, [draft]);

  // The newest line in view.
  const turnCount = conversation.turns.length;
  useEffect(() => {
    const list = listRef.current;
    if (list && turnCount > 0) list.scrollTop = list.scrollHeight;
  }, [turnCount]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = question.trim();
    if (!text || asking.current) return;
    asking.current = true;
    setQuestion('');
    update((current) => withTurns(current, { from: 'shopper', text }));
    setAnnouncement('Looking that up…');
    const asked = conversationKey.get().conversationId;
    ask.mutate(
      { text, ...(asked ? { conversation_id: asked } : {}), ...(currency ? { currency } : {}) },
      {
        onSuccess: ({ conversation_id, reply }) => {
          update((current) => ({
            ...withTurns(current, { from: 'shop', text: reply.text, reply }),
            conversationId: conversation_id,
          }));
          setAnnouncement(`Lumen Jewels said: ${reply.text}`);
        },
        onError: (error) => {
          update((current) => withTurns(current, { from: 'shop', text: errorMessage(error), failed: true }));
          setAnnouncement(errorMessage(error));
        },
        onSettled: () => {
          asking.current = false;
        },
      },
    );
    inputRef.current?.focus();
  }

  function handedOff(turnId: number, message: string) {
    update((current) =>
      withTurns(
        { ...current, turns: current.turns.map((turn) => (turn.id === turnId ? { ...turn, handedOff: true } : turn)) },
        { from: 'shop', text: message },
      ),
    );
    setAnnouncement(message);
    inputRef.current?.focus();
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
          <p className="chat-panel__status">Lumen concierge &middot; answers at once</p>
        </div>
      </div>
      <ul ref={listRef} className="chat-panel__messages" aria-label="Conversation" aria-busy={ask.isPending}>
        <li className="chat-message chat-message--shop">
          <span className="visually-hidden">Lumen Jewels said:</span>
          <p>{ASSISTANT_MESSAGES.greeting}</p>
        </li>
        {conversation.turns.map((turn) => (
          <li
            key={turn.id}
            className={`chat-message chat-message--${turn.from === 'shop' ? 'shop' : 'visitor'}${turn.failed ? ' chat-message--failed' : ''}`}
          >
            <span className="visually-hidden">{turn.from === 'shop' ? 'Lumen Jewels said:' : 'You said:'}</span>
            {turn.reply ? (
              <AssistantReply
                reply={turn.reply}
                onFollowLink={onNavigate}
                offer={
                  turn.handedOff || !conversation.conversationId ? null : (
                    <HandoffOffer
                      conversationId={conversation.conversationId}
                      onHandedOff={(message) => handedOff(turn.id, message)}
                    />
                  )
                }
              />
            ) : (
              <p>{turn.text}</p>
            )}
          </li>
        ))}
        {ask.isPending ? (
          <li className="chat-message chat-message--shop chat-message--typing">
            <p>
              <span className="visually-hidden">Lumen Jewels is typing</span>
              <span aria-hidden="true">•••</span>
            </p>
          </li>
        ) : null}
      </ul>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <form className="chat-panel__form" onSubmit={handleSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {ASSISTANT_MESSAGES.question}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          className="chat-panel__input"
          placeholder="Ask your question..."
          autoComplete="off"
          maxLength={ASSISTANT_QUESTION_MAX}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
        />
        <button type="submit" className="chat-panel__send" disabled={ask.isPending}>
          <SendIcon size={18} />
          <span className="visually-hidden">Send message</span>
        </button>
      </form>
    </section>
  );
}
