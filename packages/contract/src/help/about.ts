/**
 * /about-us as the shop assistant cites it (help/content.ts): who we are, the people behind the shop, what we promise
 * (certified lab-grown diamonds, hallmarked gold, lifetime care) and the care after delivery. The about screen renders
 * these words from here, with its own layout, so the page and the assistant say the same; the sections' anchors are the
 * screen's headings (`/about-us#about-story`).
 */
import { WEB_ROUTES } from '../routes';
import { SHOP, supportSentence } from '../shop';
import { type HelpPage, p, ul } from './content';

export const ABOUT_STORY = {
  eyebrow: 'Brand story',
  title: 'Born at a workbench in Jaipur',
  paragraphs: [
    'Lumen began with a simple frustration. Ananya Rao, a goldsmith’s daughter, watched friends spend months of savings on engagement rings they were then too nervous to wear. Fine jewellery, she believed, should be made to be lived in.',
    'Together with Vikram Shah she set up a small studio where every piece is designed, cast, set and polished under one roof. Choosing lab-grown diamonds let us offer stones of exceptional cut and clarity at honest prices, with none of the uncertainty about where they came from.',
    'Today our workshop of master craftspeople creates rings, bracelets, necklaces and earrings for customers across India, and every single one is still inspected by hand before it is packed.',
  ],
} as const;

export const ABOUT_PEOPLE = {
  eyebrow: 'The people behind Lumen',
  title: 'Founders and directors',
  people: [
    {
      initials: 'AR',
      name: 'Ananya Rao',
      role: 'Founder & Creative Director',
      bio: 'Trained as a goldsmith in Jaipur and as a designer in Milan, Ananya draws every Lumen collection by hand before a single gram of gold is cast.',
    },
    {
      initials: 'VS',
      name: 'Vikram Shah',
      role: 'Co-founder & Managing Director',
      bio: 'A decade in diamond sourcing taught Vikram that honest pricing and traceable stones belong together. He runs our operations and partnerships.',
    },
    {
      initials: 'MI',
      name: 'Meera Iyer',
      role: 'Director, Craft & Quality',
      bio: 'Meera leads our workshop of master setters and polishers, and personally signs off every custom piece before it leaves the studio.',
    },
  ],
} as const;

/** What every customer is promised; `id` names each for the screen's icon. */
export const ABOUT_GOALS = {
  eyebrow: 'Brand goals',
  title: 'What we promise every customer',
  goals: [
    {
      id: 'honest-sparkle',
      title: 'Honest sparkle',
      text: 'Certified lab-grown diamonds and hallmarked gold, with every specification written plainly on the page.',
    },
    {
      id: 'real-life',
      title: 'Made for real life',
      text: 'Settings that sit low, clasps that hold and finishes that stay beautiful through school runs and board meetings.',
    },
    {
      id: 'lifetime-care',
      title: 'Care for a lifetime',
      text: 'Free resizing, cleaning and check-ups for as long as you own the piece, so it is never just a purchase.',
    },
    {
      id: 'delivery',
      title: 'Effortless from click to clasp',
      text: `Free, insured delivery across India, and a team on the phone ${SHOP.supportHours.phone.hours} and on chat and e-mail ${SHOP.supportHours.specialists.hours}.`,
    },
  ],
} as const;

export const ABOUT_CARE = {
  eyebrow: 'After-sales care',
  title: 'We stay with you after delivery',
  items: [
    'Free resizing on rings, and lifetime cleaning, polishing and prong checks.',
    'Every diamond arrives with its certificate and every piece with a care guide.',
    'Report any damage within 48 hours of delivery and we will make it right.',
    supportSentence(),
  ],
} as const;

/** A section's title as the page shows it: its eyebrow, then its heading ('Brand story: Born at a workbench …'). */
const titled = (part: { eyebrow: string; title: string }) => `${part.eyebrow}: ${part.title}`;

export const ABOUT_PAGE: HelpPage = {
  path: WEB_ROUTES.aboutUs,
  title: 'About Us',
  sections: [
    { id: 'about-story', title: titled(ABOUT_STORY), blocks: ABOUT_STORY.paragraphs.map((text) => p(text)) },
    {
      id: 'about-people',
      title: titled(ABOUT_PEOPLE),
      blocks: [ul(...ABOUT_PEOPLE.people.map((person) => [`${person.name}, ${person.role}: ${person.bio}`]))],
    },
    {
      id: 'about-goals',
      title: titled(ABOUT_GOALS),
      blocks: [ul(...ABOUT_GOALS.goals.map((goal) => [`${goal.title}: ${goal.text}`]))],
    },
    { id: 'about-care', title: titled(ABOUT_CARE), blocks: [ul(...ABOUT_CARE.items.map((item) => [item]))] },
  ],
};
