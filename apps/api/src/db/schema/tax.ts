/** The owner's tax classes (decision 036): an HSN code and its GST rate, assigned to pieces (`products.tax_class_id`). */
import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';

export const taxClasses = pgTable(
  'tax_classes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The HSN code: 4, 6 or 8 digits. */
    hsn: text('hsn').notNull(),
    /** The GST rate in percent, to two decimals (0.25 for cut and polished diamonds). */
    ratePercent: numeric('rate_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_classes_name_idx').on(sql`lower(${t.name})`),
    check('tax_classes_hsn_check', sql`${t.hsn} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
    check('tax_classes_rate_check', sql`${t.ratePercent} >= 0 and ${t.ratePercent} <= 28`),
  ],
);
