/** One piece of the opening catalogue, as written in this folder: prices in dollars (stored in cents). */
import type { Audience, Category, Metal, Purity, Stone } from '@lumen/contract/catalog';

export type SeedProduct = {
  name: string;
  category: Category;
  audience: Audience;
  metal: Metal;
  stone: Stone;
  purity: Purity | null;
  price: number;
  originalPrice: number;
  bestSeller: number;
  /** How many days before the seed date the piece arrived (for 'Newest'). */
  ageDays: number;
  description: string;
};

export function product(
  name: string,
  category: Category,
  audience: Audience,
  metal: Metal,
  stone: Stone,
  purity: Purity | null,
  price: number,
  originalPrice: number,
  bestSeller: number,
  ageDays: number,
  description: string,
): SeedProduct {
  return { name, category, audience, metal, stone, purity, price, originalPrice, bestSeller, ageDays, description };
}
