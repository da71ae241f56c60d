/** SQL of the atomic limit counters (`auth_limits`): one upsert takes a slot, one update gives it back. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { authLimits } from '../../db/schema';

export function createLimitRepository(db: Db) {
  return {
    /**
     * Takes one of `max` slots of `key`'s window in one statement: a window that has ended starts again at 1; a full
     * window is left as it is and answers `taken: false`. The row lock of the upsert makes parallel takes queue, so
     * no number of requests or processes gets more than `max` slots.
     */
    async take(key: string, max: number, windowSeconds: number): Promise<{ taken: boolean; windowEndsAt: Date }> {
      const [row] = rowsOf<{ taken: boolean; window_ends_at: Date | string }>(
        await db.execute(sql`
          with taken as (
            insert into ${authLimits} as l (key, count, window_ends_at)
            values (${key}, 1, date_trunc('milliseconds', now() + make_interval(secs => ${windowSeconds})))
            on conflict (key) do update set
              count = case when l.window_ends_at <= now() then 1 else l.count + 1 end,
              window_ends_at = case when l.window_ends_at <= now() then excluded.window_ends_at else l.window_ends_at end
            where l.window_ends_at <= now() or l.count < ${max}
            returning window_ends_at
          )
          select true as taken, window_ends_at from taken
          union all
          select false, window_ends_at from ${authLimits} where key = ${key} and not exists (select 1 from taken)`),
      );
      // No row at all only when the key's row vanished between the two halves (the clean-up): nothing is counted.
      if (!row) return { taken: false, windowEndsAt: new Date() };
      return { taken: row.taken, windowEndsAt: new Date(row.window_ends_at) };
    },

    /**
     * Gives a slot back (the work it guarded succeeded), unless its window has since started again (windows end on a
     * whole millisecond, so the end read back as a Date names its window exactly).
     */
    async release(key: string, windowEndsAt: Date): Promise<void> {
      await db.execute(sql`
        update ${authLimits} set count = count - 1
        where key = ${key} and window_ends_at = ${windowEndsAt.toISOString()}::timestamptz and count > 0`);
    },
  };
}

export type LimitRepository = ReturnType<typeof createLimitRepository>;
