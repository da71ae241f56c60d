/**
 * The Products mega-menu (spec §2): a disclosure button (aria-expanded) opening the jewellery groups. Escape
 * closes it and returns focus to the button; so do a click outside, leaving it with Tab, and following a link.
 */
import { type FocusEvent, type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../components/icons';
import { Artwork } from '../../components/themed-image';
import { JEWELLERY_GROUPS } from '../../lib/catalogue-menu';
import { paths } from '../../lib/paths';
import { usePromotion } from './api/get-promotion';

export function MegaMenu() {
  const [open, setOpen] = useState(false);
  // The sale card names the featured coupon (the same cached answer as the promotional strip), or is left out.
  const promotion = usePromotion();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  function handleKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  }

  function handleBlur(event: FocusEvent<HTMLLIElement>) {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  }

  function handlePanelClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  }

  return (
    <li ref={rootRef} className="mega-menu" data-open={open || undefined} onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="main-nav__link mega-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
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
          <div className="mega-menu__feature">
            <Artwork name="ringPair" alt="" loading="lazy" />
            <p className="mega-menu__feature-title">{promotion.title}</p>
            <p className="mega-menu__feature-text">
              {promotion.description}, this season only, with code{' '}
              <code className="mega-menu__code">{promotion.code}</code>.
            </p>
          </div>
        ) : null}
      </div>
    </li>
  );
}
