/**
 * When the browser runs the app's effects (decision 026). The app is written against React's API and runs on Preact,
 * which by default runs `useEffect` callbacks after the next animation frame (or 35 ms, whichever comes first).
 * React runs them in a task of their own right after the render is committed, and the app relies on that: a
 * navigation's next screen, a countdown's start and a focus move happen in effects, which must not wait for a frame
 * that a background tab, or a test's paused clock, never draws. Effects here run in their own task, as React's do: a
 * message to ourselves, which is neither a timer nor a frame.
 */
import { options } from 'preact';

export function runEffectsAfterCommit(): void {
  const channel = new MessageChannel();
  let pending: (() => void) | undefined;
  channel.port1.onmessage = () => {
    const flush = pending;
    pending = undefined;
    flush?.();
  };
  // Preact asks for one callback per batch of effects: the one that runs them all.
  options.requestAnimationFrame = (flush) => {
    pending = flush;
    channel.port2.postMessage(null);
  };
}
