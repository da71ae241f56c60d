/**
 * The shop's opening catalogue, in the order its pieces take their ids. Prices are in dollars here and stored in
 * cents. The first four pieces are the best sellers shown on the home page ($160, $130, $120, $140).
 */
import { ACCESSORIES } from './accessories';
import { BANGLES_BRIDAL_PERSONALISED } from './bangles-bridal-personalised';
import { MEN_AND_BRACELETS } from './men-and-bracelets';
import { NECKLACES_EARRINGS_CHAINS } from './necklaces-earrings-chains';
import type { SeedProduct } from './product';
import { RINGS } from './rings';

export type { SeedProduct } from './product';

export const SEED_PRODUCTS: SeedProduct[] = [
  ...RINGS,
  ...MEN_AND_BRACELETS,
  ...NECKLACES_EARRINGS_CHAINS,
  ...BANGLES_BRIDAL_PERSONALISED,
  ...ACCESSORIES,
];
