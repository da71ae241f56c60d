/**
 * /about and /about-us: the Lumen Jewels story, people, collections and promises. The story, people, promises and
 * after-sales care are the contract's words (help/about.ts), which the shop assistant cites by this page's headings.
 */
import { ABOUT_CARE, ABOUT_GOALS, ABOUT_PEOPLE, ABOUT_STORY } from '@lumen/contract/help/about';
import { Link } from 'react-router';
import type { ArtName } from '../../components/art';
import { ArrowRightIcon, GemIcon, HeartIcon, ShieldIcon, SparkleIcon, TruckIcon } from '../../components/icons';
import { PageHero } from '../../components/page-hero';
import { Section } from '../../components/section';
import { Artwork } from '../../components/themed-image';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import './content.scss';

/** Each promise's icon, by the promise (the words are the contract's, help/about.ts). */
const GOAL_ICONS: Record<(typeof ABOUT_GOALS.goals)[number]['id'], typeof GemIcon> = {
  'honest-sparkle': GemIcon,
  'real-life': HeartIcon,
  'lifetime-care': ShieldIcon,
  delivery: TruckIcon,
};

/** The four collections, each opening the listing that holds its pieces (a departure: the spec links none). */
const COLLECTIONS: ReadonlyArray<{ art: ArtName; title: string; text: string; to: string }> = [
  {
    art: 'ringPair',
    title: 'Bridal Collection',
    text: 'Solitaires, halos and matching bands in 18k and 22k gold, designed to be worn together for decades.',
    to: paths.product({ category: 'bridal-sets' }),
  },
  {
    art: 'necklace',
    title: 'Everyday Elegance',
    text: 'Fine chains, studs and slim bracelets light enough to forget you are wearing them, until someone asks.',
    to: paths.product({ category: 'chains' }),
  },
  {
    art: 'earrings',
    title: 'Statement Sparkle',
    text: 'Cocktail rings, drops and tennis bracelets for the evenings that deserve a little more light.',
    to: paths.product({ stone: 'Diamond', sort: 'price_desc' }),
  },
  {
    art: 'pendant',
    title: 'Personalized Jewellery',
    text: 'Initials, birthstones and engraved dates, made to order in our studio and finished by hand.',
    to: paths.product({ category: 'personalised' }),
  },
];

