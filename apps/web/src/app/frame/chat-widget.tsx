/**
 * The floating chat assistant (spec §2): a toggle button showing or hiding the 'Chat Ai' panel, the shop assistant
 * (features/assistant). The panel's code is not part of the page: it loads as the shopper reaches for the toggle (a
 * pointer over it, or focus) or presses ASK PRICE, and shows once it is here; a page never shown it never loads it.
 */
import { type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { ChatIcon, CloseIcon } from '../../components/icons';
import type { AssistantDraft } from '../../features/assistant/assistant-panel';

const loadPanel = () => import('../../features/assistant/assistant-panel');
const AssistantPanel = lazy(loadPanel);

type ChatWidgetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A question to open with (ASK PRICE). */
  draft: AssistantDraft | null;
};

export function ChatWidget({ open, onOpenChange, draft }: ChatWidgetProps) {
  const panelId = useId();
  const titleId = useId();
  const inputId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Once opened, the panel stays in the page (hidden when closed), so it keeps what was typed.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

  function closeOnEscape(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !open) return;
    onOpenChange(false);
    toggleRef.current?.focus();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from anywhere inside the widget closes the panel.
    <div className="chat-widget" onKeyDown={closeOnEscape}>
      {opened ? (
        <Suspense fallback={null}>
          <AssistantPanel
            id={panelId}
            titleId={titleId}
            inputId={inputId}
            open={open}
            draft={draft}
            onNavigate={() => onOpenChange(false)}
          />
        </Suspense>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        className="chat-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close chat' : 'Open chat'}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => onOpenChange(!open)}
      >
        {open ? <CloseIcon size={24} /> : <ChatIcon size={26} />}
      </button>
    </div>
  );
}
