/**
 * When the Products mega-menu opens and closes. A click (or Enter or Space) toggles it, on any device. With a mouse,
 * on a screen wide enough for the floating panel, it also opens when the pointer rests on Products and when Products
 * gets the keyboard's focus: hover and focus only hold it open while they stay, a click pins it.
 */
import { type FocusEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';

/** What opened the menu: the pointer resting on it, the keyboard's focus, or a click, which pins it open. */
type OpenedBy = 'pointer' | 'focus' | 'click';

/** The pointer must rest this long to open the menu, so that one passing over Products does not. */
const HOVER_OPEN_DELAY_MS = 120;
/** And be away this long to close it, so that a diagonal move from Products to the panel keeps it open. */
const HOVER_CLOSE_DELAY_MS = 250;
/** A mouse, where the panel floats (Bootstrap's lg): phones and narrow windows keep the tap, which unfolds it. */
const HOVER_MEDIA = '(hover: hover) and (pointer: fine) and (min-width: 992px)';

function canHover(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(HOVER_MEDIA).matches;
}

/** The browser shows a focus ring: the keyboard moved the focus, not a click. */
function focusIsVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

export function useMenuOpening() {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const timer = useRef<number | undefined>(undefined);
  // Set while the menu hands the focus back to Products on closing, which must not open it again.
  const returningFocus = useRef(false);
  // Set from a press on Products to its click: the focus the press gives is the click's, not the keyboard's.
  const pressing = useRef(false);

  const cancelTimer = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const close = useCallback(() => {
    cancelTimer();
    setOpenedBy(null);
  }, [cancelTimer]);

  /** Closes the menu and puts the focus back on Products (Escape from inside it), without reopening it. */
  const closeReturningFocus = useCallback(
    (trigger: HTMLElement | null) => {
      close();
      returningFocus.current = true;
      trigger?.focus();
      returningFocus.current = false;
    },
    [close],
  );

  useEffect(() => cancelTimer, [cancelTimer]);

  function schedule(change: () => void, delay: number) {
    cancelTimer();
    timer.current = window.setTimeout(change, delay);
  }

  /** On the menu's root (Products and the panel), so that moving from one to the other is not leaving. */
  function onPointerEnter(event: PointerEvent<HTMLElement>) {
    if (event.pointerType !== 'mouse' || !canHover()) return;
    cancelTimer();
    if (openedBy === null) schedule(() => setOpenedBy((current) => current ?? 'pointer'), HOVER_OPEN_DELAY_MS);
  }

  function onPointerLeave(event: PointerEvent<HTMLElement>) {
    if (event.pointerType !== 'mouse') return;
    cancelTimer();
    // The keyboard may have gone into the menu meanwhile: then it stays until the focus leaves.
    const focusInside = event.currentTarget.contains(document.activeElement);
    if (openedBy === 'pointer' && !focusInside) {
      schedule(() => setOpenedBy((current) => (current === 'pointer' ? null : current)), HOVER_CLOSE_DELAY_MS);
    }
  }

  function onTriggerPointerDown() {
    pressing.current = true;
  }

  /** On Products: the keyboard's focus opens the menu; a press's focus leaves it to the click that follows. */
  function onTriggerFocus(event: FocusEvent<HTMLElement>) {
    const pressed = pressing.current;
    pressing.current = false;
    if (pressed || returningFocus.current || !canHover() || !focusIsVisible(event.currentTarget)) return;
    cancelTimer();
    setOpenedBy((current) => current ?? 'focus');
  }

  /** A click opens the menu, pins one the pointer opened a moment before, and closes one it or the focus opened. */
  function toggle() {
    pressing.current = false;
    cancelTimer();
    setOpenedBy((current) => (current === null || current === 'pointer' ? 'click' : null));
  }

  return {
    open: openedBy !== null,
    close,
    closeReturningFocus,
    toggle,
    onPointerEnter,
    onPointerLeave,
    onTriggerFocus,
    onTriggerPointerDown,
  };
}
