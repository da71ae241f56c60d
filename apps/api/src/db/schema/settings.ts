/** The owner's shop settings: one row (id 1), each column null until the owner chooses (the server's default then). */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staff } from './staff';

export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** The largest order total (cents) offered pay on delivery. */
    payOnDeliveryMax: integer('pay_on_delivery_max'),
    /** Whether the listing and product pages show prices including GST (the Indian convention); null: excluding. */
    pricesIncludeTax: boolean('prices_include_tax'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => staff.id),
  },
  (t) => [
    check('shop_settings_one_row', sql`${t.id} = 1`),
    check('shop_settings_pay_on_delivery_max', sql`${t.payOnDeliveryMax} is null or ${t.payOnDeliveryMax} >= 0`),
  ],
);
