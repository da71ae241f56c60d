/**
 * The site header (spec §2): promotional banner, logo, product search, account and cart links, the main navigation
 * with the Products mega-menu, the phone line, the Currency selector and ASK PRICE. On phones the navigation and
 * utilities fold into a menu opened by the Menu button.
 */
import { type KeyboardEvent, type MouseEvent, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { LOGO } from '../../components/art';
import { Avatar } from '../../components/avatar';
import { BagIcon, CloseIcon, MenuIcon, PhoneIcon, UserIcon } from '../../components/icons';
import { ThemedImage } from '../../components/themed-image';
import { useUserProfile } from '../../features/account/api/get-profile';
import { useCartTotal } from '../../features/cart/api/cart-total';
import { BRAND } from '../../lib/brand';
import { paths } from '../../lib/paths';
import { CurrencySelect } from './currency-select';
import { HeaderSearch } from './header-search';
import { MegaMenu } from './mega-menu';
import { PromoBanner } from './promo-banner';

const NAV_LINKS = [
  { to: paths.aboutUs, label: 'About Us' },
  { to: paths.blogs, label: 'Blogs' },
  { to: paths.faqs, label: 'FAQs' },
  { to: paths.packages, label: 'Packages' },
  { to: paths.contactUs, label: 'Contact Us' },
] as const;

function AccountLink() {
  const profile = useUserProfile();
  if (!profile) {
    return (
      <Link to={paths.signIn} className="header-icon-link">
        <UserIcon size={22} />
        <span className="header-icon-link__label">Account</span>
      </Link>
    );
  }
  return (
    <Link to={paths.account} className="header-icon-link">
      <Avatar name={profile.name} image={profile.image} size={28} className="header-avatar" />
      <span className="visually-hidden">Account of </span>
      <span className="header-icon-link__label">{profile.name.trim().split(/\s+/)[0]}</span>
    </Link>
  );
}

function CartLink() {
  const total = useCartTotal();
  return (
    <Link to={paths.cart} className="header-icon-link cart-link">
      <BagIcon size={22} />
      <span className="visually-hidden">Cart, total </span>
      <span className="cart-link__total">{total}</span>
    </Link>
  );
}

export function SiteHeader({ onAskPrice }: { onAskPrice: () => void }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  function closeMenuOnEscape(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  }

  function closeMenuOnLink(event: MouseEvent<HTMLDivElement>) {
    if (event.target instanceof Element && event.target.closest('a')) setMenuOpen(false);
  }

  return (
    <header className="site-header">
      <PromoBanner />
      <div className="header-main">
        <div className="container header-main__inner">
          <button
            ref={menuButtonRef}
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            onClick={() => setMenuOpen((value) => !value)}
          >
            {menuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
            <span className="visually-hidden">Menu</span>
          </button>
          <Link to={paths.home} className="brand-logo">
            <ThemedImage source={LOGO} alt={BRAND.name} width={LOGO.width} height={LOGO.height} />
          </Link>
          <HeaderSearch />
          <div className="header-actions">
            <a href={BRAND.phone.href} className="header-phone">
              <PhoneIcon size={22} />
              <span className="header-phone__text">
                <span className="header-phone__label">
                  {BRAND.supportHours.phone.label} {BRAND.supportHours.phone.hours}
                </span>
                <span className="header-phone__number">{BRAND.phone.display}</span>
              </span>
            </a>
            <AccountLink />
            <CartLink />
          </div>
        </div>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape and link clicks bubbling up only close the menu. */}
      <div
        id="site-menu"
        className="site-menu"
        data-open={menuOpen || undefined}
        onKeyDown={closeMenuOnEscape}
        onClick={closeMenuOnLink}
      >
        <div className="container site-menu__inner">
          <nav aria-label="Main" className="main-nav">
            <ul className="main-nav__list">
              <MegaMenu />
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="main-nav__link">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="header-utility">
            <CurrencySelect />
            <button type="button" className="btn btn-lj btn-lj--sm" onClick={onAskPrice}>
              ASK PRICE
            </button>
          </div>
        </div>
      </div>
    </header>
  );
}
