/**
 * The hosted "pay" page both payment fakes serve, which a shopper (or Playwright) clicks: how it looks (amount and
 * currency, Pay and Decline while it can be paid, its state otherwise) and what its forms do. Each provider says
 * what its page sells and what paying and declining mean (a `HostedCheckout`).
 */
import type http from 'node:http';
import { redirect, sendHtml } from './http';

/** Minor units (paise, cents) as the shopper reads them, e.g. 1250000 INR → "₹12,500.00". */
export function formatAmount(amount: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency.toUpperCase() });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** digits);
  } catch {
    return `${amount} ${currency.toUpperCase()} (minor units)`;
  }
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export type HostedPage = {
  /** "Fake Stripe Checkout — test mode" or "Fake Razorpay — test mode". */
  title: string;
  amount: number;
  currency: string;
  /** A line saying what is being paid for, if the shop gave one. */
  description?: string | undefined;
  /** When the session or link can no longer be paid: what state it is in ("This payment link has been paid."). */
  closedState?: string | undefined;
  /** A visible error after a declined attempt. */
  error?: string | undefined;
  /** The path the Pay and Decline forms post to: `${action}/pay`, `${action}/decline`. */
  action: string;
  /** Payment methods to choose from (Razorpay); none means the Pay button alone. */
  methods?: { value: string; label: string }[];
  /** The "Back to shop" link, when the shop gave one. */
  backUrl?: string | undefined;
};

/** The hosted page: amount and currency, Pay and Decline while it can be paid, its state otherwise. */
export function renderHostedPage(page: HostedPage): string {
  const methods = page.methods ?? [];
  const methodChoice =
    methods.length === 0
      ? ''
      : `<fieldset><legend>Payment method</legend>${methods
          .map(
            (method, index) =>
              `<label><input type="radio" name="method" value="${escapeHtml(method.value)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(method.label)}</label>`,
          )
          .join(' ')}</fieldset>`;
  const actions = page.closedState
    ? `<p role="status">${escapeHtml(page.closedState)}</p>`
    : `<form method="post" action="${escapeHtml(page.action)}/pay">${methodChoice}<button type="submit">Pay</button></form>
<form method="post" action="${escapeHtml(page.action)}/decline"><button type="submit">Decline</button></form>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
[role=alert]{color:#b00020;font-weight:600}form{display:inline-block;margin:.5rem .5rem .5rem 0}
fieldset{margin-bottom:.75rem}button{font-size:1rem;padding:.5rem 1.25rem}</style></head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
${page.description ? `<p>${escapeHtml(page.description)}</p>` : ''}
<p>Amount: <strong data-testid="amount">${escapeHtml(formatAmount(page.amount, page.currency))}</strong> (${escapeHtml(page.currency.toUpperCase())})</p>
${page.error ? `<p role="alert">${escapeHtml(page.error)}</p>` : ''}
${actions}
${page.backUrl ? `<p><a href="${escapeHtml(page.backUrl)}">Back to shop</a></p>` : ''}
</main>
</body>
</html>`;
}

/** A provider's side of its hosted page: what it sells (a session, a link) and what Pay and Decline do to it. */
export type HostedCheckout<TItem> = {
  /** What the page sells, for the 404 page: "checkout session", "payment link". */
  noun: string;
  /** The session or link of the id in the page's path. */
  find(id: string): TItem | undefined;
  /** The page for `item` as it is now, with the error shown after a declined attempt. */
  page(item: TItem, error?: string): HostedPage;
  /** Whether Pay and Decline may still be posted. */
  payable(item: TItem): boolean;
  /** A declined attempt. */
  decline(item: TItem): Promise<void>;
  /** The error the page shows after a declined attempt. */
  declined: string;
  /** Pays `item` with what the Pay form posted; answers where to send the shopper back, if the shop said. */
  pay(item: TItem, form: URLSearchParams): Promise<string | undefined>;
};

/**
 * Serves `/pay/<id>` (GET: the page), `/pay/<id>/decline` and `/pay/<id>/pay` (POST): 404 for an unknown id, 405
 * for another method, 409 once it can no longer be paid; Decline shows the page with its error, Pay sends the
 * shopper back with "303 See Other" (or shows the page when the shop gave no address to go back to).
 */
export async function serveHostedPage<TItem>(
  checkout: HostedCheckout<TItem>,
  method: string,
  path: string,
  raw: string,
  res: http.ServerResponse,
): Promise<void> {
  const match = /^\/pay\/([^/]+)(?:\/(pay|decline))?$/.exec(path);
  const item = match ? checkout.find(decodeURIComponent(match[1] ?? '')) : undefined;
  if (!match || !item) {
    sendHtml(res, 404, `<!doctype html><title>Not found</title><h1>No such ${checkout.noun}</h1>`);
    return;
  }
  const action = match[2];
  const page = (error?: string) => renderHostedPage(checkout.page(item, error));
  if (method === 'GET' && !action) return sendHtml(res, 200, page());
  if (method !== 'POST' || !action) return sendHtml(res, 405, page());
  if (!checkout.payable(item)) return sendHtml(res, 409, page());
  if (action === 'decline') {
    await checkout.decline(item);
    return sendHtml(res, 200, page(checkout.declined));
  }
  const back = await checkout.pay(item, new URLSearchParams(raw));
  if (!back) return sendHtml(res, 200, page());
  redirect(res, back);
}
