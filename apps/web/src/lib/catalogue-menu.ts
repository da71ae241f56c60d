/**
 * The jewellery groups of the Products mega-menu and the footer (spec §2): who a piece is for and its category,
 * then the Collections group (a departure, see docs/product.md), the way in to the categories the spec's three groups
 * leave out. Each entry links to the catalogue filtered by `audience` (when the group has one) and `category`, the
 * contract's filter values; the labels are the contract's CATEGORY_LABELS.
 */
import type { Audience, Category } from '@lumen/contract/catalog';
import { CATEGORY_LABELS } from '@lumen/contract/catalog-vocabulary';

export type { Audience, Category };

export type JewelleryGroup = {
  /** Unique among the groups: the audience, or the group's own name when it spans every audience. */
  id: string;
  audience?: Audience;
  label: string;
  categories: ReadonlyArray<{ category: Category; label: string }>;
};

const entries = (...categories: Category[]) =>
  categories.map((category) => ({ category, label: CATEGORY_LABELS[category] }));

export const JEWELLERY_GROUPS: ReadonlyArray<JewelleryGroup> = [
  { id: 'men', audience: 'men', label: "Men's Jewellery", categories: entries('rings', 'bracelets') },
  {
    id: 'women',
    audience: 'women',
    label: "Women's Jewellery",
    categories: entries('rings', 'bracelets', 'necklaces', 'earrings', 'chains'),
  },
  { id: 'accessories', audience: 'accessories', label: 'Accessories', categories: entries('watches', 'diamonds') },
  { id: 'collections', label: 'Collections', categories: entries('bridal-sets', 'bangles', 'personalised') },
];
