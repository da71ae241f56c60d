/**
 * /home (spec §2): the banner carousel, top collections, the perks strip, the customise invitation, the about
 * teaser, the four best sellers and the get-in-touch block. Swiper is imported here and nowhere else, so no other
 * page downloads it.
 */
import { Link } from 'react-router';
import logoLight from '../../assets/brand/logo-light.svg';
import type { ArtName } from '../../components/art';
import { ArrowRightIcon, MailIcon, PhoneIcon } from '../../components/icons';
import { Section } from '../../components/section';
import { SupportHours } from '../../components/support-hours';
import { Artwork } from '../../components/themed-image';
import { BRAND } from '../../lib/brand';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { HeroCarousel } from './components/hero-carousel';
import { PerksStrip } from './components/perks-strip';
import { TopSelling } from './components/top-selling';
import './home.scss';

/** The shop as search engines know it: the `Organization` and the `WebSite`, whose search is the listing's. */
function shopJsonLd(origin: string) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: BRAND.name,
      url: `${origin}/`,
      logo: new URL(logoLight, origin).href,
      email: BRAND.email.display,
      telephone: BRAND.phone.href.slice('tel:'.length),
      sameAs: Object.values(BRAND.social),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: BRAND.name,
      url: `${origin}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}${paths.product()}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

const COLLECTIONS: ReadonlyArray<{ title: string; text: string; art: ArtName; to: string }> = [
  {
    title: 'Diamond Bracelets',
    text: 'Tennis lines and links',
    art: 'bangle',
    to: paths.product({ category: 'bracelets', stone: 'Diamond' }),
  },
  {
    title: 'Engagement Rings',
    text: 'Solitaires and halos',
    art: 'ring',
    to: paths.product({ audience: 'women', category: 'rings', stone: 'Diamond' }),
  },
  {
    title: 'Diamond Necklaces',
    text: 'Pendants and rivieras',
    art: 'necklace',
    to: paths.product({ category: 'necklaces', stone: 'Diamond' }),
  },
  {
    title: 'Diamond Earrings',
    text: 'Studs, drops and hoops',
    art: 'earrings',
    to: paths.product({ category: 'earrings', stone: 'Diamond' }),
  },
];

export function HomeScreen() {
  usePageMeta({
    title: 'Gold and Lab-Grown Diamond Jewellery',
    description:
      'Lumen Jewels: wedding rings, diamond bracelets, necklaces and earrings in gold and certified lab-grown diamonds. Made in India, conflict free, with free resizing and lifetime care.',
    structuredData: shopJsonLd,
  });

  return (
    <>
      <HeroCarousel />

      <Section
        eyebrow="Shop by collection"
        title="Top Collections"
        titleId="collections-title"
        className="home-collections"
      >
        <ul className="collection-tiles">
          {COLLECTIONS.map((collection) => (
            <li key={collection.title}>
              <Link to={collection.to} className="collection-tile">
                <Artwork name={collection.art} alt="" loading="lazy" className="collection-tile__art" />
                <span className="collection-tile__text">
                  <span className="collection-tile__title">{collection.title}</span>
                  <span className="collection-tile__detail">
                    {collection.text} <ArrowRightIcon size={14} />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <PerksStrip />

      <section className="section home-customize" aria-labelledby="customize-title">
        <div className="container split">
          <div className="split__media">
            <Artwork name="pendant" alt="A pendant being designed to order" loading="lazy" className="framed-art" />
          </div>
          <div className="split__text">
            <p className="eyebrow">Made only for you</p>
            <h2 id="customize-title">Design a piece that tells your story</h2>
            <p className="lead-text">
              Choose the metal, the stone and the setting, add an engraving or a birthstone, and our studio will craft
              it by hand. Customised pieces are ready in 5 to 10 business days, plus shipping.
            </p>
            <Link to={paths.contactUs} className="btn btn-lj">
              CUSTOMIZE ORDER NOW
            </Link>
          </div>
        </div>
      </section>

      <section className="section section--tinted home-about" aria-labelledby="home-about-title">
        <div className="container split split--reverse">
          <div className="split__media">
            <Artwork name="ringBox" alt="A Lumen ring presented in its box" loading="lazy" className="framed-art" />
          </div>
          <div className="split__text">
            <p className="eyebrow">About Lumen Jewels</p>
            <h2 id="home-about-title">Jewellery that holds the light</h2>
            <p className="lead-text">
              Born at a goldsmith&rsquo;s workbench in Jaipur, Lumen makes certified lab-grown diamond and hallmarked
              gold jewellery for the moments you will always remember, and for all the ordinary days in between.
            </p>
            <div className="button-row">
              <Link to={paths.about} className="btn btn-lj">
                READ MORE<span className="visually-hidden"> about Lumen Jewels</span>
              </Link>
              <Link to={paths.contactUs} className="btn btn-lj-outline">
                Contact Us
              </Link>
            </div>
          </div>
        </div>
      </section>

      <TopSelling />

      <section className="home-contact" aria-labelledby="home-contact-title">
        <div className="container home-contact__inner">
          <div className="home-contact__intro">
            <p className="eyebrow">Get in touch</p>
            <h2 id="home-contact-title">Talk to a jewellery specialist</h2>
            <p>Sizing, stones, a gift or a custom design: we are happy to help you choose.</p>
            <SupportHours lines={['store', 'specialists']} className="home-contact__hours" />
          </div>
          <ul className="home-contact__cards">
            <li>
              <a href={BRAND.phone.href} className="contact-tile">
                <PhoneIcon size={26} />
                <span>
                  <span className="contact-tile__label">Call us</span>
                  <span className="contact-tile__value">{BRAND.phone.display}</span>
                  <span className="contact-tile__note">
                    {BRAND.supportHours.phone.label} {BRAND.supportHours.phone.hours}
                  </span>
                </span>
              </a>
            </li>
            <li>
              <a href={BRAND.email.href} className="contact-tile">
                <MailIcon size={26} />
                <span>
                  <span className="contact-tile__label">Email us</span>
                  <span className="contact-tile__value">{BRAND.email.display}</span>
                  <span className="contact-tile__note">We reply within a day</span>
                </span>
              </a>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
