/**
 * The frame of the cart screens: a band with the breadcrumb and the title (as the account area has), then the
 * screen. The breadcrumb is the cart's own trail ('Cart > Address & Payment'), not the account's.
 */
import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '../../../components/breadcrumb';

type CartPageProps = {
  title: string;
  /** The trail; the last item is this page. */
  trail: ReadonlyArray<Crumb>;
  lead?: ReactNode;
  children: ReactNode;
};

export function CartPage({ title, trail, lead, children }: CartPageProps) {
  return (
    <div className="account-page cart-page">
      <section className="account-band" aria-labelledby="page-title">
        <div className="container">
          <Breadcrumb trail={trail} />
          <h1 id="page-title" className="account-band__title">
            {title}
          </h1>
          {lead ? <p className="cart-band__lead">{lead}</p> : null}
        </div>
      </section>
      <div className="container cart-body">{children}</div>
    </div>
  );
}
