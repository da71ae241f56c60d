/**
 * The frame of the auth screens (spec §2: no main shell): the boutique's artwork and promise on one side, the form
 * card with the logo on the other; on a phone the card alone. The theme follows the shopper's choice and can be
 * switched here too.
 */
import { Link, Outlet } from 'react-router';
import { LOGO } from '../../components/art';
import { Artwork, ThemedImage } from '../../components/themed-image';
import { BRAND } from '../../lib/brand';
import { paths } from '../../lib/paths';
import { RouteProgress } from './route-progress';
import { ScrollToTop } from './scroll-to-top';
import { ThemeToggle } from './theme-toggle';
import '../../features/auth/auth.scss';

export function AuthShell() {
  return (
    <div className="auth-page">
      <RouteProgress />
      <ScrollToTop />
      <aside className="auth-page__showcase" aria-hidden="true">
        <div className="auth-page__showcase-inner">
          <p className="eyebrow">Gold &amp; lab-grown diamonds</p>
          <p className="auth-page__tagline">Jewellery made to be worn every day, and kept for a lifetime.</p>
          <Artwork name="ringPair" alt="" className="auth-page__art" />
          <ul className="auth-page__promises">
            <li>Certified lab-grown diamonds</li>
            <li>Free resizing &amp; lifetime care</li>
            <li>Designed in India, delivered to your door</li>
          </ul>
        </div>
      </aside>
      <div className="auth-page__main">
        <header className="auth-page__top">
          <Link to={paths.home} className="brand-logo">
            <ThemedImage source={LOGO} alt={`${BRAND.name} home`} width={LOGO.width} height={LOGO.height} />
          </Link>
          <ThemeToggle />
        </header>
        <main id="main-content" className="auth-card" tabIndex={-1}>
          <Outlet />
        </main>
        <footer className="auth-page__back">
          <Link to={paths.home}>Continue shopping</Link>
        </footer>
      </div>
    </div>
  );
}
