/** Prices as the shop shows them: US dollars with two decimals, e.g. `$138.00`. The catalogue API speaks cents. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatPrice(amount: number): string {
  return usd.format(amount);
}

/** A catalogue price in integer cents (16000) as the shop shows it (`$160.00`). */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
