/** A calm full-width message inside the back office: not for your role, not found, a dead setup link. */
import type { ReactNode } from 'react';

export function AdminNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="lj-admin-notice" aria-labelledby="admin-notice-title">
      <h1 id="admin-notice-title" className="lj-admin-page__title">
        {title}
      </h1>
      <div className="lj-admin-notice__body">{children}</div>
    </section>
  );
}
