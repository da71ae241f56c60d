/**
 * An interval in seconds as the cron schedule the job queue runs it on: whole minutes (at least one), then whole
 * hours, then daily. Zero or less: no schedule.
 */
export function cronEvery(seconds: number): string | null {
  if (seconds <= 0) return null;
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  const hours = Math.round(minutes / 60);
  return hours < 24 ? `0 */${hours} * * *` : '0 0 * * *';
}

/** Scheduled tasks: no retry (the next slot is the retry), and a slot's job lost with its process expires in 10 min. */
export const scheduledQueue = (name: string) => ({
  name,
  retryLimit: 0,
  retryDelay: 60,
  expireInSeconds: 600,
  batchSize: 1,
});
