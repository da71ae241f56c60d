/**
 * The jewellery groups of the Products mega-menu and the footer (spec §2): who a piece is for and its category.
 * Each entry links to the catalogue filtered by `audience` and `category`, the contract's filter values.
 */
import type { Audience, Category } from '@lumen/contract/catalog';

export type { Audience, Category };

export type JewelleryGroup = {
  audience: Audience;
  label: string;
  categories: ReadonlyArray<{ category: Category; label: string }>;
};

export const JEWELLERY_GROUPS: ReadonlyArray<JewelleryGroup> = [
  {
    audience: 'men',
    label: "Men's Jewellery",
    categories: [
      { category: 'rings', label: 'Rings' },
      { category: 'bracelets', label: 'Bracelets' },
    ],
  },
  {
    audience: 'women',
    label: "Women's Jewellery",
    categories: [
      { category: 'rings', label: 'Rings' },
      { category: 'bracelets', label: 'Bracelets' },
      { category: 'necklaces', label: 'Necklaces' },
      { category: 'earrings', label: 'Earrings' },
      { category: 'chains', label: 'Chains' },
    ],
  },
  {
    audience: 'accessories',
    label: 'Accessories',
    categories: [
      { category: 'watches', label: 'Watches' },
      { category: 'diamonds', label: 'Diamonds' },
    ],
  },
];
