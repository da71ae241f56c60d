/**
 * SQL of orders once placed, for the customer and the back office alike, over the one set of tables: the customer's
 * own orders and the cancellation every order goes through (customer-queries.ts), the staff's list, notes and
 * fulfilment steps (staff-queries.ts), and the dashboard's figures (dashboard-queries.ts). Placing an order is the
 * checkout's (modules/checkout/repository.ts).
 */
import type { Db } from '../../db/client';
import { customerOrderQueries } from './customer-queries';
import { dashboardQueries } from './dashboard-queries';
import { staffOrderQueries } from './staff-queries';

export function createOrderRepository(db: Db) {
  return { ...customerOrderQueries(db), staff: staffOrderQueries(db), dashboard: dashboardQueries(db) };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
