/** The journal's six articles: card text and the full article shown when a card is expanded. */
import type { ArtName } from '../../components/art';

export type BlogPost = {
  id: string;
  art: ArtName;
  artAlt: string;
  title: string;
  category: string;
  readingMinutes: number;
  description: string;
  body: ReadonlyArray<string>;
};

export const BLOG_POSTS: ReadonlyArray<BlogPost> = [
  {
    id: 'choosing-an-engagement-ring',
    art: 'ring',
    artAlt: 'A gold solitaire engagement ring',
    title: 'How to Choose an Engagement Ring You Will Love for Life',
    category: 'Bridal',
    readingMinutes: 5,
    description: 'Cut, setting, metal and size: a calm, step-by-step guide to choosing the ring, without the pressure.',
    body: [
      'Start with the wearer, not the stone. Notice the jewellery she already reaches for every morning: yellow or rose gold, delicate or bold, smooth or detailed. A ring that matches her everyday taste will be worn every day.',
      'Next, choose the cut. A round brilliant returns the most light; ovals and pears look larger for their carat weight and flatter the finger; emerald cuts feel architectural and calm. Cut quality matters more than carat: a smaller, excellently cut stone out-sparkles a larger, poorly cut one.',
      'Then pick a setting that suits her life. A low bezel or a four-prong basket sits close to the hand and rarely snags, which is ideal if she works with her hands. Halos add brilliance, and a plain band leaves room for a wedding ring to sit flush beside it.',
      'Finally, do not worry too much about size. Borrow a ring she wears on that finger, or ask us for a free ring sizer. Every Lumen engagement ring includes free resizing, so the fit can be adjusted after the proposal.',
    ],
  },
  {
    id: 'lab-grown-diamonds-explained',
    art: 'diamond',
    artAlt: 'A brilliant-cut lab-grown diamond',
    title: 'Lab-Grown Diamonds, Explained Simply',
    category: 'Diamonds',
    readingMinutes: 4,
    description: 'Real diamonds, grown above ground. What they are, how they are certified and why they cost less.',
    body: [
      'A lab-grown diamond is a real diamond: the same carbon crystal, the same hardness and the same fire as one that was mined. The only difference is where it formed, in a controlled chamber over weeks instead of deep underground over millions of years.',
      'Because they are chemically identical, even a trained gemmologist needs specialist equipment to tell them apart. That is why certification matters. Every Lumen diamond comes with an independent grading report covering cut, colour, clarity and carat weight.',
      'Lab-grown stones typically cost far less than mined diamonds of the same quality, so your budget can go towards a better cut, a finer setting or simply a larger stone. You also know exactly where your diamond came from.',
      'They are as durable as any diamond, so they are made to be worn every day and passed down. Care for them in the same way: an occasional soak in warm water with a drop of mild soap and a soft brush keeps them bright.',
    ],
  },
  {
    id: 'caring-for-gold-jewellery',
    art: 'bangle',
    artAlt: 'A gold bangle set with a row of diamonds',
    title: 'Caring for Your Gold Jewellery at Home',
    category: 'Care',
    readingMinutes: 4,
    description: 'Five small habits that keep gold warm, bright and scratch-free for years.',
    body: [
      'Put jewellery on last and take it off first. Perfume, hairspray and lotion leave a film that dulls gold and clouds diamonds, so let them dry before you add your pieces.',
      'Take rings and bracelets off for the gym, the pool and housework. Chlorine weakens gold alloys over time, and knocks against weights or worktops can loosen a setting.',
      'Store each piece separately. Diamonds can scratch gold and even other diamonds, so use the soft pouch and compartments that come with your Lumen box, and fasten chains so they do not tangle.',
      'Clean gently every few weeks: warm water, a drop of mild soap and a soft toothbrush, then rinse and dry with a lint-free cloth. Avoid toothpaste and baking soda, which are abrasive.',
      'Once a year, bring or send your piece to us for a free professional clean and prong check. It is part of our lifetime care, and it is the best way to catch a worn claw before a stone goes missing.',
    ],
  },
  {
    id: 'art-of-layering-necklaces',
    art: 'necklace',
    artAlt: 'A fine gold necklace with a pear-shaped drop',
    title: 'The Art of Layering Necklaces',
    category: 'Styling',
    readingMinutes: 3,
    description: 'Lengths, textures and one simple rule for stacking chains that never tangle or clash.',
    body: [
      'Begin with three lengths spaced about five centimetres apart: a choker or 40 cm chain, a 45 cm pendant and a 50 to 55 cm chain. The gap keeps each layer visible and stops them from twisting together.',
      'Mix textures rather than metals. A fine cable chain, a flat snake chain and a beaded chain in the same gold look considered; three identical chains tend to blur into one.',
      'Let one piece lead. A single pendant or a small solitaire drop gives the stack a focal point, and the other chains frame it.',
      'Match the neckline. Layers sit beautifully on crew necks and open collars; with a V-neck, follow its shape with a pendant that falls just above the point.',
    ],
  },
  {
    id: 'earrings-for-every-face-shape',
    art: 'earrings',
    artAlt: 'A pair of gold drop earrings with pear-shaped stones',
    title: 'Earrings for Every Face Shape',
    category: 'Styling',
    readingMinutes: 3,
    description: 'Studs, hoops or drops? How to pick earrings that frame your face and suit your day.',
    body: [
      'Oval faces suit almost everything, so choose by occasion: studs for the office, drops for dinner, hoops for the weekend.',
      'Round faces look lovely with length. Linear drops and elongated pear shapes draw the eye downward and add definition.',
      'Heart-shaped faces are balanced by earrings that are wider at the bottom, such as teardrops and chandeliers, which soften a narrower chin.',
      'Square and angular faces are softened by curves: round studs, hoops and oval drops. And whatever your face shape, the right earring is the one that makes you feel like yourself.',
    ],
  },
  {
    id: 'thoughtful-jewellery-gifting',
    art: 'giftBox',
    artAlt: 'A gift box tied with a gold ribbon',
    title: 'Thoughtful Gifting: Jewellery for Every Milestone',
    category: 'Gifting',
    readingMinutes: 4,
    description: 'From first jobs to fortieth anniversaries, ideas for gifts that will be worn, not kept in a drawer.',
    body: [
      'For birthdays and first jobs, choose something she will wear daily: a pair of diamond studs or a slim initial pendant. Personal, versatile and easy to love.',
      'For anniversaries, mark the years. An eternity band or a bracelet with one stone for each decade turns the date into something she can wear.',
      'For new mothers, a birthstone or an engraved name pendant is a quiet keepsake that keeps the memory close.',
      'Not sure of her taste or size? Every Lumen order arrives in our signature gift box with a handwritten note, and our team can help you choose over a call or chat before you order.',
    ],
  },
];
