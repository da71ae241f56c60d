/**
 * Toasts on demand. The toast library (and the app's top-centre container, see app/toaster.tsx) loads the first
 * time a screen raises a toast, so pages that never toast do not download it. Toasts raised before the container
 * has mounted are queued by the library and shown as soon as it does.
 */
import { errorMessage } from './api-client';

type ToastKind = 'success' | 'error' | 'info';

const listeners = new Set<() => void>();
let requested = false;

export function isToasterRequested(): boolean {
  return requested;
}

export function subscribeToToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the toast library ahead of need, e.g. when a form that will toast gets focus. */
export function prepareToasts(): Promise<typeof import('react-toastify')> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return import('react-toastify');
}

export async function notify(kind: ToastKind, message: string): Promise<void> {
  const { toast } = await prepareToasts();
  toast[kind](message);
}

/** A mutation's `onError`: the server's message (or the could-not-reach one) in an error toast. */
export function notifyError(error: unknown): void {
  void notify('error', errorMessage(error));
}
