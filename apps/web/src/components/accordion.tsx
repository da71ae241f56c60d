/**
 * A disclosure accordion: each question is a heading holding a button (aria-expanded, aria-controls) that shows or
 * hides its answer region. One item is open at a time; `defaultOpen` picks the first one shown open.
 */
import { type ReactNode, useId, useState } from 'react';
import { ChevronDownIcon } from './icons';

export type AccordionItem = { id: string; title: string; content: ReactNode };

type AccordionProps = {
  items: ReadonlyArray<AccordionItem>;
  defaultOpen?: string | null;
  headingLevel?: 2 | 3;
};

export function Accordion({ items, defaultOpen = items[0]?.id ?? null, headingLevel = 2 }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(defaultOpen);
  const baseId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <div className="lj-accordion">
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className="lj-accordion__item" data-open={open || undefined}>
            <Heading className="lj-accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="lj-accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.title}</span>
                <ChevronDownIcon className="lj-accordion__chevron" />
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={buttonId} className="lj-accordion__panel" hidden={!open}>
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
