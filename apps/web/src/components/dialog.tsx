/**
 * A modal dialog on the native <dialog> element: showModal() gives the focus trap, the inert page behind, Escape to
 * close and the top layer for free. It has a visible title (its accessible name) and a close button; a click on the
 * backdrop closes it too, and focus returns to whatever opened it.
 */
import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from './icons';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The close button's name, e.g. 'Close size guide'. */
  closeLabel?: string;
  className?: string;
  /** False for a decision that must be answered (spec's sign-out dialog): no close button, Escape or backdrop. */
  dismissible?: boolean;
  children: ReactNode;
};

export function Dialog({
  open,
  onClose,
  title,
  closeLabel = 'Close',
  className = '',
  dismissible = true,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // Browsers differ on where showModal() puts focus; the close button (or the first button) is a safe first stop.
      dialog.querySelector<HTMLElement>('.lj-dialog__close, .lj-dialog__body button')?.focus();
      return () => {
        if (dialog.open) dialog.close();
        opener?.focus();
      };
    }
  }, [open]);

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    // A click on the ::backdrop reaches the <dialog> itself; clicks on its content land on its children.
    if (dismissible && event.target === event.currentTarget) onClose();
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled natively by <dialog> (the cancel event).
    <dialog
      ref={ref}
      className={`lj-dialog ${className}`.trim()}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={closeOnBackdrop}
    >
      {open ? (
        <div className="lj-dialog__content">
          <div className="lj-dialog__header">
            <h2 id={titleId} className="lj-dialog__title">
              {title}
            </h2>
            {dismissible ? (
              <button type="button" className="lj-dialog__close" aria-label={closeLabel} onClick={onClose}>
                <CloseIcon size={20} />
              </button>
            ) : null}
          </div>
          <div className="lj-dialog__body">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
