/**
 * The perks strip (spec §2, §9): Conflict Free, Made in INDIA, Free Resizing, Lifetime Care, gliding past without a
 * pause (speed 2000 ms, autoplay delay 0, 30 px apart, 1.5 to 5 at a time by screen width). The perks are repeated
 * so the loop never runs dry; screen readers hear each perk once.
 */
import { type ComponentType, useRef } from 'react';
import { GemIcon, type IconProps, RefreshIcon, ShieldIcon, SparkleIcon } from '../../../components/icons';
import { useSwiper } from './use-swiper';

type Perk = { title: string; text: string; Icon: ComponentType<IconProps> };

const PERKS: ReadonlyArray<Perk> = [
  { title: 'Conflict Free', text: 'Certified lab-grown diamonds', Icon: GemIcon },
  { title: 'Made in INDIA', text: 'Designed and set in Jaipur', Icon: SparkleIcon },
  { title: 'Free Resizing', text: 'On every ring, for life', Icon: RefreshIcon },
  { title: 'Lifetime Care', text: 'Cleaning, polish and checks', Icon: ShieldIcon },
];

/** The strip shows the perks three times over: the first set is read out, the repeats are decoration. */
const COPIES = ['first', 'second', 'third'] as const;

export const PERKS_SWIPER_OPTIONS = {
  speed: 2000,
  spaceBetween: 30,
  loop: true,
  allowTouchMove: false,
  slidesPerView: 5,
  autoplay: { delay: 0, disableOnInteraction: false },
  breakpoints: {
    0: { slidesPerView: 1.5 },
    480: { slidesPerView: 2 },
    768: { slidesPerView: 3 },
    992: { slidesPerView: 4 },
    1399: { slidesPerView: 4.5 },
    1500: { slidesPerView: 5 },
  },
} as const;

export function PerksStrip() {
  const containerRef = useRef<HTMLDivElement>(null);
  useSwiper(containerRef, PERKS_SWIPER_OPTIONS);

  return (
    <section className="perks-strip" aria-labelledby="perks-title">
      <h2 id="perks-title" className="visually-hidden">
        Our promises
      </h2>
      <div ref={containerRef} className="swiper perks-strip__swiper">
        <ul className="swiper-wrapper perks-strip__list">
          {COPIES.map((copy) =>
            PERKS.map(({ title, text, Icon }) => (
              <li key={`${copy}-${title}`} className="swiper-slide perk" aria-hidden={copy !== 'first' || undefined}>
                <Icon size={30} className="perk__icon" />
                <span className="perk__text">
                  <span className="perk__title">{title}</span>
                  <span className="perk__detail">{text}</span>
                </span>
              </li>
            )),
          )}
        </ul>
      </div>
    </section>
  );
}
