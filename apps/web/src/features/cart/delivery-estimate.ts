/** The estimated delivery of a piece ordered today: 5 to 7 business days (spec §9), weekends skipped. */
export const DELIVERY_BUSINESS_DAYS = { from: 5, to: 7 } as const;

/** The date `days` business days (Monday to Friday) after `from`. */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  let added = 0;
  while (added < days) {
    date.setDate(date.getDate() + 1);
    const weekday = date.getDay();
    if (weekday !== 0 && weekday !== 6) added++;
  }
  return date;
}

const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });

/** 'Mon, Nov 30 – Wed, Dec 2' for an order placed `today`. */
export function deliveryWindow(today: Date = new Date()): string {
  const from = addBusinessDays(today, DELIVERY_BUSINESS_DAYS.from);
  const to = addBusinessDays(today, DELIVERY_BUSINESS_DAYS.to);
  return `${day.format(from)} – ${day.format(to)}`;
}

/** The description's first sentence, for a line's one-line summary. */
export function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}
