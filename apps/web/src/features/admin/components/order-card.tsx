/** A titled card of an order's page (and the dashboard's look): a section named by its heading. */
import type { ReactNode } from 'react';

export function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `order-card-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="lj-order__card" aria-labelledby={id}>
      <h2 id={id} className="lj-order__card-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
