/**
 * The orders migration (0009_orders): orders placed before the timeline existed get their steps back-filled from the columns
 * that recorded them — placed for every order, shipped, delivered and cancelled (by the customer, the only one who
 * could cancel then) where they happened.
 */
import { describe, expect, it } from 'vitest';
import { emptyDatabase, migrateBefore, migrateFrom } from '../test/migrations';

describe('migration 0009_orders', () => {
  it('back-fills the timeline of the orders placed before it', async () => {
    const db = emptyDatabase();
    await migrateBefore(db, '0009_orders.sql');
    await db.exec(`
      insert into users (id, name, email) values (1, 'Meera', 'meera@example.com');
      insert into orders (order_number, user_id, idempotency_key, customer_name, status, subtotal, discount, tax,
        shipping, total, address, payment_method, payment_status, created_at, shipped_at, cancelled_at)
      values
        ('LJ-1', 1, 'k1', 'Meera', 'Pending', 100, 0, 18, 0, 118, '{}', 'pay_on_delivery', 'due_on_delivery',
          '2026-11-01T10:00:00Z', null, null),
        ('LJ-2', 1, 'k2', 'Meera', 'Pending', 100, 0, 18, 0, 118, '{}', 'pay_on_delivery', 'due_on_delivery',
          '2026-11-02T10:00:00Z', '2026-11-03T10:00:00Z', null),
        ('LJ-3', 1, 'k3', 'Meera', 'Delivered', 100, 0, 18, 0, 118, '{}', 'pay_on_delivery', 'due_on_delivery',
          '2026-11-04T10:00:00Z', '2026-11-05T10:00:00Z', null),
        ('LJ-4', 1, 'k4', 'Meera', 'Cancelled', 100, 0, 18, 0, 118, '{}', 'pay_on_delivery', 'due_on_delivery',
          '2026-11-06T10:00:00Z', null, '2026-11-06T11:00:00Z');`);
    await migrateFrom(db, '0009_orders.sql');

    const { rows } = await db.query<{ order_number: string; kind: string; at: Date; details: object }>(`
      select o.order_number, e.kind, e.at, e.details
      from order_events e join orders o on o.id = e.order_id
      order by o.order_number, e.at, e.id`);
    const steps = rows.map((r) => `${r.order_number} ${r.kind} ${r.at.toISOString()}`);
    expect(steps).toEqual([
      'LJ-1 placed 2026-11-01T10:00:00.000Z',
      'LJ-2 placed 2026-11-02T10:00:00.000Z',
      'LJ-2 shipped 2026-11-03T10:00:00.000Z',
      'LJ-3 placed 2026-11-04T10:00:00.000Z',
      'LJ-3 shipped 2026-11-05T10:00:00.000Z',
      'LJ-3 delivered 2026-11-05T10:00:00.000Z',
      'LJ-4 placed 2026-11-06T10:00:00.000Z',
      'LJ-4 cancelled 2026-11-06T11:00:00.000Z',
    ]);
    expect(rows.at(-1)?.details).toEqual({ by: 'customer', reason: null });
    const cancelled = await db.query<{ cancelled_by: string }>(
      `select cancelled_by from orders where order_number = 'LJ-4'`,
    );
    expect(cancelled.rows[0]?.cancelled_by).toBe('customer');
    await db.close();
  });
});
