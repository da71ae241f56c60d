/**
 * The frame of every account screen: a band with the breadcrumb ('Home > My Account' …) and the title, then the
 * screen. Overview, orders, addresses and wishlist add the account sidebar (spec §2); on a phone the sidebar
 * collapses into a menu button.
 */
import { type ReactNode, useId, useState } from 'react';
import { NavLink } from 'react-router';
import { useUserProfile } from '../features/account/api/get-profile';
import { paths } from '../lib/paths';
import { Avatar } from './avatar';
import { Breadcrumb, type Crumb } from './breadcrumb';
import { ChevronDownIcon, LogOutIcon } from './icons';
import { SignOutDialog } from './sign-out-dialog';

type AccountPageProps = {
  title: string;
  /** The trail after Home; the last item is this page. */
  trail: ReadonlyArray<Crumb>;
  sidebar?: boolean;
  actions?: ReactNode;
  children: ReactNode;
};

const LINKS = [
  { to: paths.account, label: 'Account Overview', end: true },
  { to: paths.changePassword, label: 'Change Password' },
  { to: paths.orders, label: 'My Orders' },
  { to: paths.address, label: 'Manage Address' },
  { to: paths.wishlist, label: 'My Wishlist' },
] as const;

function AccountSidebar() {
  const profile = useUserProfile();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const navId = useId();
  const firstName = profile?.name.trim().split(/\s+/)[0] ?? '';

  return (
    <aside className="account-sidebar" aria-label="My account">
      <div className="account-sidebar__greeting">
        <Avatar name={profile?.name ?? ''} image={profile?.image} size={52} />
        <div>
          <p className="account-sidebar__hello">Hello{firstName ? `, ${firstName}` : ''}</p>
          <p className="account-sidebar__email">{profile?.email}</p>
        </div>
      </div>
      <button
        type="button"
        className="account-sidebar__toggle"
        aria-expanded={menuOpen}
        aria-controls={navId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        Account menu <ChevronDownIcon size={18} />
      </button>
      <nav id={navId} className="account-sidebar__nav" data-open={menuOpen || undefined} aria-label="Account">
        <ul>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={'end' in link} onClick={() => setMenuOpen(false)}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" className="account-sidebar__sign-out" onClick={() => setSigningOut(true)}>
              <LogOutIcon size={18} /> Sign-out
            </button>
          </li>
        </ul>
      </nav>
      <SignOutDialog open={signingOut} onClose={() => setSigningOut(false)} />
    </aside>
  );
}

export function AccountPage({ title, trail, sidebar = true, actions, children }: AccountPageProps) {
  return (
    <div className="account-page">
      <section className="account-band" aria-labelledby="page-title">
        <div className="container">
          <Breadcrumb trail={[{ label: 'Home', to: paths.home }, ...trail]} />
          <div className="account-band__row">
            <h1 id="page-title" className="account-band__title">
              {title}
            </h1>
            {actions}
          </div>
        </div>
      </section>
      <div className={`container account-layout${sidebar ? '' : ' account-layout--solo'}`}>
        {sidebar ? <AccountSidebar /> : null}
        <div className="account-content">{children}</div>
      </div>
    </div>
  );
}
