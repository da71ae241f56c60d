/**
 * SQL of the dashboard: orders and revenue a day on the shop's clock (cancelled orders left out), the best-selling
 * pieces, the orders waiting to ship, the money still to collect on delivery and the pieces running out. Days start at midnight in the shop's time zone (SHOP.timeZone), as the
 * order ids and invoice dates do.
 */

import { SHOP } from '@lumen/contract/shop';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { orderItems, orders, products, productVariants } from '../../db/schema/index';
import { type VariantRow, variantOptions } from '../catalog/variants';

/** The shop's calendar day of `at`. */
const shopDay = (at: Date) => sql`(${at.toISOString()}::timestamptz at time zone ${SHOP.timeZone})::date`;
/** The instant a shop day (a `date` expression) starts. */
const dayStart = (day: ReturnType<typeof sql>) => sql`((${day})::timestamp at time zone ${SHOP.timeZone})`;

export function dashboardQueries(db: Db) {
  return {
    /** One row a day for the `days` days ending with `at`'s day, oldest first, days without orders included. */
    async daily(at: Date, days: number) {
      const rows = rowsOf<{ date: string; orders: number | string; revenue: number | string }>(
        await db.execute(sql`
          select to_char(d.day, 'YYYY-MM-DD') as date, count(o.id) as orders, coalesce(sum(o.total), 0) as revenue
          from (
            select (${shopDay(at)} - n) as day from generate_series(0, ${days - 1}::int) as n
          ) as d
          left join ${orders} o
            on o.status <> 'Cancelled'
            and o.created_at >= ${dayStart(sql`d.day`)}
            and o.created_at < ${dayStart(sql`d.day + 1`)}
          group by d.day
          order by d.day`),
      );
      return rows.map((r) => ({ date: r.date, orders: Number(r.orders), revenue: Number(r.revenue) }));
    },

    /** The `limit` pieces sold most (by quantity) in the `days` days ending with `at`'s day; a removed piece by name. */
    async topPieces(at: Date, days: number, limit: number) {
      const rows = rowsOf<{ product_id: number | null; name: string; quantity: number | string }>(
        await db.execute(sql`
          select i.product_id, min(i.name) as name, sum(i.quantity) as quantity
          from ${orderItems} i
          join ${orders} o on o.id = i.order_id
          where o.status <> 'Cancelled' and o.created_at >= ${dayStart(sql`${shopDay(at)} - ${days - 1}::int`)}
          group by i.product_id, case when i.product_id is null then i.name end
          order by sum(i.quantity) desc, min(i.name)
          limit ${limit}`),
      );
      return rows.map((r) => ({ product_id: r.product_id, name: r.name, quantity: Number(r.quantity) }));
    },

    /** How many orders are Pending and unshipped, and the oldest of them (orders_waiting_idx). */
    async waitingToShip() {
      const rows = rowsOf<{ count: number | string; order_number: string; created_at: string | Date }>(
        await db.execute(sql`
          select count(*) over () as count, order_number, created_at
          from ${orders}
          where status = 'Pending' and shipped_at is null
          order by created_at, id
          limit 1`),
      );
      const [oldest] = rows;
      return oldest
        ? {
            count: Number(oldest.count),
            oldest: { order_id: oldest.order_number, created_at: new Date(oldest.created_at).toISOString() },
          }
        : { count: 0, oldest: null };
    },

    /** Pay-on-delivery orders not cancelled whose money the courier has still to collect, and their totals. */
    async toCollect() {
      const [row] = rowsOf<{ count: number | string; amount: number | string }>(
        await db.execute(sql`
          select count(*) as count, coalesce(sum(total), 0) as amount
          from ${orders}
          where payment_status = 'due_on_delivery' and status <> 'Cancelled'`),
      );
      return { count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
    },

    /**
     * Variants of published pieces kept in stock (not made to order) with `max` or fewer left, fewest first, at most
     * `limit` lines, each named by its piece, its SKU and its options.
     */
    async lowStock(max: number, limit: number) {
      const rows = rowsOf<VariantRow & { product_id: number; name: string }>(
        await db.execute(sql`
          select p.id as product_id, p.name, v.id, v.sku, v.metal, v.purity, v.size, v.quantity
          from ${productVariants} v
          join ${products} p on p.id = v.product_id
          where p.status = 'published' and p.made_to_order_days is null and v.made_to_order_days is null
            and v.quantity <= ${max}
          order by v.quantity, p.name, v.position, v.id
          limit ${limit}`),
      );
      return rows.map((r) => ({
        product_id: r.product_id,
        name: r.name,
        size: r.size === '' ? null : r.size,
        quantity: Number(r.quantity),
        variant_id: r.id,
        sku: r.sku,
        options: variantOptions(r),
      }));
    },
  };
}
