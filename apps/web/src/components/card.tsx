/**
 * A card: the bordered panel the account, checkout and order screens are built from. With a `title` it is a
 * <section> named by its <h2> (in a head row with `actions` beside it); without one it is a plain <div>, or the
 * <section> `as` names (named some other way). A form that is a card is a `Form` with the `lj-card` class on its
 * <form>, so the card stays one element. Styles: card.scss.
 */
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

type CardProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  as?: 'section' | 'div';
  title?: ReactNode;
  /** The heading's id, which names the section (required with a title so ids stay stable and readable). */
  titleId?: string;
  /** What sits beside the title in the head row: a link or a button. */
  actions?: ReactNode;
};

export function Card({ as, title, titleId, actions, className, children, ...rest }: CardProps) {
  const props = {
    className: className ? `lj-card ${className}` : 'lj-card',
    'aria-labelledby': title === undefined ? undefined : titleId,
    ...rest,
  };
  const content = (
    <>
      {title === undefined ? null : (
        <div className="lj-card__head">
          <h2 id={titleId} className="lj-card__title">
            {title}
          </h2>
          {actions}
        </div>
      )}
      {children}
    </>
  );
  const Element = as ?? (title === undefined ? 'div' : 'section');
  return <Element {...props}>{content}</Element>;
}
