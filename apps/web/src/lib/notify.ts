/**
 * Toasts on demand, at most one of a kind: a success, error or info raised while one of its kind is showing
 * replaces that toast's message (and restarts its time) instead of stacking a second one; one whose time has run
 * out gives way at once to the next of its kind. The toast library (and the app's container, see app/toaster.tsx)
 * loads the first time a screen raises a toast, so pages that never toast do not download it. Toasts raised before
 * the container has mounted are queued by the library and shown as soon as it does. Where they show on screen is
 * toast-spot.ts's: wherever they cover nothing to press.
 */
import { errorMessage } from './api-client';
import { createListeners } from './listeners';
import { followPageMoves, placeToasts } from './toast-spot';

type ToastKind = 'success' | 'error' | 'info';

/** Told once, when the first toast (or `prepareToasts`) asks for the library. */
const requests = createListeners();
let requested = false;

export function isToasterRequested(): boolean {
  return requested;
}

export const subscribeToToasterRequest = requests.subscribe;

/** Loads the toast library ahead of need, e.g. when a form that will toast gets focus. */
export function prepareToasts(): Promise<typeof import('react-toastify')> {
  if (!requested) {
    requested = true;
    requests.emit();
  }
  return import('react-toastify');
}

/** The id of the newest toast of each kind. Every toast gets its own id, even one that replaces another. */
const shownIds = new Map<ToastKind, string>();
let serial = 0;

export async function notify(kind: ToastKind, message: string): Promise<void> {
  const { toast } = await prepareToasts();
  // Placed before it shows (with its expected size), and again whenever the drawn toasts change size.
  placeToasts();
  followPageMoves();
  serial += 1;
  const toastId = `${kind}-${serial}`;
  const shown = shownIds.get(kind);
  shownIds.set(kind, toastId);
  if (shown !== undefined && toast.isActive(shown)) {
    // Takes the showing toast's place at once (no delay: the library's default 100 ms would let a third toast of
    // the kind miss it) and under a new id, so the old one's closing, whose time may run out at this very moment,
    // concerns an id nothing shows any more and cannot take the new message with it.
    toast.update(shown, { toastId, render: message, type: kind, delay: undefined });
  } else {
    // Not showing: either gone, or leaving (its time ran out; toast-container.scss hides it once this one shows),
    // or still queued for a container that has not mounted yet, where dismissing it drops it from the queue.
    if (shown !== undefined) toast.dismiss(shown);
    toast[kind](message, { toastId, onOpen: followPageMoves });
  }
}

/** A mutation's `onError`: the server's message (or the could-not-reach one) in an error toast. */
export function notifyError(error: unknown): void {
  void notify('error', errorMessage(error));
}
