/**
 * The perks strip (spec §2, §9): Conflict Free, Made in INDIA, Free Resizing, Lifetime Care. Where the four fit side
 * by side (992 px and up) they stand still in one row, no word cut at an edge. Narrower, they glide past at the
 * spec's pace (2000 ms a perk, 30 px apart, 1.5 to 3 at a time by screen width) and hold still while the pointer
 * rests on the strip or the focus is in it; with reduced motion they stand still there too, two by two.
 *
 * The glide is a CSS animation of the server's markup (perks-strip.scss), not a carousel script: nothing to mount
 * or hydrate, and a pause holds the strip on the next frame (Swiper's autoplay, with no delay between slides, only
 * paused once its 2-second slide had run out). The perks are repeated once so the glide never runs dry; screen
 * readers hear each perk once.
 */
import type { ComponentType } from 'react';
import { GemIcon, type IconProps, RefreshIcon, ShieldIcon, SparkleIcon } from '../../../components/icons';

type Perk = { title: string; text: string; Icon: ComponentType<IconProps> };

/** Four perks: perks-strip.scss glides the list by four perks' widths ($perks). */
const PERKS: ReadonlyArray<Perk> = [
  { title: 'Conflict Free', text: 'Certified lab-grown diamonds', Icon: GemIcon },
  { title: 'Made in INDIA', text: 'Designed and set in Jaipur', Icon: SparkleIcon },
  { title: 'Free Resizing', text: 'On every ring, for life', Icon: RefreshIcon },
  { title: 'Lifetime Care', text: 'Cleaning, polish and checks', Icon: ShieldIcon },
];

/** The perks, then their repeat, which only the glide shows and nobody reads out. */
const COPIES = ['first', 'repeat'] as const;

export function PerksStrip() {
  return (
    <section className="perks-strip" aria-labelledby="perks-title">
      <h2 id="perks-title" className="visually-hidden">
        Our promises
      </h2>
      <div className="perks-strip__viewport">
        <ul className="perks-strip__list">
          {COPIES.map((copy) =>
            PERKS.map(({ title, text, Icon }) => (
              <li
                key={`${copy}-${title}`}
                className={copy === 'repeat' ? 'perk perk--repeat' : 'perk'}
                aria-hidden={copy === 'repeat' || undefined}
              >
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
