/**
 * Seconds left until `until` (a time in ms), ticking once a second and stopping at 0 (the Resend countdown of
 * spec §4: 120 s from the last code sent), shared by every screen that sends a code.
 */
import { useEffect, useState } from 'react';

const secondsLeft = (until: number | null) =>
  until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));

export function useCountdown(until: number | null): number {
  const [remaining, setRemaining] = useState(() => secondsLeft(until));

  useEffect(() => {
    setRemaining(secondsLeft(until));
    if (secondsLeft(until) === 0) return;
    const timer = window.setInterval(() => {
      const left = secondsLeft(until);
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  return remaining;
}

/** 120 → '02:00'; an hour or more → '13:20:05'. */
export function formatCountdown(seconds: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const clock = `${two(minutes)}:${two(seconds % 60)}`;
  return hours > 0 ? `${two(hours)}:${clock}` : clock;
}
