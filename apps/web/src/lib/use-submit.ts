/**
 * Runs a form's request once at a time: `pending` drives the button's disabled state and loading label, and a
 * second click while a request runs sends nothing. A failure shows the server's message (or the could-not-reach
 * message) in an error toast unless the caller handles it.
 */
import { useRef, useState } from 'react';
import { UNEXPECTED_ERROR_MESSAGE } from './api-client';
import { notify } from './notify';

type Handlers<R> = {
  onSuccess?: (result: R) => void;
  /** Return true when the error was handled here; otherwise it is shown in a toast. */
  onError?: (error: Error) => boolean | undefined;
};

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR_MESSAGE;
}

export function useSubmit<A, R>(action: (input: A) => Promise<R>) {
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  async function run(input: A, handlers: Handlers<R> = {}): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    let result: R;
    try {
      result = await action(input);
    } catch (error) {
      const err = error instanceof Error ? error : new Error(UNEXPECTED_ERROR_MESSAGE);
      if (!handlers.onError?.(err)) void notify('error', errorMessage(err));
      return;
    } finally {
      busy.current = false;
      setPending(false);
    }
    handlers.onSuccess?.(result);
  }

  return { pending, run };
}
