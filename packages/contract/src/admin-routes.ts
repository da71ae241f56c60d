/**
 * The back office's API paths (`/api/admin/…`), apart from the shop's `API_PATHS` so that no storefront page carries
 * them: only the API and the back office's own bundle import this module.
 */
export const ADMIN_API_PATHS = {
  // Staff: sign-in, the owner's staff management, onboarding, and the audit log.
  adminSession: '/api/admin/session',
  adminStaff: '/api/admin/staff',
  adminStaffMember: '/api/admin/staff/:id',
  adminStaffRevokeSessions: '/api/admin/staff/:id/sessions/revoke',
  adminStaffInvitations: '/api/admin/staff/invitations',
  adminStaffInvitation: '/api/admin/staff/invitations/:id',
  adminStaffInvitationResend: '/api/admin/staff/invitations/:id/resend',
  adminSetup: '/api/admin/setup/:token',
  adminSetupTotp: '/api/admin/setup/:token/totp',
  adminAudit: '/api/admin/audit',
  // Orders and fulfilment, and the dashboard.
  adminOrders: '/api/admin/orders',
  adminOrder: '/api/admin/orders/:order_id',
  adminOrderShip: '/api/admin/orders/:order_id/ship',
  adminOrderDeliver: '/api/admin/orders/:order_id/deliver',
  adminOrderCancel: '/api/admin/orders/:order_id/cancel',
  adminOrderNotes: '/api/admin/orders/:order_id/notes',
  adminOrderPayment: '/api/admin/orders/:order_id/payment',
  adminOrderPackingSlip: '/api/admin/orders/:order_id/packing-slip',
  adminDashboard: '/api/admin/dashboard',
  // Catalogue, stock and photos.
  adminProducts: '/api/admin/products',
  adminProductsExport: '/api/admin/products/export',
  adminProductsImport: '/api/admin/products/import',
  adminProduct: '/api/admin/products/:id',
  adminProductDuplicate: '/api/admin/products/:id/duplicate',
  adminProductStock: '/api/admin/products/:id/stock',
  adminProductVariants: '/api/admin/products/:id/variants',
  adminProductImages: '/api/admin/products/:id/images',
  adminProductImage: '/api/admin/products/:id/images/:image_id',
  // Coupons, customers, messages, and the deliveries of every message the shop sends.
  adminCoupons: '/api/admin/coupons',
  adminCoupon: '/api/admin/coupons/:id',
  adminCustomers: '/api/admin/customers',
  adminCustomer: '/api/admin/customers/:id',
  adminCustomerExport: '/api/admin/customers/:id/export',
  adminCustomerErase: '/api/admin/customers/:id/erase',
  adminMessages: '/api/admin/messages',
  adminMessage: '/api/admin/messages/:id',
  adminMessageReplies: '/api/admin/messages/:id/replies',
  adminDeliveries: '/api/admin/deliveries',
  adminDelivery: '/api/admin/deliveries/:id',
  adminDeliverySendAgain: '/api/admin/deliveries/:id/send-again',
  // The owner's shop settings.
  adminPaymentSettings: '/api/admin/settings/payments',
  // Pricing: the day's metal rates.
  adminMetalRates: '/api/admin/metal-rates',
  adminMetalRateFeed: '/api/admin/metal-rates/feed',
  adminMetalRateFeedCheck: '/api/admin/metal-rates/feed/check',
  adminPendingMetalRate: '/api/admin/metal-rates/pending/:id',
  adminPendingMetalRateConfirm: '/api/admin/metal-rates/pending/:id/confirm',
  adminPendingCurrencyRate: '/api/admin/metal-rates/pending-currencies/:id',
  adminPendingCurrencyRateConfirm: '/api/admin/metal-rates/pending-currencies/:id/confirm',
  // Pricing: the rates of the currencies shoppers may see prices in.
  adminCurrencyRates: '/api/admin/currency-rates',
  // Pricing: the tax classes (HSN code and GST rate) pieces are taxed in.
  adminTaxClasses: '/api/admin/tax-classes',
  adminTaxClass: '/api/admin/tax-classes/:id',
  adminTaxDisplay: '/api/admin/tax-classes/display',
} as const;
