/** Payment Links: `POST /v1/payment_links` and `POST /v1/payment_links/:id/cancel`. */
import { type Answer, randomId, stringMap, text, unixNow } from '../provider-fake';
import { badRequest, wholeNumber } from './params';
import type { RazorpayPaymentLink, RazorpayStore } from './types';

export function createLink({ fake }: RazorpayStore, body: Record<string, unknown>): Answer {
  const amount = wholeNumber(body.amount);
  if (amount === undefined) return badRequest('The amount field is required and must be an integer.', 'amount');
  if (amount < 100) return badRequest('The amount must be at least 100 (INR 1.00).', 'amount');
  const currency = (text(body.currency) ?? 'INR').toUpperCase();
  const referenceId = text(body.reference_id) ?? '';
  if (referenceId && [...fake.links.values()].some((link) => link.reference_id === referenceId)) {
    return badRequest(`Payment Link with reference id ${referenceId} already exists`, 'reference_id');
  }
  const callbackUrl = text(body.callback_url) ?? '';
  const callbackMethod = text(body.callback_method) ?? '';
  if (callbackUrl && callbackMethod !== 'get') {
    return badRequest('callback_method must be get when callback_url is passed.', 'callback_method');
  }
  const now = unixNow();
  const expireBy = body.expire_by === undefined ? 0 : wholeNumber(body.expire_by);
  if (expireBy === undefined || (expireBy !== 0 && expireBy <= now)) {
    return badRequest('expire_by must be a timestamp in the future.', 'expire_by');
  }
  const customer =
    typeof body.customer === 'object' && body.customer !== null ? (body.customer as Record<string, unknown>) : {};
  const notify =
    typeof body.notify === 'object' && body.notify !== null ? (body.notify as Record<string, unknown>) : {};
  const id = randomId('plink_');
  const link: RazorpayPaymentLink = {
    accept_partial: false,
    amount,
    amount_paid: 0,
    callback_method: callbackMethod,
    callback_url: callbackUrl,
    cancelled_at: 0,
    created_at: now,
    currency,
    customer: {
      ...(text(customer.name) ? { name: text(customer.name) } : {}),
      ...(text(customer.email) ? { email: text(customer.email) } : {}),
      ...(text(customer.contact) ? { contact: text(customer.contact) } : {}),
    },
    description: text(body.description) ?? '',
    expire_by: expireBy,
    expired_at: 0,
    first_min_partial_amount: 0,
    id,
    notes: stringMap(body.notes) ?? null,
    notify: { sms: notify.sms === true, email: notify.email === true },
    payments: null,
    reference_id: referenceId,
    reminder_enable: body.reminder_enable === true,
    reminders: [],
    short_url: `${fake.url}/pay/${id}`,
    status: 'created',
    updated_at: now,
    upi_link: false,
    user_id: '',
  };
  fake.links.set(id, link);
  return { status: 200, body: link };
}

export function cancelLink(link: RazorpayPaymentLink): Answer {
  if (link.status !== 'created') {
    return badRequest(`Payment Link cannot be cancelled as it is already ${link.status}.`);
  }
  const now = unixNow();
  Object.assign(link, {
    status: 'cancelled',
    cancelled_at: now,
    updated_at: now,
  } satisfies Partial<RazorpayPaymentLink>);
  return { status: 200, body: link };
}

/** The link, if it can still be paid; throws otherwise (a test asked for something Razorpay would not do). */
export function payableLink({ fake }: RazorpayStore, linkId: string): RazorpayPaymentLink {
  const link = fake.links.get(linkId);
  if (!link) throw new Error(`No such payment link: ${linkId}`);
  if (link.status !== 'created') throw new Error(`Payment link ${linkId} is ${link.status}, not payable`);
  return link;
}
