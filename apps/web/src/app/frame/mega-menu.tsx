/**
 * The Products mega-menu (spec §2): a disclosure button (aria-expanded) opening the jewellery groups and the sale
 * card. A click, Enter or Space toggles it; with a mouse it also opens on hover and on the keyboard's focus
 * (use-menu-opening.ts). Escape closes it, returning the focus to the button when it was inside; so do a click
 * outside, leaving it with Tab, and following a link.
 */
import { type FocusEvent, type KeyboardEvent, type MouseEvent, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon, ChevronDownIcon } from '../../components/icons';
import { Artwork } from '../../components/themed-image';
import { JEWELLERY_GROUPS } from '../../lib/catalogue-menu';
import { paths } from '../../lib/paths';
import { saleListingPath, usePromotion } from './api/get-promotion';
import { useMenuOpening } from './use-menu-opening';

export function MegaMenu() {
  const opening = useMenuOpening();
  const { open, close, closeReturningFocus } = opening;
  // The sale card names the featured coupon (the same cached answer as the promotional strip), or is left out.
  const promotion = usePromotion();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close();
    }
    // Opened by the pointer, the menu may hold no focus: Escape anywhere closes it (Escape inside is handled below).
    function closeOnEscape(event: globalThis.KeyboardEvent) {
      if (event.key === 'Escape') close();
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, close]);

  function handleKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key !== 'Escape' || !open) return;
    // The phone's folded menu, around this one, stays open.
    event.stopPropagation();
    closeReturningFocus(buttonRef.current);
  }

  function handleBlur(event: FocusEvent<HTMLLIElement>) {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) close();
  }

  function handlePanelClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target instanceof Element && event.target.closest('a')) close();
  }

  return (
    <li
      ref={rootRef}
      className="mega-menu"
      data-open={open || undefined}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      onPointerEnter={opening.onPointerEnter}
      onPointerLeave={opening.onPointerLeave}
    >
      <button
        ref={buttonRef}
        type="button"
        className="main-nav__link mega-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={opening.toggle}
        onFocus={opening.onTriggerFocus}
        onPointerDown={opening.onTriggerPointerDown}
      >
        Products
        <ChevronDownIcon size={16} className="mega-menu__chevron" />
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the click only closes the menu after a link inside is followed. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: links handle their own keys; Enter on a link also fires this click. */}
      <div id={panelId} className="mega-menu__panel" hidden={!open} onClick={handlePanelClick}>
        <div className="mega-menu__groups">
          {JEWELLERY_GROUPS.map((group) => {
            const titleId = `${panelId}-${group.id}`;
            return (
              <div key={group.id} className="mega-menu__group">
                <p id={titleId} className="mega-menu__title">
                  {group.label}
                </p>
                <ul className="mega-menu__links" aria-labelledby={titleId}>
                  {group.categories.map((item) => (
                    <li key={item.category}>
                      <Link to={paths.product({ audience: group.audience, category: item.category })}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
        {promotion ? (
          <Link to={saleListingPath(promotion)} className="mega-menu__feature">
            <Artwork name="ringPair" alt="" loading="lazy" />
            <span className="mega-menu__feature-title">{promotion.title}</span>
            <span className="mega-menu__feature-text">
              {promotion.description}, this season only, with code{' '}
              <code className="mega-menu__code">{promotion.code}</code>.
            </span>
            <span className="mega-menu__feature-action">
              Shop the sale <ArrowRightIcon size={14} />
            </span>
          </Link>
        ) : null}
      </div>
    </li>
  );
}
