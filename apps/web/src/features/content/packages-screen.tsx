/** /packages: the gift packaging and care packages that come with (or can be added to) an order. */
import { Link } from 'react-router';
import type { ArtName } from '../../components/art';
import { PageHero } from '../../components/page-hero';
import { Section } from '../../components/section';
import { Artwork } from '../../components/themed-image';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import './content.scss';

type Package = {
  id: string;
  art: ArtName;
  badge: string;
  title: string;
  text: string;
  includes: ReadonlyArray<string>;
};

const GIFT_PACKAGES: ReadonlyArray<Package> = [
  {
    id: 'signature-gift-box',
    art: 'giftBox',
    badge: 'Included with every order',
    title: 'Signature Gift Box',
    text: 'Every Lumen piece leaves our studio ready to give: no extra wrapping needed, no price inside.',
    includes: [
      'Ivory keepsake box with a champagne-gold ribbon',
      'A handwritten note with your message',
      'Diamond certificate and care guide in a separate envelope',
    ],
  },
  {
    id: 'proposal-package',
    art: 'ringBox',
    badge: 'On request',
    title: 'Proposal Package',
    text: 'For the question that deserves the perfect reveal, shipped discreetly in plain outer packaging.',
    includes: [
      'Velvet ring box with a soft interior light',
      'Discreet outer parcel with no branding',
      'A complimentary ring-size exchange after the proposal',
    ],
  },
];

const CARE_PACKAGES: ReadonlyArray<Package> = [
  {
    id: 'essential-care-kit',
    art: 'bangle',
    badge: 'Included with every order',
    title: 'Essential Care Kit',
    text: 'Everything you need to keep gold bright and diamonds sparkling between professional cleans.',
    includes: [
      'Anti-tarnish travel pouch',
      'Micro-fibre polishing cloth',
      'Illustrated care guide for gold and diamonds',
    ],
  },
  {
    id: 'lifetime-care',
    art: 'diamond',
    badge: 'For as long as you own it',
    title: 'Lifetime Care',
    text: 'Our promise to look after your jewellery for life, at no extra cost.',
    includes: [
      'Free ring resizing',
      'Professional cleaning and polishing',
      'Prong and clasp checks, with tightening when needed',
    ],
  },
];

function PackageCard({ item }: { item: Package }) {
  return (
    <article className="package-card" aria-labelledby={`${item.id}-title`}>
      <Artwork name={item.art} alt="" loading="lazy" className="package-card__art" />
      <div className="package-card__body">
        <p className="package-card__badge">{item.badge}</p>
        <h3 id={`${item.id}-title`}>{item.title}</h3>
        <p>{item.text}</p>
        <ul className="check-list">
          {item.includes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}

export function PackagesScreen() {
  usePageMeta({
    title: 'Packages',
    description:
      'Lumen Jewels gift packaging and care packages: the signature gift box, proposal package, essential care kit and lifetime care.',
  });

  return (
    <>
      <PageHero
        eyebrow="Packages"
        title="Beautifully given, carefully kept"
        crumb="Packages"
        art="giftBox"
        lead={
          <p>
            Every order arrives gift-ready with free delivery, and every piece is covered by our care for as long as you
            own it.
          </p>
        }
      />
      <Section eyebrow="Gift packaging" title="Made to be unwrapped" titleId="gift-packages">
        <div className="card-grid card-grid--2">
          {GIFT_PACKAGES.map((item) => (
            <PackageCard key={item.id} item={item} />
          ))}
        </div>
      </Section>
      <Section eyebrow="Care packages" title="Made to last" titleId="care-packages" tinted>
        <div className="card-grid card-grid--2">
          {CARE_PACKAGES.map((item) => (
            <PackageCard key={item.id} item={item} />
          ))}
        </div>
      </Section>
      <section className="cta-band" aria-labelledby="packages-cta">
        <div className="container cta-band__inner">
          <h2 id="packages-cta">Planning a special moment?</h2>
          <p>Tell us about it and we will help with the piece, the packaging and the timing.</p>
          <Link to={paths.contactUs} className="btn btn-lj-light">
            Talk to us
          </Link>
        </div>
      </section>
    </>
  );
}