/** The brand story, beside the diamond that is the page's largest paint. */
function AboutStory() {
  return (
    <section className="section" aria-labelledby="about-story">
      <div className="container split">
        <div className="split__media">
          {/* In a phone's first screen, under the hero: loaded at once, not lazily (it is the page's largest paint). */}
          <Artwork name="diamond" alt="A brilliant-cut lab-grown diamond" className="framed-art" />
        </div>
        <div className="split__text prose">
          <p className="eyebrow">{ABOUT_STORY.eyebrow}</p>
          <h2 id="about-story">{ABOUT_STORY.title}</h2>
          {ABOUT_STORY.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The vision and the mission. */
function AboutPurpose() {
  return (
    <Section eyebrow="What guides us" title="Our vision and mission" titleId="about-purpose" tinted>
      <div className="card-grid card-grid--2">
        <article className="feature-card">
          <SparkleIcon size={28} className="feature-card__icon" />
          <h3>Vision</h3>
          <p>
            To become India&rsquo;s most trusted name in lab-grown diamond jewellery: a house known as much for its
            honesty and aftercare as for the beauty of what it makes.
          </p>
        </article>
        <article className="feature-card">
          <GemIcon size={28} className="feature-card__icon" />
          <h3>Mission</h3>
          <p>
            To craft certified, responsibly made fine jewellery that feels personal, fits into everyday life and is
            priced fairly, then to care for it, and for you, long after it leaves our studio.
          </p>
        </article>
      </div>
    </Section>
  );
}

/** The founders and directors. */
function AboutPeople() {
  return (
    <Section eyebrow={ABOUT_PEOPLE.eyebrow} title={ABOUT_PEOPLE.title} titleId="about-people">
      <div className="card-grid card-grid--3">
        {ABOUT_PEOPLE.people.map((person) => (
          <article key={person.name} className="person-card">
            <span className="person-card__monogram" aria-hidden="true">
              {person.initials}
            </span>
            <h3>{person.name}</h3>
            <p className="person-card__role">{person.role}</p>
            <p>{person.bio}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}

/** What every customer is promised. */
function AboutGoals() {
  return (
    <Section eyebrow={ABOUT_GOALS.eyebrow} title={ABOUT_GOALS.title} titleId="about-goals" tinted>
      <ul className="goal-list">
        {ABOUT_GOALS.goals.map(({ id, title, text }) => {
          const Icon = GOAL_ICONS[id];
          return (
            <li key={title}>
              <Icon size={26} className="goal-list__icon" />
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** Who Lumen is and whom it designs for. */
function AboutIdentity() {
  return (
    <section className="section" aria-labelledby="about-identity">
      <div className="container split split--reverse">
        <div className="split__media">
          <Artwork name="ring" alt="A gold solitaire ring" loading="lazy" className="framed-art" />
        </div>
        <div className="split__text prose">
          <p className="eyebrow">Identity and audience</p>
          <h2 id="about-identity">Quiet luxury, worn every day</h2>
          <p>
            Our name comes from the lumen, the unit of light. It is a reminder that a well-cut stone does not need to
            shout: it simply catches the light wherever you are. Clean lines, warm gold and precise setting are the
            signature you will find in every Lumen piece.
          </p>
          <p>
            We design first for women between 28 and 45: professionals, brides, mothers and collectors who buy jewellery
            for themselves as often as they receive it. They want pieces that move from a morning meeting to a family
            celebration, that are certified and transparent, and that will still feel like them in twenty years.
          </p>
        </div>
      </div>
    </section>
  );
}

/** The four collections, each opening its listing. */
function AboutCollections() {
  return (
    <Section eyebrow="Collections" title="Four ways to wear the light" titleId="about-collections" tinted>
      <div className="card-grid card-grid--4">
        {COLLECTIONS.map((collection) => (
          <article key={collection.title} className="collection-card">
            <Artwork name={collection.art} alt="" loading="lazy" className="collection-card__art" />
            <h3>{collection.title}</h3>
            <p>{collection.text}</p>
            <Link to={collection.to} className="collection-card__link">
              Shop the collection<span className="visually-hidden">: {collection.title}</span>{' '}
              <ArrowRightIcon size={14} />
            </Link>
          </article>
        ))}
      </div>
    </Section>
  );
}

/** After-sales care, and where Lumen is going. */
function AboutCare() {
  return (
    <section className="section" aria-labelledby="about-care">
      <div className="container split split--top">
        <div className="split__text prose">
          <p className="eyebrow">{ABOUT_CARE.eyebrow}</p>
          <h2 id="about-care">{ABOUT_CARE.title}</h2>
          <ul className="check-list">
            {ABOUT_CARE.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div className="split__text prose">
          <p className="eyebrow">Future vision</p>
          <h2>Where Lumen is going</h2>
          <p>
            Over the next few years we will open appointment-only studios in major Indian cities, so you can see stones
            under natural light before you choose. We are building a recycled-gold programme that lets you trade in old
            jewellery towards something new, and we will keep publishing exactly how our pieces are made.
          </p>
          <p>Whatever we add, the promise stays the same: beautiful, honest jewellery, looked after for life.</p>
        </div>
      </div>
    </section>
  );
}

export function AboutScreen() {
  usePageMeta({
    title: 'About Us',
    description:
      'Meet Lumen Jewels: gold and lab-grown diamond jewellery designed in India, our founders, our collections and the lifetime care behind every piece.',
  });

  return (
    <>
      <PageHero
        eyebrow="Our story"
        title="Jewellery that holds the light"
        crumb="About Us"
        art="ringPair"
        lead={
          <p>
            Lumen Jewels makes gold and lab-grown diamond jewellery for the moments you will always remember, and for
            all the ordinary days in between.
          </p>
        }
      >
        <Link to={paths.product()} className="btn btn-lj">
          ORDER NOW
        </Link>
      </PageHero>
      <AboutStory />
      <AboutPurpose />
      <AboutPeople />
      <AboutGoals />
      <AboutIdentity />
      <AboutCollections />
      <AboutCare />
      <section className="cta-band" aria-labelledby="about-cta">
        <div className="container cta-band__inner">
          <h2 id="about-cta">Find the piece that feels like yours</h2>
          <p>Browse rings, necklaces, earrings and bracelets, or ask us to make something only you will wear.</p>
          <Link to={paths.product()} className="btn btn-lj-light">
            Explore all jewellery
          </Link>
        </div>
      </section>
    </>
  );
}
