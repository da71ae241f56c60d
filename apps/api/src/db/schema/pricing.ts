/** Pricing: the metal rates, one row per rate set (the newest of a metal and purity is the one in force). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staff } from './staff';

/**
 * Every metal rate ever set, never updated: the history is the table. `rate_per_gram` is in minor units of the base
 * currency; `set_by` is null for a rate read from the feed.
 */
export const metalRates = pgTable(
  'metal_rates',
  {
    id: serial('id').primaryKey(),
    metal: text('metal').notNull(),
    purity: text('purity').notNull(),
    ratePerGram: integer('rate_per_gram').notNull(),
    source: text('source', { enum: ['staff', 'feed'] }).notNull(),
    setBy: uuid('set_by').references(() => staff.id),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('metal_rates_current_idx').on(t.metal, t.purity, t.id.desc()),
    check('metal_rates_rate_check', sql`${t.ratePerGram} > 0`),
    check('metal_rates_source_check', sql`${t.source} in ('staff', 'feed')`),
  ],
);
