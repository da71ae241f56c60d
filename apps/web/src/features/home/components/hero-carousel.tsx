/**
 * The home page's banner carousel (spec §2, §4, §9): it advances every 3000 ms, loops, cannot be swiped, and keeps
 * going after interaction. A pause button stops it for anyone who needs the page to hold still (WCAG 2.2.2), and
 * the dots go straight to a slide. The first slide's art is the page's largest paint: eager, high priority.
 */
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ArtName } from '../../../components/art';
import { PauseIcon, PlayIcon } from '../../../components/icons';
import { Artwork } from '../../../components/themed-image';
import { paths } from '../../../lib/paths';
import { useSwiper } from './use-swiper';

export const BANNER_AUTOPLAY_MS = 3000;

type Slide = {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  art: ArtName;
  artAlt: string;
  /** Where SHOP NOW goes: the spec's /product, except the wedding rings (a departure, see docs/product.md). */
  to: string;
};

const SLIDES: ReadonlyArray<Slide> = [
  {
    id: 'wedding-rings',
    eyebrow: 'The bridal edit',
    title: 'Top 10 Wedding Rings',
    text: 'Solitaires, halos and eternity bands in 18k gold with certified lab-grown diamonds, chosen by our brides.',
    art: 'ringPair',
    artAlt: 'A gold engagement ring resting against a diamond wedding band',
    to: paths.product({ category: 'rings', sort: 'best_seller' }),
  },
  {
    id: 'everyday-diamonds',
    eyebrow: 'Lab-grown diamonds',
    title: 'Brilliance for Every Day',
    text: 'Ideal-cut stones with the same fire as mined diamonds, set low and secure for the life you actually live.',
    art: 'diamond',
    artAlt: 'A brilliant-cut lab-grown diamond',
    to: paths.product(),
  },
  {
    id: 'gifts',
    eyebrow: 'Gifts in gold',
    title: 'Made to Be Given',
    text: 'Pendants, studs and bracelets wrapped in our signature box, with free delivery and free resizing.',
    art: 'giftBox',
    artAlt: 'A Lumen Jewels gift box tied with a ribbon',
    to: paths.product(),
  },
];

export function HeroCarousel() {
  const containerRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const swiperRef = useSwiper(
    containerRef,
    {
      loop: true,
      allowTouchMove: false,
      speed: 700,
      autoplay: { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false },
      on: { slideChange: (swiper) => setActive(swiper.realIndex) },
    },
    { inertHiddenSlides: true },
  );

  function togglePause() {
    const autoplay = swiperRef.current?.autoplay;
    if (paused) autoplay?.start();
    else autoplay?.stop();
    setPaused(!paused);
  }

  return (
    <section className="hero-banner" aria-roledescription="carousel" aria-label="Featured collections">
      {/* The page's title stays outside the slides, which take turns being hidden from assistive technology. */}
      <h1 className="visually-hidden">Lumen Jewels: gold and lab-grown diamond jewellery</h1>
      <div ref={containerRef} className="swiper hero-banner__swiper">
        <div className="swiper-wrapper">
          {SLIDES.map((slide, index) => {
            return (
              // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group with a slide role description (APG carousel).
              <div
                key={slide.id}
                className="swiper-slide hero-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${SLIDES.length}`}
              >
                <div className="container hero-slide__inner">
                  <div className="hero-slide__text">
                    <p className="eyebrow">{slide.eyebrow}</p>
                    <h2 className="hero-slide__title">{slide.title}</h2>
                    <p className="hero-slide__lead">{slide.text}</p>
                    <Link to={slide.to} className="btn btn-lj">
                      SHOP NOW
                    </Link>
                  </div>
                  <div className="hero-slide__art">
                    <Artwork
                      name={slide.art}
                      alt={slide.artAlt}
                      loading={index === 0 ? 'eager' : 'lazy'}
                      fetchPriority={index === 0 ? 'high' : 'low'}
                    />
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      <div className="container hero-banner__controls">
        <div className="hero-banner__dots">
          {SLIDES.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className="hero-banner__dot"
              aria-label={`Show slide ${index + 1}: ${slide.title}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => swiperRef.current?.slideToLoop(index)}
            />
          ))}
        </div>
        <button
          type="button"
          className="hero-banner__pause"
          aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
          onClick={togglePause}
        >
          {paused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
        </button>
      </div>
    </section>
  );
}
