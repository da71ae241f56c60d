/** The frame of the back office's signed-out screens (sign-in, setup): one calm card on the page, with the theme. */
import type { ReactNode } from 'react';
import { AdminBrand } from './admin-brand';
import { AdminThemeToggle } from './admin-theme-toggle';

export function AdminAuthFrame({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <main className="lj-admin-auth">
      <div className="lj-admin-auth__card">
        <div className="lj-admin-auth__top">
          <AdminBrand />
          <AdminThemeToggle />
        </div>
        <h1 className="lj-admin-auth__title">{title}</h1>
        {lead ? <p className="lj-admin-muted">{lead}</p> : null}
        {children}
      </div>
    </main>
  );
}
