/**
 * The back office's customers: the rules of disabling (sessions end, in this process's session cache at once and in
 * every other within its one-second lifetime) and of erasing (refused while an order is open), and what the detail
 * and the export show.
 */
import {
  ADMIN_CUSTOMER_MESSAGES,
  type AdminCustomer,
  type AdminCustomerQuery,
  type AdminCustomerSummary,
  type CustomerExport,
} from '@lumen/contract/admin-customers';
import { pageOf } from '../../lib/page';
import { conflict, notFound } from '../../plugins/envelope-and-errors';
import type { Actor } from '../../plugins/staff-auth';
import type { SessionCache } from '../auth/session-cache';
import { postalAddress } from './address-service';
import type { AdminCustomerRepository, CustomerRow } from './admin-repository';

type AddressRow = Awaited<ReturnType<AdminCustomerRepository['addresses']>>[number];
type OrderRow = Awaited<ReturnType<AdminCustomerRepository['orders']>>[number];

const summary = (
  row: Pick<CustomerRow, 'id' | 'name' | 'email' | 'mobile' | 'disabledAt' | 'erasedAt' | 'guest' | 'createdAt'>,
  orders: number,
): AdminCustomerSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  disabled: row.disabledAt !== null,
  erased: row.erasedAt !== null,
  guest: row.guest,
  created_at: row.createdAt.toISOString(),
  orders,
});

const address = (row: AddressRow) => ({ id: row.id, ...postalAddress(row), primary: row.isPrimary });

const order = (row: OrderRow) => ({
  order_id: row.orderNumber,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  shipped_at: row.shippedAt?.toISOString() ?? null,
  subtotal: row.subtotal,
  discount: row.discount,
  tax: row.tax,
  total: row.total,
  coupon_code: row.couponCode,
});

export function createAdminCustomerService(
  repository: AdminCustomerRepository,
  options: { sessions: SessionCache; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());

  async function customer(id: number) {
    const row = await repository.find(id);
    if (!row) throw notFound(ADMIN_CUSTOMER_MESSAGES.notFound);
    return row;
  }

  /** Drops the ended sessions from this process's cache, so they stop working now rather than within a second. */
  function forget(ended: { tokenHash: string }[], userId: number) {
    for (const session of ended) options.sessions.revoke(session.tokenHash);
    options.sessions.revokeUser(userId);
  }

  async function detail(id: number): Promise<AdminCustomer> {
    const row = await customer(id);
    const [addresses, orders] = await Promise.all([repository.addresses(id), repository.orders(id)]);
    return {
      ...summary(row, orders.length),
      email_verified: row.emailVerifiedAt !== null,
      mobile_verified: row.mobileVerifiedAt !== null,
      addresses: addresses.map(address),
      order_list: orders.map(order),
      spent: orders.filter((o) => o.status !== 'Cancelled').reduce((sum, o) => sum + o.total, 0),
    };
  }

  return {
    async list(query: AdminCustomerQuery) {
      const rows = await repository.list({
        q: query.q,
        after: query.cursor === undefined ? undefined : Number(query.cursor),
        limit: query.limit + 1,
      });
      const { shown, next_cursor } = pageOf(rows, query.limit, (last) => String(last.id));
      return { customers: shown.map((row) => summary(row, Number(row.orders))), next_cursor };
    },

    detail,

    async setDisabled(id: number, disabled: boolean, actor: Actor): Promise<AdminCustomer> {
      const changed = await repository.setDisabled(id, disabled, actor);
      if (!changed) throw notFound(ADMIN_CUSTOMER_MESSAGES.notFound);
      if (disabled) forget(changed.ended, id);
      return detail(id);
    },

    async exportData(id: number, actor: Actor): Promise<CustomerExport> {
      const row = await customer(id);
      const [addresses, orders, rest] = await Promise.all([
        repository.addresses(id),
        repository.orders(id),
        repository.exportRows(row),
      ]);
      await repository.recordExport(id, actor);
      return {
        exported_at: now().toISOString(),
        profile: {
          id: row.id,
          name: row.name,
          email: row.email,
          mobile: row.mobile,
          email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
          mobile_verified_at: row.mobileVerifiedAt?.toISOString() ?? null,
          created_at: row.createdAt.toISOString(),
          disabled: row.disabledAt !== null,
          has_profile_picture: rest.hasAvatar,
        },
        addresses: addresses.map(address),
        wishlist: rest.wishlist.map((w) => ({
          product_id: w.productId,
          name: w.name,
          added_at: w.addedAt.toISOString(),
        })),
        cart: rest.cart.map((c) => ({
          product_id: c.productId,
          name: c.name,
          size: c.size === '' ? null : c.size,
          quantity: c.quantity,
          saved_for_later: c.savedForLater,
        })),
        orders: orders.map((o) => ({
          ...order(o),
          customer_name: o.customerName,
          customer_email: o.customerEmail,
          address: o.address,
          gst_number: o.gstNumber,
          items: rest.items
            .filter((i) => i.orderId === o.id)
            .map(({ item }) => ({
              name: item.name,
              size: item.size,
              quantity: item.quantity,
              unit_price: item.unitPrice,
            })),
        })),
        contact_messages: rest.messages.map((m) => ({ sent_at: m.createdAt.toISOString(), message: m.message })),
      };
    },

    async erase(id: number, actor: Actor) {
      const result = await repository.erase(id, actor, now());
      if (result === 'not-found') throw notFound(ADMIN_CUSTOMER_MESSAGES.notFound);
      if (result === 'erased') throw conflict(ADMIN_CUSTOMER_MESSAGES.alreadyErased);
      if (result === 'open-orders') throw conflict(ADMIN_CUSTOMER_MESSAGES.openOrders);
      forget(result.ended, id);
      return detail(id);
    },
  };
}
export type AdminCustomerService = ReturnType<typeof createAdminCustomerService>;
