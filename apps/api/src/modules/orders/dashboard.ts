/**
 * The dashboard's figures: today, the last 7 and the last 30 days (today included) on the shop's clock, the average
 * order value over 30 days, the daily series for the chart, the top pieces, the orders waiting to ship, the
 * pay-on-delivery money still to collect and the pieces running low.
 */
import {
  type AdminDashboard,
  DASHBOARD_DAYS,
  DASHBOARD_LOW_STOCK,
  DASHBOARD_TOP_PIECES,
} from '@lumen/contract/admin-orders';
import { SHOP } from '@lumen/contract/shop';
import { STOCK_LOW_MAX } from '@lumen/contract/stock-levels';
import type { OrderContext } from './service';

type Day = { orders: number; revenue: number };
const sum = (days: Day[]): Day =>
  days.reduce((total, day) => ({ orders: total.orders + day.orders, revenue: total.revenue + day.revenue }), {
    orders: 0,
    revenue: 0,
  });

/** The dashboard's figures, as of now (service.ts). */
export function dashboard(context: OrderContext) {
  const repository = context.repository.dashboard;
  return {
    async figures(): Promise<AdminDashboard> {
      const at = context.now();
      const [daily, top, waiting, toCollect, lowStock] = await Promise.all([
        repository.daily(at, DASHBOARD_DAYS),
        repository.topPieces(at, DASHBOARD_DAYS, DASHBOARD_TOP_PIECES),
        repository.waitingToShip(),
        repository.toCollect(),
        repository.lowStock(STOCK_LOW_MAX, DASHBOARD_LOW_STOCK),
      ]);
      const month = sum(daily);
      return {
        time_zone: SHOP.timeZone,
        today: sum(daily.slice(-1)),
        last_7_days: sum(daily.slice(-7)),
        last_30_days: month,
        average_order_value: month.orders === 0 ? 0 : Math.round(month.revenue / month.orders),
        daily,
        top_pieces: top,
        waiting_to_ship: waiting,
        to_collect: toCollect,
        low_stock: lowStock,
      };
    },
  };
}
