/**
 * ARIA tabs (WAI-ARIA Authoring Practices, automatic activation): a tablist of tabs, each controlling a tabpanel.
 * Only the selected tab is in the Tab order; Left/Right arrows move between tabs (wrapping), Home and End jump to the
 * first and last, and the panel is focusable so its content is one Tab away.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export type TabItem = { id: string; label: string; content: ReactNode };

type TabsProps = { items: ReadonlyArray<TabItem>; label: string; className?: string };

export function Tabs({ items, label, className = 'lj-tabs' }: TabsProps) {
  const [selectedId, setSelectedId] = useState(items[0]?.id);
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  function select(index: number) {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setSelectedId(item.id);
    tabRefs.current.get(item.id)?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="lj-tabs__list">
        {items.map((item, index) => {
          const selected = item.id === selectedId;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-${item.id}-tab`}
              className="lj-tabs__tab"
              aria-selected={selected}
              aria-controls={`${baseId}-${item.id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setSelectedId(item.id)}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-${item.id}-panel`}
          aria-labelledby={`${baseId}-${item.id}-tab`}
          className="lj-tabs__panel"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable so its content is one Tab away (APG tabs).
          tabIndex={0}
          hidden={item.id !== selectedId}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
