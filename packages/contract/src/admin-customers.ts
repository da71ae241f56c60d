/**
 * The back office's customers (permission `customers`): search, a customer's profile with addresses and orders,
 * disable / enable (which ends their sessions), a JSON export of their data, and erasure (anonymise the account,
 * keep the orders as tax records).
 */
import { z } from 'zod';
import { ORDER_STATUSES } from './constants';
import { envelopeOf } from './envelope';
import { OrderAddressSchema } from './orders';
import { SINGLE_LINE } from './text';

export const ADMIN_CUSTOMER_MESSAGES = {
  notFound: 'No such customer.',
  disabled: 'Customer disabled: their sessions have ended and they cannot sign in.',
  enabled: 'Customer enabled.',
  openOrders: 'This customer has open (Pending) orders: deliver or cancel them before erasing the account.',
  alreadyErased: 'This customer has already been erased.',
  erased: 'Customer erased: their personal data is gone; their orders are kept as tax records.',
} as const;

export const AdminCustomerIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1, 'id: not a customer id').max(2_147_483_647, 'id: not a customer id'),
});

export const AdminCustomerQuerySchema = z.object({
  /** Part of a name, an e-mail address or a mobile number, any case. */
  q: z.string().trim().max(100).regex(SINGLE_LINE, 'q: plain text only').optional(),
  /** The `next_cursor` of the previous page. */
  cursor: z
    .string()
    .regex(/^\d{1,10}$/, 'cursor: not a cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminCustomerQuery = z.infer<typeof AdminCustomerQuerySchema>;

export const AdminCustomerSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  disabled: z.boolean(),
  erased: z.boolean(),
  /** Checked out as a guest (issue 14) and has not made an account since. */
  guest: z.boolean(),
  created_at: z.string(),
  orders: z.number().int(),
});
export type AdminCustomerSummary = z.infer<typeof AdminCustomerSummarySchema>;

export const AdminCustomerAddressSchema = z.object({
  id: z.number().int(),
  ...OrderAddressSchema.shape,
  primary: z.boolean(),
});

export const AdminCustomerOrderSchema = z.object({
  order_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  shipped_at: z.string().nullable(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  coupon_code: z.string().nullable(),
});

export const AdminCustomerSchema = AdminCustomerSummarySchema.extend({
  email_verified: z.boolean(),
  mobile_verified: z.boolean(),
  addresses: z.array(AdminCustomerAddressSchema),
  order_list: z.array(AdminCustomerOrderSchema),
  /** What the customer has spent: the totals of their orders that were not cancelled (integer cents). */
  spent: z.number().int(),
});
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;

export const AdminCustomerListResponseSchema = envelopeOf(
  z.object({ customers: z.array(AdminCustomerSummarySchema), next_cursor: z.string().nullable() }),
);
export const AdminCustomerResponseSchema = envelopeOf(z.object({ customer: AdminCustomerSchema }));

export const AdminCustomerUpdateRequestSchema = z.object({ disabled: z.boolean() });

/** Everything the shop keeps about a customer, as the customer may ask for it. */
export const CustomerExportSchema = z.object({
  exported_at: z.string(),
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    email_verified_at: z.string().nullable(),
    mobile_verified_at: z.string().nullable(),
    created_at: z.string(),
    disabled: z.boolean(),
    has_profile_picture: z.boolean(),
  }),
  addresses: z.array(AdminCustomerAddressSchema),
  wishlist: z.array(z.object({ product_id: z.number().int(), name: z.string(), added_at: z.string() })),
  cart: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string(),
      size: z.string().nullable(),
      quantity: z.number().int(),
      saved_for_later: z.boolean(),
    }),
  ),
  orders: z.array(
    AdminCustomerOrderSchema.extend({
      customer_name: z.string(),
      customer_email: z.string().nullable(),
      address: OrderAddressSchema,
      gst_number: z.string().nullable(),
      items: z.array(
        z.object({ name: z.string(), size: z.string().nullable(), quantity: z.number().int(), unit_price: z.number() }),
      ),
    }),
  ),
  contact_messages: z.array(z.object({ sent_at: z.string(), message: z.string() })),
});
export type CustomerExport = z.infer<typeof CustomerExportSchema>;
export const CustomerExportResponseSchema = envelopeOf(CustomerExportSchema);
