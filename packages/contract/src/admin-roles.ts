/**
 * Who in the back office may do what: one table, read by the API's staff guard and (later) by the web app to hide
 * what a role cannot do. Plain TypeScript, no zod, so the back office's screens can import it cheaply.
 */
export const STAFF_ROLES = ['owner', 'manager', 'fulfilment', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The areas of the back office; `orders.read` is reading orders without acting on them, `deliveries` the messages
 * the shop sends (their state, and sending a failed one again), `pricing` the metal rates.
 */
export const STAFF_PERMISSIONS = [
  'staff',
  'audit',
  'settings',
  'catalogue',
  'stock',
  'orders',
  'orders.read',
  'coupons',
  'customers',
  'messages',
  'deliveries',
  'pricing',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  owner: STAFF_PERMISSIONS,
  manager: ['catalogue', 'stock', 'orders', 'orders.read', 'coupons', 'customers', 'messages', 'deliveries', 'pricing'],
  fulfilment: ['orders', 'orders.read', 'stock'],
  support: ['customers', 'messages', 'deliveries', 'orders.read'],
};

export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  fulfilment: 'Fulfilment',
  support: 'Support',
};

/** True when `role` may use `permission`. */
export function roleCan(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
