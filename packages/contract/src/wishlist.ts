/**
 * The wishlist (spec §3): items {product_id, title, images, original_price}, read from data.wishlist. Beyond the spec,
 * each item also carries its selling `price`, its `sizes` (empty for a one-size piece) and its default variant, so the
 * wishlist can show what the piece costs and add it to the cart with a size chosen on the card.
 */
import { z } from 'zod';
import { ProductImageSchema, ProductPhotoSchema } from './catalog';
import { lineVariantFields } from './variants';

export const WishlistItemSchema = z.object({
  product_id: z.number().int(),
  title: z.string(),
  images: z.array(ProductImageSchema),
  /** Beyond the spec: the piece's primary uploaded photo, shown instead of `images` when there is one. */
  photo: ProductPhotoSchema.nullable(),
  price: z.number().int(),
  /** Integer minor units (cents), like every price of the API. */
  original_price: z.number().int(),
  /** The sizes the piece is made in, as on the product; empty when it comes in one size. */
  sizes: z.array(z.string()),
  /** Beyond the spec: the piece's default variant, which ADD TO CART adds (null for a piece without variants). */
  ...lineVariantFields,
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

export const WishlistSchema = z.object({ wishlist: z.array(WishlistItemSchema) });

export const WishlistAddRequestSchema = z.object({
  product_id: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const WishlistIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
