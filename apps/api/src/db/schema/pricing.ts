/**
 * Pricing: the metal rates (one row per rate set; the newest of a metal and purity is the one in force) and the
 * `priced_variants` view, through which every reader reads a variant's price (decision 033).
 */
import { MAKING_TYPES, PRICINGS, RATE_METAL_OF } from '@lumen/contract/price-rules';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  pgView,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { productVariants } from './catalog';
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

/**
 * The owner's rate feed: one row (id 1). `url` null means no feed; `max_jump` (basis points) is the largest move from
 * the rate in force set without a person; `checked_at` and `error` say how the last read went.
 */
export const metalRateFeed = pgTable(
  'metal_rate_feed',
  {
    id: smallint('id').primaryKey().default(1),
    url: text('url'),
    maxJump: integer('max_jump').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    error: text('error'),
    updatedBy: uuid('updated_by').references(() => staff.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('metal_rate_feed_one_row', sql`${t.id} = 1`),
    check('metal_rate_feed_max_jump_check', sql`${t.maxJump} between 10 and 5000`),
  ],
);

/**
 * A feed's rate that moved too far (or has nothing to compare with) and waits for a person to confirm it: at most one
 * per metal and purity, the newest the feed said.
 */
export const pendingMetalRates = pgTable(
  'pending_metal_rates',
  {
    id: serial('id').primaryKey(),
    metal: text('metal').notNull(),
    purity: text('purity').notNull(),
    ratePerGram: integer('rate_per_gram').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pending_metal_rates_rate_idx').on(t.metal, t.purity),
    check('pending_metal_rates_rate_check', sql`${t.ratePerGram} > 0`),
  ],
);

/** The rate in force of each metal and purity: the newest set. */
export const currentMetalRates = pgView('current_metal_rates', {
  id: integer('id').notNull(),
  metal: text('metal').notNull(),
  purity: text('purity').notNull(),
  ratePerGram: integer('rate_per_gram').notNull(),
  setAt: timestamp('set_at', { withTimezone: true }).notNull(),
}).as(
  sql`select distinct on (metal, purity) id, metal, purity, rate_per_gram, set_at from ${metalRates} order by metal, purity, id desc`,
);

/** a × b / scale rounded to the nearest integer, halves up, in exact bigint arithmetic (a, b ≥ 0). */
const scaled = (a: SQL, b: SQL, scale: number) =>
  sql`(((${a})::bigint * (${b}) + ${sql.raw(String(scale / 2))}) / ${sql.raw(String(scale))})`;

/** The rate metal of `v.metal`: gold of any colour is gold (contract RATE_METAL_OF). */
const rateMetal = sql.raw(
  `case v.metal ${Object.entries(RATE_METAL_OF)
    .map(([metal, rate]) => `when '${metal}' then '${rate}'`)
    .join(' ')} end`,
);

// The contract's rule (price-rules.ts) in SQL: each part rounded once, halves up; null without a rate.
const metalAmount = scaled(sql`v.weight_mg`, sql`r.rate_per_gram`, 1000);
const making = (charge: SQL) =>
  sql`(case v.making_type when 'per_gram' then ${scaled(sql`v.weight_mg`, charge, 1000)}
    else ${scaled(metalAmount, charge, 10_000)} end)`;
const computed = (charge: SQL) => sql`(${metalAmount} + ${making(charge)} + v.stones_value + v.other_value)::int`;

/**
 * Every variant with the price a shopper pays now: a fixed one's own, a computed one's from the rate in force of its
 * metal and purity (its metal and making parts and that rate beside it, for the breakup). A new rate changes these
 * prices at once without writing a variant; the pieces' price ranges follow (`refreshOffersWhere`).
 */
export const pricedVariants = pgView('priced_variants', {
  id: integer('id').notNull(),
  productId: integer('product_id').notNull(),
  sku: text('sku').notNull(),
  metal: text('metal').notNull(),
  purity: text('purity').notNull(),
  size: text('size').notNull(),
  position: integer('position').notNull(),
  weightMg: integer('weight_mg'),
  price: integer('price').notNull(),
  originalPrice: integer('original_price').notNull(),
  quantity: integer('quantity').notNull(),
  madeToOrderDays: integer('made_to_order_days'),
  huid: text('huid'),
  pricing: text('pricing', { enum: PRICINGS }).notNull(),
  makingType: text('making_type', { enum: MAKING_TYPES }),
  making: integer('making'),
  originalMaking: integer('original_making'),
  stonesValue: integer('stones_value').notNull(),
  otherValue: integer('other_value').notNull(),
  rateId: integer('rate_id'),
  ratePerGram: integer('rate_per_gram'),
  rateSetAt: timestamp('rate_set_at', { withTimezone: true }),
  metalAmount: integer('metal_amount'),
  makingAmount: integer('making_amount'),
}).as(sql`select v.id, v.product_id, v.sku, v.metal, v.purity, v.size, v.position, v.weight_mg,
  coalesce(${computed(sql`v.making`)}, v.price) as price,
  coalesce(${computed(sql`v.original_making`)}, v.original_price) as original_price,
  v.quantity, v.made_to_order_days, v.huid, v.pricing, v.making_type, v.making, v.original_making, v.stones_value,
  v.other_value, r.id as rate_id, r.rate_per_gram, r.set_at as rate_set_at,
  ${metalAmount}::int as metal_amount, ${making(sql`v.making`)}::int as making_amount
  from ${productVariants} v
  left join ${currentMetalRates} r on v.pricing = 'computed' and r.metal = ${rateMetal} and r.purity = v.purity`);

/**
 * Every currency rate ever set, never updated (the newest of a currency is in force): `rate_micros` is how many
 * millionths of the currency one unit of the base currency buys (84.25 rupees to the dollar: 84,250,000).
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    id: serial('id').primaryKey(),
    currency: text('currency').notNull(),
    rateMicros: bigint('rate_micros', { mode: 'number' }).notNull(),
    source: text('source', { enum: ['staff', 'feed'] }).notNull(),
    setBy: uuid('set_by').references(() => staff.id),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('currency_rates_current_idx').on(t.currency, t.id.desc()),
    check('currency_rates_rate_check', sql`${t.rateMicros} > 0`),
    check('currency_rates_source_check', sql`${t.source} in ('staff', 'feed')`),
  ],
);

/** A feed's currency rate that waits for a person (decision 035): at most one per currency, the newest the feed said. */
export const pendingCurrencyRates = pgTable(
  'pending_currency_rates',
  {
    id: serial('id').primaryKey(),
    currency: text('currency').notNull(),
    rateMicros: bigint('rate_micros', { mode: 'number' }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pending_currency_rates_currency_idx').on(t.currency),
    check('pending_currency_rates_rate_check', sql`${t.rateMicros} > 0`),
  ],
);
