/** The breadcrumb trail of a page band ('Home > My Account > Manage Address'): every crumb links but the last. */
import { Link } from 'react-router';

export type Crumb = { label: string; to?: string | undefined };

/** `trail` in order, each label once; its last crumb is this page (marked as the current page). */
export function Breadcrumb({ trail }: { trail: ReadonlyArray<Crumb> }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb-trail">
      <ol>
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1;
          return (
            <li key={crumb.label} aria-current={current ? 'page' : undefined}>
              {current || !crumb.to ? crumb.label : <Link to={crumb.to}>{crumb.label}</Link>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
