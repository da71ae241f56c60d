/**
 * The site footer (spec §2): quick links, the jewellery groups, policies, contact details and social links,
 * the copyright line and the theme toggle.
 */
import { Link } from 'react-router';
import { LOGO } from '../../components/art';
import { FacebookIcon, InstagramIcon, LinkedInIcon, MailIcon, PhoneIcon } from '../../components/icons';
import { BRAND, copyrightYears } from '../../lib/brand';
import { JEWELLERY_GROUPS } from '../../lib/catalogue-menu';
import { paths } from '../../lib/paths';
import { ThemeToggle } from './theme-toggle';

const QUICK_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.aboutUs, label: 'About Us' },
  { to: paths.blogs, label: 'Blogs' },
  { to: paths.faqs, label: 'FAQs' },
  { to: paths.contactUs, label: 'Contact Us' },
  { to: paths.packages, label: 'Packages' },
] as const;

const POLICY_LINKS = [
  { to: paths.privacyPolicy, label: 'Privacy Policy' },
  { to: paths.termsConditions, label: 'Terms & Conditions' },
  { to: paths.paymentDeliveryPolicy, label: 'Payment & Delivery Policy' },
  { to: paths.returnRefundPolicy, label: 'Return & Refund Policy' },
] as const;

const SOCIAL_LINKS = [
  { href: BRAND.social.instagram, label: 'Instagram', Icon: InstagramIcon },
  { href: BRAND.social.facebook, label: 'Facebook', Icon: FacebookIcon },
  { href: BRAND.social.linkedin, label: 'LinkedIn', Icon: LinkedInIcon },
] as const;

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: ReadonlyArray<{ to: string; label: string }>;
}) {
  return (
    <nav className={`site-footer__column site-footer__column--${id.replace(/^footer-/, '')}`} aria-labelledby={id}>
      <h2 id={id} className="site-footer__title">
        {title}
      </h2>
      <ul className="site-footer__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__brand">
          <Link to={paths.home} className="site-footer__logo">
            <img src={LOGO.dark} alt={BRAND.name} width={LOGO.width} height={LOGO.height} loading="lazy" />
          </Link>
          <p className="site-footer__tagline">{BRAND.tagline}</p>
        </div>
        <div className="site-footer__grid">
          <FooterLinks id="footer-quick-links" title="Quick Links" links={QUICK_LINKS} />
          {JEWELLERY_GROUPS.map((group) => (
            <FooterLinks
              key={group.id}
              id={`footer-${group.id}`}
              title={group.label}
              links={group.categories.map((item) => ({
                to: paths.product({ audience: group.audience, category: item.category }),
                label: item.label,
              }))}
            />
          ))}
          <FooterLinks id="footer-policies" title="Policies" links={POLICY_LINKS} />
          <section className="site-footer__column site-footer__contact" aria-labelledby="footer-get-in-touch">
            <h2 id="footer-get-in-touch" className="site-footer__title">
              Get In Touch
            </h2>
            <ul className="site-footer__links">
              <li>
                <a href={BRAND.phone.href}>
                  <PhoneIcon size={16} /> {BRAND.phone.display}
                </a>
              </li>
              <li>
                <a href={BRAND.email.href}>
                  <MailIcon size={16} /> {BRAND.email.display}
                </a>
              </li>
              {SOCIAL_LINKS.map(({ href, label, Icon }) => (
                <li key={label}>
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    <Icon size={16} /> {label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div className="site-footer__bottom">
          <p className="site-footer__copyright">{`${BRAND.name} © ${copyrightYears()}, All Right Reserved.`}</p>
          <ThemeToggle />
        </div>
      </div>
    </footer>
  );
}
